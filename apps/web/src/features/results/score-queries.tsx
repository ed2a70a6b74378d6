import { Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  type ScoreQueriesEvent,
  type ScoreQuery,
  type CompactResult,
  liveTopics,
  sortScoreQueries,
} from '@trialhub/domain';
import { IconMessageQuestion } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api';
import { formatTimestamp } from '../../shared/dates';
import { useVenueZone } from '../../shared/venue-zone';
import { useLiveQuery } from '../../shared/live-client';
import { changeLogKey } from './change-log';

// The dialogs (Modal, Radio, Switch, Textarea) and the secretaries' panel: loaded when used (issue #20).
const AskClerkDialog = lazy(() => import('./score-query-dialogs').then((m) => ({ default: m.AskClerkDialog })));
const LazyQueriesPanel = lazy(() => import('./score-query-dialogs').then((m) => ({ default: m.QueriesPanelView })));

/*
 * Score queries ("Ask the clerk"). Live notices without content make those who may read queries
 * refetch them: secretaries the stage's list (`stage:<id>:queries`, theirs only), a rider their own
 * (`stage:<id>:queries:<rider>`, the rider's only) — who asked and when is no one else's (issue #35).
 */

export const stageQueriesKey = (stageId: string) => ['score-queries', stageId, 'all'] as const;
export const myQueriesKey = (stageId: string, participantId: string) =>
  ['score-queries', stageId, participantId] as const;

/** Every query of the stage (secretaries), refetched on each notice. */
export function useStageQueries(stageId: string, enabled: boolean) {
  useLiveQuery<ScoreQuery[], ScoreQueriesEvent>(
    enabled ? liveTopics.stageQueries(stageId) : null,
    stageQueriesKey(stageId),
    () => undefined,
  );
  return useQuery({
    queryKey: stageQueriesKey(stageId),
    queryFn: () => api(`/api/stages/${stageId}/queries`),
    enabled,
  });
}

/** The rider's own queries, refetched when a notice names them. */
export function useMyQueries(stageId: string, participantId: string, enabled: boolean) {
  useLiveQuery<ScoreQuery[], ScoreQueriesEvent>(
    enabled ? liveTopics.riderQueries(stageId, participantId) : null,
    myQueriesKey(stageId, participantId),
    () => undefined,
  );
  return useQuery({
    queryKey: myQueriesKey(stageId, participantId),
    queryFn: () => api(`/api/stages/${stageId}/results/${participantId}/queries`),
    enabled,
  });
}

/** Puts a query the server answered into the cached lists at once (the notice's refetch follows). */
export function useQueryWriter(stageId: string) {
  const queryClient = useQueryClient();
  return (query: ScoreQuery) => {
    const put = (list: ScoreQuery[] | undefined) =>
      list && sortScoreQueries([...list.filter((q) => q.id !== query.id), query]);
    queryClient.setQueryData<ScoreQuery[]>(stageQueriesKey(stageId), put);
    queryClient.setQueryData<ScoreQuery[]>(myQueriesKey(stageId, query.participantId), put);
    void queryClient.invalidateQueries({ queryKey: changeLogKey(stageId) });
  };
}

/** "Ask the clerk about this score"; its dialog loads on the first click. */
export function AskClerkButton(props: {
  stageId: string;
  participantId: string;
  section: number;
  lap: number;
  points: number | null;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Group>
        <Button
          variant="light"
          color="yellow"
          leftSection={<IconMessageQuestion size={16} />}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
          // A phone's narrow section panel wraps the label instead of cutting it.
          h="auto"
          mih={36}
          py={6}
          styles={{ label: { whiteSpace: 'normal' } }}
          data-noprint
        >
          {t('results.queries.ask')}
        </Button>
      </Group>
      {used && (
        <Suspense fallback={null}>
          <AskClerkDialog {...props} opened={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** One query: the rider's message, and the clerk's answer once there is one. */
export function QueryItem({
  query,
  rider,
  points,
  children,
}: {
  query: ScoreQuery;
  /** The rider's line (the secretaries' panel). */
  rider?: React.ReactNode;
  /** After the section and lap: the points then and now (the secretaries' panel). */
  points?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const timeZone = useVenueZone();
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" p="sm" data-testid="score-query" data-status={query.status}>
      <Stack gap={6}>
        {rider}
        <Group justify="space-between" gap="xs">
          <Group gap={6}>
            <Text fw={700} fz="sm">
              {t('results.sectionLap', { section: query.section, lap: query.lap })}
            </Text>
            {points}
          </Group>
          {query.status === 'open' ? (
            <Badge color="yellow" variant="light">
              {t('results.queries.statusOpen')}
            </Badge>
          ) : (
            <Badge color={query.outcome === 'corrected' ? 'blue' : 'forest'} variant="light" data-testid="outcome">
              {t(`results.queries.outcome.${query.outcome}`)}
            </Badge>
          )}
        </Group>
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="query-message">
          “{query.message}”
        </Text>
        <Text fz="xs" c="dimmed">
          {query.authorName} · {formatTimestamp(query.createdAt, timeZone)}
        </Text>
        {query.status === 'answered' && (
          <Box pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-forest-5)' }} data-testid="query-answer">
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {query.answer}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('results.queries.clerk')}: {query.answeredBy} ·{' '}
              {query.answeredAt && formatTimestamp(query.answeredAt, timeZone)}
            </Text>
          </Box>
        )}
        {children}
      </Stack>
    </Card>
  );
}

/** The rider's own queries in their result details. */
export function MyQueries({ queries }: { queries: ScoreQuery[] }) {
  const { t } = useTranslation();
  if (queries.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="my-queries">
      <Title order={4} fz="sm">
        {t('results.queries.mine')}
      </Title>
      {queries.map((q) => (
        <QueryItem key={q.id} query={q} />
      ))}
    </Stack>
  );
}

/** The secretaries' "Open queries (N)" panel (score-query-dialogs.tsx); secretaries' pages load it. */
export function QueriesPanel(props: { stageId: string; results: CompactResult[] }) {
  return (
    <Suspense fallback={null}>
      <LazyQueriesPanel {...props} />
    </Suspense>
  );
}
