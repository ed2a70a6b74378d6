import { Badge, Button, Drawer, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconCloudUpload, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/dates';
import { StorageStatus, UpdateStatus } from './device-care';
import type { Rider } from './judge-model';
import { summarize } from './judge-model';
import type { SyncState } from './sync-engine';
import classes from './judge-app.module.css';
import { thumbCloseButton } from './thumb';

/**
 * The always-visible answer to "is my score safe?": saved on the phone, sent, or refused. The count
 * comes first and the label wraps rather than being cut (issue #35: "Offline · waiting…" hid it).
 */
export function SyncBadge({ state, onClick }: { state: SyncState; onClick: () => void }) {
  const { t } = useTranslation();
  const { pending, rejected } = summarize(state.ops);
  const offline = state.problem === 'offline';
  const [color, icon, label] =
    rejected > 0
      ? (['red', <IconAlertTriangle size={18} key="i" />, t('judge.sync.badge.refused', { count: rejected })] as const)
      : pending > 0
        ? ([
            offline ? 'gray' : 'orange',
            offline ? <IconCloudOff size={18} key="i" /> : <IconCloudUpload size={18} key="i" />,
            t(offline ? 'judge.sync.badge.offline' : 'judge.sync.badge.waiting', { count: pending }),
          ] as const)
        : ([
            'teal',
            <IconCloudCheck size={18} key="i" />,
            offline ? t('judge.sync.badge.allSentOffline') : t('judge.sync.allSent'),
          ] as const);
  return (
    <UnstyledButton
      onClick={onClick}
      aria-label={`${label} · ${t('judge.sync.open')}`}
      data-testid="sync-badge"
      data-pending={pending}
      className={classes.syncBadge}
      style={{
        background: `var(--mantine-color-${color}-light)`,
        color: `var(--mantine-color-${color}-light-color)`,
      }}
    >
      {icon}
      <span className={classes.syncLabel}>{label}</span>
    </UnstyledButton>
  );
}

export function SyncPanel({
  opened,
  onClose,
  state,
  riders,
  onSendNow,
}: {
  opened: boolean;
  onClose: () => void;
  state: SyncState;
  riders: Rider[];
  onSendNow: () => void;
}) {
  const { t } = useTranslation();
  const { pending, rejected, applied } = summarize(state.ops);
  const byId = new Map(riders.map((r) => [r.id, r]));
  const recent = [...state.ops].reverse().slice(0, 200);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="80%"
      title={t('judge.sync.title')}
      closeButtonProps={thumbCloseButton(t)}
    >
      <Stack gap="sm">
        <Group gap="xs">
          <Badge color="teal" variant="light">
            {t('judge.sync.sentCount', { count: applied })}
          </Badge>
          <Badge color="orange" variant="light">
            {t('judge.sync.waiting', { count: pending })}
          </Badge>
          {rejected > 0 && (
            <Badge color="red" variant="light">
              {t('judge.sync.refused', { count: rejected })}
            </Badge>
          )}
        </Group>
        {state.problem && (
          <Text c={state.problem === 'offline' ? 'dimmed' : 'red'} size="sm">
            {t(`judge.problem.${state.problem}`)}
          </Text>
        )}
        {state.lastSyncAt && (
          <Text size="sm" c="dimmed">
            {t('judge.sync.lastSync', { time: formatDateTime(state.lastSyncAt) })}
          </Text>
        )}
        <StorageStatus />
        <UpdateStatus />
        <Button
          className={classes.touch}
          onClick={onSendNow}
          disabled={pending === 0}
          loading={state.syncing}
          variant="light"
        >
          {t('judge.sync.sendNow')}
        </Button>
        <ScrollArea.Autosize mah="50dvh">
          <Stack gap={4} data-testid="sync-list">
            {recent.length === 0 && <Text c="dimmed">{t('judge.sync.empty')}</Text>}
            {recent.map((entry) => {
              const rider = byId.get(entry.op.participantId);
              const what =
                entry.op.kind === 'clear'
                  ? t('judge.sync.undo')
                  : t('judge.sync.points', { points: entry.op.points ?? '—' });
              const line = (
                <Text size="sm" truncate>
                  #{rider?.racingNumber ?? '?'} {rider?.name ?? ''} · {t('judge.sectionShort', { n: entry.op.section })}{' '}
                  {t('judge.lapShort', { n: entry.op.lap })} · {what}
                </Text>
              );
              // A refused score's reason is a sentence: on a line of its own, whole, under the score.
              if (entry.state === 'rejected')
                return (
                  <Stack key={entry.opId} gap={0} data-testid="sync-refused">
                    {line}
                    <Text size="sm" fw={600} c="red.8" pl="sm">
                      {t(`judge.reject.${entry.reason ?? 'unknown'}`)}
                    </Text>
                  </Stack>
                );
              return (
                <Group key={entry.opId} justify="space-between" wrap="nowrap" gap="xs">
                  {line}
                  {entry.state === 'applied' && (
                    <Badge color="teal" variant="light" style={{ flex: 'none' }}>
                      {t('judge.sync.sent')}
                    </Badge>
                  )}
                  {entry.state === 'pending' && (
                    <Badge color="orange" variant="light" style={{ flex: 'none' }}>
                      {t('judge.sync.savedOnDevice')}
                    </Badge>
                  )}
                </Group>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Drawer>
  );
}
