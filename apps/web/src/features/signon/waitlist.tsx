import { Alert, Button, Group, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api';
import { withSavingToasts } from '../../shared/saving-toast';
import { myWaitingKey } from '../../shared/signon-api';

/** 'Waiting list: place 2' and 'Leave the waiting list' in the stage bar, instead of Join. */
export function WaitingPlace({
  stageId,
  position,
  racingClass,
}: {
  stageId: string;
  position: number;
  racingClass: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Group gap="sm" data-testid="waiting-place">
      {/* Text, not a badge: the class name must not be cut off on a phone. */}
      <Group gap={6} wrap="nowrap" c="yellow.9">
        <IconHourglass size={18} style={{ flex: 'none' }} />
        <Text fw={700}>{t('signon.waiting.place', { position, class: racingClass })}</Text>
      </Group>
      <Button
        variant="subtle"
        color="red"
        onClick={async () => {
          if (!window.confirm(t('signon.waiting.leaveConfirm'))) return;
          await withSavingToasts(
            { pending: t('signon.toast.saving'), success: t('signon.waiting.left'), error: t('signon.toast.error') },
            t,
            () => api(`/api/stages/${stageId}/waitlist/me`, { method: 'DELETE' }),
          );
          await queryClient.invalidateQueries({ queryKey: myWaitingKey(stageId) });
        }}
      >
        {t('signon.waiting.leave')}
      </Button>
    </Group>
  );
}

/** In the join form when the class or stage is full: take a place on the waiting list with the same form. */
export function WaitlistOffer({
  stageId,
  form,
  onWaiting,
}: {
  stageId: string;
  form: Record<string, unknown>;
  onWaiting: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Alert color="yellow" role="status" data-testid="waitlist-offer">
      <Text mb="xs">{t('signon.waiting.offer')}</Text>
      <Button
        size="xs"
        onClick={async () => {
          const done = await withSavingToasts(
            { pending: t('signon.toast.saving'), success: t('signon.waiting.joined'), error: t('signon.toast.error') },
            t,
            async () => {
              await api(`/api/stages/${stageId}/waitlist`, { method: 'POST', json: { form } });
              return true;
            },
          );
          await queryClient.invalidateQueries({ queryKey: myWaitingKey(stageId) });
          if (done === true) onWaiting();
        }}
      >
        {t('signon.waiting.join')}
      </Button>
    </Alert>
  );
}
