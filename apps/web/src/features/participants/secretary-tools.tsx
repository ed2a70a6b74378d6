import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { ActionIcon, Button, Menu, Modal, Stack, Text } from '@mantine/core';
import type { PublicStage } from '@trialhub/domain';
import { IconCheck, IconDots, IconEdit, IconInfoCircle, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../shared/api';
import { formatCalendarDate, formatDateTime } from '../../shared/dates';
import { withSavingToasts } from '../../shared/saving-toast';
import { type ListedParticipant, participantsKey } from './participants-api';
import { ParticipantFields } from './registration';

/** 'Add new participant' in the stage bar (secretary). */
export function AddParticipantButton({ stage }: { stage: PublicStage }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" leftSection={<IconUserPlus size={16} />} onClick={() => setOpen(true)}>
        {t('participants.addNew')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('participants.addNew')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('admin.close') }}
      >
        <ParticipantFields mode="add" stage={stage} initial={{}} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}

/** The secretary's row menu: Status (Registered, Confirmed; current disabled), Info, Edit, Delete (spec §2). */
export function ParticipantRowMenu({ stage, participant }: { stage: PublicStage; participant: ListedParticipant }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'info' | 'edit' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: participantsKey(stage.id) });
  const base = `/api/stages/${stage.id}/participants/${participant.id}` as const;

  const setStatus = async (status: 'Registered' | 'Confirmed') => {
    await withSavingToasts(
      {
        pending: t('participants.toast.saving'),
        success: t('participants.toast.saved'),
        error: t('participants.toast.saveError'),
      },
      t,
      () => api(`${base}/status`, { method: 'PATCH', json: { status } }),
    );
    await refresh();
  };

  const remove = async () => {
    if (!window.confirm(t('participants.confirmDelete', { name: participant.name }))) return;
    await withSavingToasts(
      {
        pending: t('participants.toast.removing'),
        success: t('participants.toast.participantRemoved'),
        error: t('participants.toast.participantRemoveError'),
      },
      t,
      async () => {
        try {
          await api(base, { method: 'DELETE' });
        } catch (error) {
          if (error instanceof ApiError && error.messageKey === 'participant.hasResults')
            window.alert(t('participant.hasResults'));
          throw error;
        }
      },
    );
    await refresh();
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('participants.actionsFor', { name: participant.name })}
          >
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('participants.col.status')}</Menu.Label>
          {(['Registered', 'Confirmed'] as const).map((status) => (
            <Menu.Item
              key={status}
              disabled={participant.status === status}
              leftSection={participant.status === status ? <IconCheck size={14} /> : <span style={{ width: 14 }} />}
              onClick={() => void setStatus(status)}
            >
              {t(`participants.status.${status}`)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Label>{t('header.profile')}</Menu.Label>
          <Menu.Item leftSection={<IconInfoCircle size={14} />} onClick={() => setDialog('info')}>
            {t('participants.info')}
          </Menu.Item>
          <Menu.Item leftSection={<IconEdit size={14} />} onClick={() => setDialog('edit')}>
            {t('profile.edit')}
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => void remove()}>
            {t('participants.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={dialog === 'info'}
        onClose={() => setDialog(null)}
        title={participant.name}
        closeButtonProps={{ 'aria-label': t('admin.close') }}
      >
        <Stack gap={6} data-testid="participant-info">
          {[
            ['ID', participant.id],
            [t('participants.birthDate'), participant.birthDate ? formatCalendarDate(participant.birthDate) : ''],
            [t('participants.col.number'), participant.racingNumber ?? '—'],
            [t('participants.col.class'), participant.racingClass],
            [t('participants.col.bike'), participant.bike ?? ''],
            [t('participants.col.team'), participant.team ?? ''],
            [t('participants.created'), formatDateTime(participant.createdOn)],
          ].map(([label, value]) => (
            <Text key={String(label)} size="sm">
              <Text span c="dimmed">
                {label}:
              </Text>{' '}
              {value}
            </Text>
          ))}
        </Stack>
      </Modal>
      <Modal
        opened={dialog === 'edit'}
        onClose={() => setDialog(null)}
        title={participant.name}
        size="lg"
        closeButtonProps={{ 'aria-label': t('admin.close') }}
      >
        <ParticipantFields
          mode="edit"
          stage={stage}
          participantId={participant.id}
          hasResult={!!participant.hasResult}
          initial={participant as unknown as Record<string, unknown>}
          onDone={() => setDialog(null)}
        />
      </Modal>
    </>
  );
}
