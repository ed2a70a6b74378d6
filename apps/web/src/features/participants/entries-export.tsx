import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { Button, Menu } from '@mantine/core';
import type { PublicStage } from '@trialhub/domain';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api';
import { downloadCsv } from '../../shared/download-csv';
import { type Language, currentLanguage } from '../../shared/i18n';
import { showToast } from '../../shared/toast';
import { downloadXlsx } from '../../shared/download';
import { entriesCsv, entriesTable, entriesTitle } from './entries-sheet';
import type { ListedParticipant } from './participants-api';

/**
 * 'Export' (secretary): every entry of the stage as CSV or XLSX. The list is fetched afresh: entries
 * that arrived live carry only the public fields.
 */
export function ExportEntriesMenu({ stage }: { stage: PublicStage }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (write: (list: ListedParticipant[], language: Language) => Promise<void> | void) => {
    setBusy(true);
    try {
      const list = await api(`/api/stages/${stage.id}/participants`);
      await write(list, currentLanguage());
    } catch {
      await showToast({ message: t('errors.refreshAndTryAgain'), color: 'red' });
    } finally {
      setBusy(false);
    }
  };
  const name = `${stage.stageId}-entries`;
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button size="compact-sm" variant="subtle" leftSection={<IconDownload size={14} />} loading={busy}>
          {t('export.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconFileTypeCsv size={14} />}
          onClick={() => void run((list, language) => downloadCsv(name, entriesCsv(list, t, language)))}
        >
          {t('export.csv')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileSpreadsheet size={14} />}
          onClick={() =>
            void run((list, language) =>
              downloadXlsx(
                name,
                { title: entriesTitle(stage, t, language), sheets: [entriesTable(list, t)] },
                t('errors.refreshAndTryAgain'),
              ),
            )
          }
        >
          {t('export.xlsx')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
