import { Badge, Group, Text } from '@mantine/core';
import {
  type ResultsEvent,
  type ResultsState,
  formatCountdown,
  isProtestWindowOpen,
  liveTopics,
  protestSecondsLeft,
} from '@trialhub/domain';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api';
import { formatDateTime } from '../../shared/dates';
import { useLiveQuery } from '../../shared/live-client';
import { useNow } from '../../shared/timing';

export const resultsStateKey = (stageId: string) => ['results-state', stageId] as const;

/**
 * Live / Provisional / Approved and the protest window (decision 027), kept live: the server pushes
 * 'results.state' on the results topic when a secretary publishes or approves, so an open page shows
 * the countdown without a reload.
 */
export function useResultsState(stageId: string) {
  useLiveQuery<ResultsState, ResultsEvent>(
    liveTopics.stageResults(stageId),
    resultsStateKey(stageId),
    (state, event) => (event.type === 'results.state' ? event.state : state),
  );
  return useQuery({
    queryKey: resultsStateKey(stageId),
    queryFn: () => api(`/api/stages/${stageId}/results/state`),
  }).data;
}

const COLORS = { live: 'blue', provisional: 'orange', approved: 'forest' } as const;

/** The results' state and its times on the venue's clock, with a countdown while the window is open. */
export function ResultsStateLine({ state, timeZone }: { state: ResultsState; timeZone: string }) {
  const { t } = useTranslation();
  // Each second while a window is set, so the countdown ends and the line says so on time.
  const now = useNow(state.state === 'provisional' && state.closesAt ? 1000 : 60_000);
  const open = isProtestWindowOpen(state, now);
  const details: string[] = [];
  if (state.state === 'live') details.push(t('results.state.liveText'));
  if (state.state === 'provisional' && state.publishedAt)
    details.push(t('results.state.publishedAt', { time: formatDateTime(state.publishedAt, timeZone) }));
  if (state.state === 'provisional' && state.closesAt) {
    const time = formatDateTime(state.closesAt, timeZone);
    details.push(t(open ? 'results.state.protestUntil' : 'results.state.protestClosed', { time }));
  }
  if (state.state === 'approved' && state.approvedAt)
    details.push(t('results.state.approvedAt', { time: formatDateTime(state.approvedAt, timeZone) }));
  return (
    <Group gap="xs" wrap="wrap" data-testid="results-state" data-state={state.state}>
      <Badge color={COLORS[state.state]} variant={state.state === 'provisional' ? 'filled' : 'light'}>
        {t(`results.state.${state.state}`)}
      </Badge>
      <Text size="sm" c="dimmed">
        {details.join(' · ')}
      </Text>
      {open && state.closesAt && <Countdown left={protestSecondsLeft(state.closesAt, now)} />}
    </Group>
  );
}

/** Minutes and seconds left in the protest window. */
function Countdown({ left }: { left: number }) {
  const { t } = useTranslation();
  return (
    <Badge
      color="orange"
      variant="light"
      leftSection={<IconHourglassHigh size={14} />}
      data-testid="protest-countdown"
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {t('results.state.countdown', { time: formatCountdown(left) })}
    </Badge>
  );
}
