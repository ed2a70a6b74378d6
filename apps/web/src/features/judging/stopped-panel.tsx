import { Alert, Button, Group, Text } from '@mantine/core';
import type { JudgingStage } from '@trialhub/domain';
import { IconCloudUpload, IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './judge-app.module.css';
import { observerStop } from './observer-bar';

/** Why this phone takes no scores: the stage's results are approved, or an observer phone was stopped. */
export type StopReason = 'locked' | 'handedOff' | 'revoked' | 'expired';

export function stopReason(data: JudgingStage, now = Date.now()): StopReason | null {
  if (data.stage.resultsLocked) return 'locked';
  return observerStop(data.judge.observer, now);
}

/**
 * In place of the keypad on a phone that takes no scores (issue #35): why, in one line, then only what
 * still works — sending what it holds, reading what it holds (the sync drawer) and the section's list.
 */
export function StoppedPanel({
  reason,
  pending,
  refused,
  sending,
  onSendNow,
  onShowHeld,
}: {
  reason: StopReason;
  pending: number;
  refused: number;
  sending: boolean;
  onSendNow: () => void;
  onShowHeld: () => void;
}) {
  const { t } = useTranslation();
  const locked = reason === 'locked';
  const lines = [
    pending > 0 && t(locked ? 'judge.lockedPending' : 'observe.stillSending', { count: pending }),
    refused > 0 && t('observe.notAccepted', { count: refused }),
    !locked && pending === 0 && refused === 0 && t('observe.allDelivered'),
  ].filter(Boolean);
  return (
    <Alert
      color={refused > 0 ? 'red' : pending > 0 ? 'orange' : 'gray'}
      data-testid={locked ? 'stage-locked' : 'observer-stopped'}
      data-reason={reason}
      title={locked ? t('judge.locked') : t(`observe.stopped.${reason}`)}
    >
      {lines.length > 0 && <Text size="sm">{lines.join(' ')}</Text>}
      <Group gap={8} mt="xs">
        {pending > 0 && !locked && (
          <Button
            className={classes.touch}
            leftSection={<IconCloudUpload size={18} />}
            loading={sending}
            onClick={onSendNow}
          >
            {t('judge.sync.sendNow')}
          </Button>
        )}
        <Button className={classes.touch} variant="default" leftSection={<IconList size={18} />} onClick={onShowHeld}>
          {t('judge.showHeld')}
        </Button>
      </Group>
    </Alert>
  );
}
