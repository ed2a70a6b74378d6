import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import type { StandingsMode, StandingsTables, StandingsView } from '@trialhub/domain';
import { IconCheck, IconDownload, IconMarkdown, IconPrinter } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../shared/i18n';
import { api } from '../../shared/api';
import { PdfMenuItem, standingsPdfPath } from '../../shared/pdf-menu-item';
import { OnDemandItemContext } from '../../shared/on-demand-menu';
import { withSavingToasts } from '../../shared/saving-toast';
import { ConfirmButtons } from './confirm-buttons';
import { StandingsCsvItem, StandingsXlsxItem } from './standings-export-items';
import type { StandingsSheetView } from './standings-sheets';
import classes from './standings.module.css';

function download(file: { name: string; content: string; type?: string }) {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.type ?? 'text/markdown;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Secretary extras on the standings page: Export All as MD (and CSV, XLSX, print, PDF), and the Approve /
 * Final bar (hidden in print). A secretary's page is not server-rendered and a visitor never sees it, so it
 * is a chunk of its own (issue #20).
 */
export function SecretaryBar({
  view,
  computed,
  current,
}: {
  view: StandingsView;
  computed: StandingsTables;
  current: StandingsSheetView;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Approve and Final change what every visitor sees: each asks first.
  const [confirming, setConfirming] = useState<StandingsMode | null>(null);
  const finalize = async (mode: StandingsMode) => {
    setConfirming(null);
    const done = await withSavingToasts(
      {
        pending: t('standings.toast.settingPositions'),
        success: t('standings.toast.positionsSet'),
        error: t('standings.toast.errorUpdating'),
      },
      t,
      () =>
        api(`/api/championships/${view.championship.id}/standings/finalize`, { method: 'POST', json: { mode } }).then(
          () => true,
        ),
    );
    if (done) await queryClient.invalidateQueries({ queryKey: ['standings'] });
  };
  const exportAll = async () => {
    // In the page's language, with the stages' dates (issue #41 point 8).
    const files = await api(`/api/championships/${view.championship.id}/standings/markdown?lang=${currentLanguage()}`);
    for (const f of files) download(f);
  };
  return (
    <Group gap="xs" className={classes.noPrint}>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default" leftSection={<IconDownload size={16} />}>
            {t('standings.export')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {/* The shared PDF item is written for on-demand menus: it takes Menu.Item from this context. */}
          <OnDemandItemContext.Provider value={Menu.Item}>
            <Menu.Item leftSection={<IconMarkdown size={14} />} onClick={() => void exportAll()}>
              {t('standings.exportAllMd')}
            </Menu.Item>
            <StandingsCsvItem view={view} tables={computed} current={current} />
            <StandingsXlsxItem view={view} tables={computed} />
            <Menu.Item leftSection={<IconPrinter size={14} />} onClick={() => window.print()}>
              {t('standings.print')}
            </Menu.Item>
            <PdfMenuItem path={standingsPdfPath(view.championship.institutionId, view.championship.slug)} />
          </OnDemandItemContext.Provider>
        </Menu.Dropdown>
      </Menu>
      <Button.Group>
        <Button
          variant="light"
          color="green"
          leftSection={<IconCheck size={16} />}
          onClick={() => setConfirming('approve')}
        >
          {t('standings.approve')}
        </Button>
        <Button variant="light" color="grape" onClick={() => setConfirming('final')}>
          {t('standings.final')}
        </Button>
      </Button.Group>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming === 'final' ? t('standings.final') : t('standings.approve')}
      >
        <Stack>
          <Text>{t(confirming === 'final' ? 'standings.finalConfirm' : 'standings.approveStandingsConfirm')}</Text>
          <ConfirmButtons onCancel={() => setConfirming(null)} onConfirm={() => void finalize(confirming!)} />
        </Stack>
      </Modal>
    </Group>
  );
}
