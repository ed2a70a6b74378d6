import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NumberInput.css';
import { Alert, Modal, NumberInput, Stack, Text } from '@mantine/core';
import {
  PROTEST_WINDOW_MAX_MINUTES,
  type ResultsState,
  formatCountdown,
  isProtestWindowOpen,
  protestSecondsLeft,
} from '@trialhub/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commandApi } from '../../shared/command-api';
import { formatDateTime } from '../../shared/dates';
import { withSavingToasts } from '../../shared/saving-toast';
import { ConfirmButtons } from './confirm-buttons';

/**
 * The secretary publishes the results as provisional with an optional protest window (decision 027):
 * 30 minutes unless changed; empty for none. Publishing again starts a new window from now.
 */
export function PublishProvisionalModal({
  stageId,
  state,
  opened,
  onClose,
  onPublished,
}: {
  stageId: string;
  state: ResultsState;
  opened: boolean;
  onClose: () => void;
  onPublished: () => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState<number | string>(state.windowMinutes ?? 30);
  const valid = minutes === '' || (Number.isInteger(minutes) && Number(minutes) >= 1);
  const publish = async () => {
    onClose();
    const done = await withSavingToasts(
      {
        pending: t('results.provisional.toast.pending'),
        success: t('results.provisional.toast.success'),
        error: t('results.provisional.toast.error'),
      },
      t,
      () =>
        commandApi(`/api/stages/${stageId}/results/provisional`, {
          method: 'POST',
          json: { windowMinutes: minutes === '' ? null : Number(minutes) },
        }),
    );
    if (done) await onPublished();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('results.provisional.dialogTitle')}>
      <Stack data-testid="publish-provisional-dialog">
        <Text size="sm">{t('results.provisional.intro')}</Text>
        {state.state === 'provisional' && (
          <Text size="sm" c="dimmed">
            {t('results.provisional.againIntro')}
          </Text>
        )}
        <NumberInput
          label={t('results.provisional.windowLabel')}
          description={t('results.provisional.windowHelp')}
          value={minutes}
          onChange={setMinutes}
          min={1}
          max={PROTEST_WINDOW_MAX_MINUTES}
          allowDecimal={false}
          allowNegative={false}
          data-testid="protest-window-minutes"
        />
        <ConfirmButtons onCancel={onClose} onConfirm={() => valid && void publish()} />
      </Stack>
    </Modal>
  );
}

/** In the approve dialog while the protest window is open: approving now is early, and says so. */
export function EarlyApprovalWarning({ state, timeZone }: { state: ResultsState; timeZone?: string }) {
  const { t } = useTranslation();
  if (!isProtestWindowOpen(state, new Date()) || !state.closesAt) return null;
  return (
    <Alert color="orange" icon={<IconAlertTriangle />} data-testid="approve-early-warning">
      {t('standings.approveEarlyWarning', {
        time: formatDateTime(state.closesAt, timeZone),
        left: formatCountdown(protestSecondsLeft(state.closesAt, new Date())),
      })}
    </Alert>
  );
}
