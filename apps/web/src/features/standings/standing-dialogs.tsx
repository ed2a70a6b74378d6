import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Button, Group, Menu, Modal, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { type StandingPosition, type StandingsStage, canRename, mergeTargets, standingId } from '@trialhub/domain';
import { IconArrowMerge, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api';
import { withSavingToasts } from '../../shared/saving-toast';
import { showToast } from '../../shared/toast';
import { stageHeading } from './stage-heading';

/**
 * The secretary's Admin cell of a standing (individual-view.tsx, a chunk of its own): how many stage entries
 * are linked to it (red when more than one; hovering lists them) and the row menu.
 */
export function StandingAdmin({
  championshipId,
  standing,
  all,
  stages,
}: {
  championshipId: string;
  standing: StandingPosition;
  all: StandingPosition[];
  stages: StandingsStage[];
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip
        openDelay={700}
        label={linkedEntries(standing, stages).map((line) => (
          <div key={line}>{line}</div>
        ))}
        multiline
        maw={320}
      >
        <Text span c={standing.participants.length > 1 ? 'red' : undefined} fw={600} data-testid="linked-entries">
          {standing.participants.length}
        </Text>
      </Tooltip>
      <StandingRowMenu championshipId={championshipId} standing={standing} all={all} />
    </Group>
  );
}

/**
 * The Admin column's tooltip: each stage entry linked to this standing as the secretary knows it
 * (the stage as its column is headed, class, club), not the bare participant ids behind them.
 */
function linkedEntries(p: StandingPosition, stages: readonly StandingsStage[]): string[] {
  const lines = p.participants.map((id) => {
    const entry = p.results.find((r) => r.resultId?.endsWith(`/${id}`));
    if (!entry) return id;
    const stage = stages.find((s) => s.order === entry.order);
    return [stage ? stageHeading(stage) : entry.title, entry.racingClass, entry.clubId].filter(Boolean).join(' · ');
  });
  return lines.length ? lines : ['-'];
}

type Dialog = 'rename' | 'delete' | 'merge' | null;

/** Secretary row actions: Rename, Delete, Merge into (spec §2, §5). */
export function StandingRowMenu({
  championshipId,
  standing,
  all,
}: {
  championshipId: string;
  standing: StandingPosition;
  all: StandingPosition[];
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('standings.actions', { name: standing.name })}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setDialog('rename')}>
            {t('standings.rename')}
          </Menu.Item>
          <Menu.Item leftSection={<IconArrowMerge size={14} />} onClick={() => setDialog('merge')}>
            {t('standings.mergeInto')}
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => setDialog('delete')}>
            {t('standings.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {dialog === 'rename' && <RenameDialog championshipId={championshipId} standing={standing} onClose={close} />}
      {dialog === 'delete' && <DeleteDialog championshipId={championshipId} standing={standing} onClose={close} />}
      {dialog === 'merge' && (
        <MergeDialog championshipId={championshipId} standing={standing} all={all} onClose={close} />
      )}
    </>
  );
}

/** What every row-action dialog gets. */
interface DialogProps {
  championshipId: string;
  standing: StandingPosition;
  onClose: () => void;
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['standings'] });
}

function RenameDialog({ championshipId, standing, onClose }: DialogProps) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [name, setName] = useState(standing.name);
  const submit = async () => {
    if (standingId(name.trim(), standing.group) === standing.id) {
      await showToast({ message: t('standings.noChanges'), autoClose: 1500 });
      onClose();
      return;
    }
    const done = await withSavingToasts(
      {
        pending: t('standings.toast.renaming'),
        success: t('standings.toast.renamed'),
        error: t('standings.toast.renameError'),
      },
      t,
      () =>
        api(`/api/championships/${championshipId}/standings/${encodeURIComponent(standing.id)}`, {
          method: 'PATCH',
          json: { name },
        }),
    );
    if (done) {
      await refresh();
      onClose();
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('standings.renameTitle')}>
      <Stack>
        <TextInput
          label={t('standings.newName')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('standings.cancel')}
          </Button>
          <Button disabled={!canRename(standing.name, name)} onClick={() => void submit()}>
            {t('standings.update')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function DeleteDialog({ championshipId, standing, onClose }: DialogProps) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const submit = async () => {
    const done = await withSavingToasts(
      {
        pending: t('standings.toast.deleting'),
        success: t('standings.toast.deleted'),
        error: t('standings.toast.deleteError'),
      },
      t,
      () =>
        api(`/api/championships/${championshipId}/standings/${encodeURIComponent(standing.id)}`, {
          method: 'DELETE',
        }).then(() => true),
    );
    if (done) {
      await refresh();
      onClose();
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('standings.deleteTitle')}>
      <Stack>
        <Text>{t('standings.deleteConfirm', { name: standing.name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('standings.cancel')}
          </Button>
          <Button color="red" onClick={() => void submit()}>
            {t('standings.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function MergeDialog({
  championshipId,
  standing,
  all,
  onClose,
}: {
  championshipId: string;
  standing: StandingPosition;
  all: StandingPosition[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [target, setTarget] = useState<string | null>(null);
  const targets = mergeTargets(all, standing);
  const submit = async () => {
    if (target === null) return;
    const done = await withSavingToasts(
      {
        pending: t('standings.toast.merging'),
        success: t('standings.toast.merged'),
        error: t('standings.toast.mergeError'),
      },
      t,
      () =>
        api(`/api/championships/${championshipId}/standings/${encodeURIComponent(standing.id)}/merge`, {
          method: 'POST',
          json: { targetId: target },
        }),
    );
    if (done) {
      await refresh();
      onClose();
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('standings.mergeTitle', { name: standing.name })}>
      <Stack>
        <Select
          label={t('standings.mergeTarget')}
          data={targets.map((p) => ({
            value: p.id,
            label: p.racingNumber === null ? p.name : `${p.name} #${p.racingNumber}`,
          }))}
          value={target}
          onChange={setTarget}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('standings.cancel')}
          </Button>
          <Button disabled={!target} onClick={() => void submit()}>
            {t('standings.merge')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
