import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type PublicStage,
  type ScoreQuery,
  type SecretaryParticipant,
  type StageResult,
  canAskAboutScores,
  stagePath,
} from '@trialhub/domain';
import { useQuery } from '@tanstack/react-query';
import {
  IconChevronDown,
  IconChevronUp,
  IconCircleCheckFilled,
  IconDeviceTv,
  IconMessageQuestion,
  IconPrinter,
  IconTrophy,
  IconUserCircle,
} from '@tabler/icons-react';
import { Fragment, Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { api } from '../../shared/api';
import { formatDateTimeRange, venueZoneLabel } from '../../shared/dates';
import { VenueZoneProvider } from '../../shared/venue-zone';
import { ExportMenu, PdfMenuItem, resultsPdfPath } from '../../shared/pdf-menu-item';
import { hasRole, useSession } from '../../shared/session';
import { Sponsors } from '../../shared/sponsors';
import { useDelayed, useNow } from '../../shared/timing';
import { BigScreen } from './big-screen';
import { ClassExportMenu } from './class-export-menu';
import { ChangeLog } from './change-log';
import { ResultDetails } from './result-details';
import { SectionStatsView } from './section-stats';
import { useEnteredPerClass, useStageByPath, useStageResults } from './results-api';
import {
  type ClassBlock,
  type RankedRow,
  clockTime,
  endTimeDiffMinutes,
  isEntryOnly,
  rankAll,
  rankByClass,
  withUnscoredEntries,
} from './results-model';
import classes from './results.module.css';
import { QueriesPanel, useMyQueries, useStageQueries } from './score-queries';
import { StageInfoPanel } from './stage-info';
import { ResultsStateLine, useResultsState } from './results-state';
import { useDocumentTitle } from '../../shared/document-title';

// A secretary's menu and dialogs: a visitor's page does not load them (issue #20).
const LazyResultActionsMenu = lazy(() => import('./result-actions').then((m) => ({ default: m.ResultActionsMenu })));
function ResultActionsMenu(props: Parameters<typeof LazyResultActionsMenu>[0]) {
  return (
    <Suspense fallback={null}>
      <LazyResultActionsMenu {...props} />
    </Suspense>
  );
}

export interface ResultsPageSlots {
  /**
   * The secretary's approval banner (issue 8), composed in by the router: features never import
   * each other. Rendered in the header, under the title.
   */
  approvalSlot?: (stage: PublicStage) => React.ReactNode;
}

/** /competitions/{institution}/{championship}/{stage}/results (spec §2 "Stage results page"). */
export function ResultsPage({ approvalSlot }: ResultsPageSlots) {
  const { t } = useTranslation();
  const { institutionId = '', championshipId = '', stageId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const stageQuery = useStageByPath(institutionId, championshipId, stageId);
  const stage = stageQuery.data;
  useDocumentTitle(t('results.title'), stage?.title, stage?.championshipName);
  const resultsQuery = useStageResults(stage?.id);
  const showSkeleton = useDelayed(stageQuery.isPending || resultsQuery.isPending, 500);

  if (stageQuery.isError || resultsQuery.isError) {
    return (
      <Container size="lg" py="xl">
        <Alert color="red" variant="light" title={stageQuery.isError ? t('stage.notFound') : t('results.loadError')}>
          <Anchor component={Link} to="/">
            {t('errorScreens.home')}
          </Anchor>
        </Alert>
      </Container>
    );
  }
  if (!stage || !resultsQuery.data) {
    return (
      <Container size="lg" py="xl" data-testid="results-loading">
        {showSkeleton && (
          <Stack>
            <Skeleton h={36} w="60%" />
            <Skeleton h={20} w="40%" />
            <Skeleton h={48} />
            <Skeleton h={220} />
          </Stack>
        )}
      </Container>
    );
  }
  if (search.get('view') === 'big') {
    return (
      <BigScreen
        stage={stage}
        results={resultsQuery.data}
        onExit={() =>
          setSearch((p) => {
            p.delete('view');
            return p;
          })
        }
      />
    );
  }
  return <ResultsView stage={stage} results={resultsQuery.data} approvalSlot={approvalSlot} />;
}

function ResultsView({
  stage,
  results,
  approvalSlot,
}: {
  stage: PublicStage;
  results: StageResult[];
  approvalSlot?: ResultsPageSlots['approvalSlot'];
}) {
  const { t } = useTranslation();
  const { data: session } = useSession();
  // Once results are approved they cannot be changed (spec §4): no correction tools then.
  const isSecretary = hasRole(session?.user, 'secretary') && stage.resultsStatus === null;
  const now = useNow(30_000);
  const resultsState = useResultsState(stage.id);
  // Approval pushed live (decision 027) ends asking on a page loaded before it, too.
  const askStatus = resultsState?.state === 'approved' ? 'Approved' : stage.resultsStatus;
  const entered = useEnteredPerClass(stage.id);
  // Before approval the secretary also sees entered riders nobody has scored, to give them a status.
  const entries = useQuery({
    queryKey: ['results-entries', stage.id],
    queryFn: () => api<SecretaryParticipant[]>(`/api/stages/${stage.id}/participants`),
    enabled: isSecretary,
  }).data;
  const shown = useMemo(
    () => (isSecretary ? withUnscoredEntries(results, entries) : results),
    [isSecretary, results, entries],
  );
  const blocks = useMemo(() => rankByClass(stage, shown, now), [stage, shown, now]);
  const [open, setOpen] = useState<string[]>(() => blocks.map((b) => b.name));
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [tab, setTab] = useState<string | null>('classes');
  const [view, setView] = useState<'blocks' | 'ranking'>('blocks');
  const [search, setSearch] = useSearchParams();
  const myId = session?.user.id;
  const mine = myId ? results.find((r) => r.participantId === myId) : undefined;
  const path = stagePath(stage);
  // Score queries: secretaries read all of the stage's, a rider their own (the API decides).
  const isClerk = hasRole(session?.user, 'secretary');
  const stageQueries = useStageQueries(stage.id, isClerk).data;
  const myQueries = useMyQueries(stage.id, myId ?? '', !!mine && !isClerk).data;
  const queryProps = (participantId: string): QueryProps => {
    const isMine = participantId === myId;
    if (isClerk) {
      return {
        queries: stageQueries?.filter((q) => q.participantId === participantId),
        queryView: isMine ? 'mine' : 'clerk',
        canAsk: isMine && canAskAboutScores(askStatus, resultsState, now),
      };
    }
    if (!isMine) return { queryView: null, canAsk: false };
    return { queries: myQueries, queryView: 'mine', canAsk: canAskAboutScores(askStatus, resultsState, now) };
  };

  // The queries panel's link (?rider=…&section=…&lap=…) opens that rider's details at that cell.
  const [focus, setFocus] = useState<Focus | null>(null);
  const focusRider = search.get('rider');
  const focusSection = Number(search.get('section'));
  const focusLap = Number(search.get('lap'));
  const focusClass = results.find((r) => r.participantId === focusRider)?.participant.racingClass;
  useEffect(() => {
    if (!focusRider || !focusClass || !focusSection || !focusLap) return;
    setTab('classes');
    setView('blocks');
    setOpen((o) => (o.includes(focusClass) ? o : [...o, focusClass]));
    setExpanded((s) => new Set(s).add(focusRider));
    setFocus({ participantId: focusRider, section: focusSection, lap: focusLap, at: Date.now() });
    // The address goes back to the page's own, so the same link works again.
    setSearch(
      (p) => {
        for (const key of ['rider', 'section', 'lap']) p.delete(key);
        return p;
      },
      { replace: true },
    );
    setTimeout(() => {
      document
        .querySelector(`[data-testid="details-${focusRider}"]`)
        ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    }, 250);
  }, [focusRider, focusClass, focusSection, focusLap, setSearch]);
  const openQueries = stageQueries?.filter((q) => q.status === 'open').length ?? 0;

  // A link to a rider's row (…/results#participantId, e.g. from the approval dialog) opens their class.
  const { hash } = useLocation();
  const hashId = decodeURIComponent(hash.slice(1));
  const hashClass = shown.find((r) => r.participantId === hashId)?.participant.racingClass;
  useEffect(() => {
    if (!hashClass) return;
    setTab('classes');
    setView('blocks');
    setOpen((o) => (o.includes(hashClass) ? o : [...o, hashClass]));
    const timer = setTimeout(() => document.getElementById(hashId)?.scrollIntoView({ block: 'center' }), 250);
    return () => clearTimeout(timer);
  }, [hashId, hashClass]);

  const toggle = (id: string) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const jumpToMine = () => {
    if (!mine) return;
    setTab('classes');
    setView('blocks');
    setOpen((o) => (o.includes(mine.participant.racingClass) ? o : [...o, mine.participant.racingClass]));
    setTimeout(() => {
      document.querySelector('[data-mine="true"]')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    }, 250);
  };

  const print = () => {
    setOpen(blocks.map((b) => b.name));
    setTab('classes');
    setView('blocks');
    setTimeout(() => window.print(), 300);
  };

  // Parts deep inside (histories, the change log, the finish-time editor) print the venue's clock too.
  const page = (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={6} data-testid="results-header">
          <Anchor
            component={Link}
            to={`/competitions/${stage.institutionId}/${stage.championshipId}`}
            size="sm"
            fw={700}
            tt="uppercase"
            c="dimmed"
          >
            <Group gap={4} component="span">
              <IconTrophy size={16} />
              {stage.championshipName}
            </Group>
          </Anchor>
          <Group justify="space-between" align="flex-end" gap="sm">
            <Stack gap={2}>
              <Title order={1}>
                {t('results.title')}:{' '}
                <Anchor component={Link} to={path} inherit>
                  {stage.title}
                </Anchor>
              </Title>
              <Text c="dimmed">
                {formatDateTimeRange(stage.competitionStartDate, stage.competitionEndDate, stage.timeZone)}
                {stage.location ? ` · ${stage.location}` : ''}
              </Text>
              {/* A stage nobody has ridden yet has no results to call Live. */}
              {resultsState && (resultsState.state !== 'live' || results.length > 0) && (
                <ResultsStateLine state={resultsState} timeZone={stage.timeZone} />
              )}
            </Stack>
            <Group gap="xs" data-noprint>
              {session && (
                <Button
                  variant="light"
                  color="yellow"
                  leftSection={<IconUserCircle size={16} />}
                  disabled={!mine}
                  onClick={jumpToMine}
                  title={mine ? undefined : t('results.noMyResult')}
                >
                  {t('results.myResult')}
                </Button>
              )}
              {isClerk && openQueries > 0 && (
                <Button
                  variant="light"
                  color="yellow"
                  leftSection={<IconMessageQuestion size={16} />}
                  rightSection={
                    <Badge size="sm" color="yellow" variant="filled">
                      {openQueries}
                    </Badge>
                  }
                  onClick={() =>
                    document.getElementById('score-queries')?.scrollIntoView({ behavior: 'smooth', block: 'start' })
                  }
                >
                  {t('results.queries.panelTitle')}
                </Button>
              )}
              <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={print}>
                {t('results.print')}
              </Button>
              <ExportMenu>
                <PdfMenuItem path={resultsPdfPath(stage.id)} />
              </ExportMenu>
              <Button
                variant="default"
                leftSection={<IconDeviceTv size={16} />}
                onClick={() =>
                  setSearch((p) => {
                    p.set('view', 'big');
                    return p;
                  })
                }
              >
                {t('results.bigScreen')}
              </Button>
            </Group>
          </Group>
          {/* Slot: the secretary's approval banner (issue 8) is composed here by the router. */}
          <Box data-slot="approval">{approvalSlot?.(stage)}</Box>
        </Stack>

        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="classes">{t('results.tabs.byClasses')}</Tabs.Tab>
            {stage.competitionType === 'openFree' && <Tabs.Tab value="points">{t('results.tabs.byPoints')}</Tabs.Tab>}
            <Tabs.Tab value="sections" data-noprint>
              {t('results.tabs.sections')}
            </Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="classes" pt="md">
            <Stack gap="sm">
              <Group gap="xs" justify="space-between" data-noprint>
                {/* The spec's tabs stay as they are; the ranking table variant is a view of this tab. */}
                <SegmentedControl
                  size="xs"
                  value={view}
                  onChange={(v) => setView(v as 'blocks' | 'ranking')}
                  data={[
                    { value: 'blocks', label: t('results.view.blocks') },
                    { value: 'ranking', label: t('results.view.ranking') },
                  ]}
                />
                {view === 'blocks' && (
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="subtle"
                      leftSection={<IconChevronDown size={14} />}
                      disabled={open.length === blocks.length}
                      onClick={() => setOpen(blocks.map((b) => b.name))}
                    >
                      {t('results.expandAll')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      leftSection={<IconChevronUp size={14} />}
                      disabled={open.length === 0}
                      onClick={() => setOpen([])}
                    >
                      {t('results.collapseAll')}
                    </Button>
                  </Group>
                )}
              </Group>
              {view === 'ranking' ? (
                <RankingTable rows={blocks.flatMap((b) => b.rows)} blocks={blocks} />
              ) : (
                <Accordion multiple value={open} onChange={setOpen} variant="separated" radius="md">
                  {blocks.map((block) => (
                    <Accordion.Item key={block.name} value={block.name} data-testid={`class-${block.name}`}>
                      <Accordion.Control>
                        <Group gap="sm" wrap="wrap">
                          <span className={classes.swatch} style={{ background: block.color }} />
                          <Text fw={700}>{block.name}</Text>
                          {block.startTime && block.endTime && (
                            <Text size="sm" c="dimmed">
                              {block.startTime}–{block.endTime}
                              {venueZoneLabel(stage.timeZone, stage.competitionStartDate)}
                            </Text>
                          )}
                          <Badge variant="light" color="gray" data-testid="class-count">
                            {entered
                              ? t('results.startedOf', {
                                  started: block.rows.filter((r) => r.result.total !== null).length,
                                  entered: entered[block.name] ?? 0,
                                })
                              : t('results.participantCount', { count: block.rows.length })}
                          </Badge>
                        </Group>
                      </Accordion.Control>
                      <Accordion.Panel>
                        <ClassResults
                          stage={stage}
                          block={block}
                          expanded={expanded}
                          toggle={toggle}
                          isSecretary={isSecretary}
                          myId={myId}
                          queryProps={queryProps}
                          focus={focus}
                        />
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              )}
            </Stack>
          </Tabs.Panel>
          {stage.competitionType === 'openFree' && (
            <Tabs.Panel value="points" pt="md">
              <RankingTable rows={rankAll(stage, results, now)} blocks={blocks} overall />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="sections" pt="md">
            <SectionStatsView type={stage.competitionType} blocks={blocks} />
          </Tabs.Panel>
        </Tabs>

        {isClerk && <QueriesPanel stageId={stage.id} results={results} />}

        {isClerk && <ChangeLog stageId={stage.id} results={results} />}

        <StageInfoPanel stage={stage} />

        <Sponsors sponsors={stage.sponsors} />
      </Stack>
    </Container>
  );
  return <VenueZoneProvider timeZone={stage.timeZone}>{page}</VenueZoneProvider>;
}

function useStatusText() {
  const { t } = useTranslation();
  return (row: RankedRow) =>
    row.shownStatus && !row.result.status
      ? t('results.autoDnf')
      : row.shownStatus
        ? t(`results.status.${row.shownStatus}`)
        : null;
}

const signature = (r: StageResult) =>
  [r.total, r.status, r.isFinished, r.penalty.totalPoints, r.sections.reduce((n, s) => n + s.events.length, 0)].join(
    '|',
  );

/** Riders whose result just changed (a pushed score or correction): their row flashes briefly. */
function useJustChanged(rows: RankedRow[]): Set<string> {
  const previous = useRef<Map<string, string> | null>(null);
  const [changed, setChanged] = useState<Set<string>>(new Set());
  useEffect(() => {
    const before = previous.current;
    // Ranking copies the results, so compare what a spectator sees, not object identity.
    const now = new Map(rows.map((r) => [r.result.participantId, signature(r.result)]));
    previous.current = now;
    if (!before) return;
    const ids = [...now].filter(([id, sig]) => before.get(id) !== sig).map(([id]) => id);
    if (ids.length > 0) setChanged(new Set(ids));
  }, [rows]);
  useEffect(() => {
    if (changed.size === 0) return;
    const timer = setTimeout(() => setChanged(new Set()), 1500);
    return () => clearTimeout(timer);
  }, [changed]);
  return changed;
}

interface QueryProps {
  queries?: ScoreQuery[];
  queryView: 'mine' | 'clerk' | null;
  canAsk: boolean;
}

interface Focus {
  participantId: string;
  section: number;
  lap: number;
  at: number;
}

function ClassResults({
  stage,
  block,
  expanded,
  toggle,
  isSecretary,
  myId,
  queryProps,
  focus,
}: {
  stage: PublicStage;
  block: ClassBlock;
  expanded: Set<string>;
  toggle: (id: string) => void;
  isSecretary: boolean;
  myId: string | undefined;
  queryProps: (participantId: string) => QueryProps;
  focus: Focus | null;
}) {
  const { t } = useTranslation();
  const mobile = useMediaQuery('(max-width: 640px)');
  const statusText = useStatusText();
  const justChanged = useJustChanged(block.rows);
  if (block.rows.length === 0) {
    return (
      <Text c="dimmed" data-testid="no-one-started">
        {t('results.noOneStarted')}
      </Text>
    );
  }
  const details = (row: RankedRow) => (
    <ResultDetails
      stageId={stage.id}
      type={stage.competitionType}
      result={row.result}
      laps={block.laps}
      lapSections={block.lapSections}
      isSecretary={isSecretary}
      {...queryProps(row.result.participantId)}
      focus={focus?.participantId === row.result.participantId ? focus : undefined}
    />
  );
  const finishText = (r: StageResult) => {
    if (!r.isFinished || !r.lastTimeRecorded) return '—';
    const diff = stage.showEndTimeDiff
      ? endTimeDiffMinutes(r.lastTimeRecorded, stage.competitionStartDate, block.endTime, stage.timeZone)
      : null;
    return `${clockTime(r.lastTimeRecorded, stage.timeZone)}${diff !== null ? ` (${t('results.endDiff', { minutes: diff })})` : ''}`;
  };
  const startText = (r: StageResult) => (r.startedOn ? clockTime(r.startedOn, stage.timeZone).slice(0, 5) : '—');
  const name = (row: RankedRow) => (
    <Group gap={6} wrap="nowrap">
      <Text fw={700} w={26} ta="right" c={row.place ? undefined : 'dimmed'} data-testid="place">
        {row.place ?? '–'}
      </Text>
      <Stack gap={0}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} fz="sm">
            {row.result.participant.name}
          </Text>
          {row.result.participant.racingNumber !== null && (
            <Badge size="sm" variant="outline" color="gray">
              #{row.result.participant.racingNumber}
            </Badge>
          )}
          {row.result.isFinished && (
            <IconCircleCheckFilled size={16} color="var(--mantine-color-forest-6)" aria-label={t('results.finished')} />
          )}
        </Group>
        <Text fz="xs" c="dimmed">
          {[row.result.participant.club?.id, row.result.participant.bike].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    </Group>
  );
  const points = (row: RankedRow) => {
    const status = statusText(row);
    return (
      <Group gap={6} wrap="nowrap">
        <Text className={classes.points} data-testid="points">
          {row.result.total ?? '—'}
        </Text>
        {row.result.penalty.totalPoints > 0 && (
          <Badge size="xs" color="red" variant="light">
            +{row.result.penalty.totalPoints}
          </Badge>
        )}
        {status && (
          <Badge size="sm" color="red" data-testid="status">
            {status}
          </Badge>
        )}
        {isEntryOnly(row.result) && (
          <Badge size="sm" color="gray" variant="light" data-testid="not-started">
            {t('results.notStarted')}
          </Badge>
        )}
      </Group>
    );
  };
  const detailsButton = (row: RankedRow) => (
    <UnstyledButton
      onClick={() => toggle(row.result.participantId)}
      c="forest.7"
      fz="sm"
      fw={600}
      aria-expanded={expanded.has(row.result.participantId)}
      data-noprint
    >
      {expanded.has(row.result.participantId) ? t('results.hideDetails') : t('results.details')}
    </UnstyledButton>
  );

  return (
    <Stack gap="xs">
      <Group justify="flex-end" data-noprint>
        <ClassExportMenu stage={stage} block={block} />
      </Group>
      {mobile ? (
        <Stack gap="xs" data-testid="result-cards">
          {block.rows.map((row) => {
            const isMine = row.result.participantId === myId;
            return (
              <Card
                key={row.result.participantId}
                withBorder
                radius="md"
                p="sm"
                className={`${classes.card} ${isMine ? classes.mine : ''} ${justChanged.has(row.result.participantId) ? classes.flash : ''}`}
                style={{ '--class-color': block.color } as React.CSSProperties}
                data-testid="result-row"
                data-participant={row.result.participantId}
                data-mine={isMine || undefined}
                id={row.result.participantId}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  {name(row)}
                  {isSecretary && <ResultActionsMenu stage={stage} result={row.result} />}
                </Group>
                <Group justify="space-between" mt={6}>
                  {points(row)}
                  <Text fz="xs" c="dimmed">
                    {startText(row.result)} → {finishText(row.result)}
                  </Text>
                </Group>
                <Group justify="flex-end">{detailsButton(row)}</Group>
                {expanded.has(row.result.participantId) && details(row)}
              </Card>
            );
          })}
        </Stack>
      ) : (
        <Table verticalSpacing={6} highlightOnHover data-testid="results-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('results.col.participant')}</Table.Th>
              <Table.Th>{t('results.col.points')}</Table.Th>
              <Table.Th>{t('results.col.start')}</Table.Th>
              <Table.Th>{t('results.col.finish')}</Table.Th>
              <Table.Th data-noprint>{t('results.col.details')}</Table.Th>
              {isSecretary && <Table.Th data-noprint />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {block.rows.map((row) => {
              const isMine = row.result.participantId === myId;
              return (
                <Fragment key={row.result.participantId}>
                  <Table.Tr
                    className={
                      [isMine && classes.mine, justChanged.has(row.result.participantId) && classes.flash]
                        .filter(Boolean)
                        .join(' ') || undefined
                    }
                    data-testid="result-row"
                    data-participant={row.result.participantId}
                    data-mine={isMine || undefined}
                    id={row.result.participantId}
                  >
                    <Table.Td>{name(row)}</Table.Td>
                    <Table.Td>{points(row)}</Table.Td>
                    <Table.Td>{startText(row.result)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{finishText(row.result)}</Table.Td>
                    <Table.Td data-noprint>{detailsButton(row)}</Table.Td>
                    {isSecretary && (
                      <Table.Td data-noprint>
                        <ResultActionsMenu stage={stage} result={row.result} />
                      </Table.Td>
                    )}
                  </Table.Tr>
                  {expanded.has(row.result.participantId) && (
                    <Table.Tr>
                      <Table.Td colSpan={isSecretary ? 6 : 5}>{details(row)}</Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** The ranking table variant (spec §2): Place, Name with number, Points, Finished, Class, Bike; by place. */
function RankingTable({ rows, blocks, overall }: { rows: RankedRow[]; blocks: ClassBlock[]; overall?: boolean }) {
  const { t } = useTranslation();
  const statusText = useStatusText();
  const order = new Map(blocks.map((b, i) => [b.name, i]));
  const sorted = overall
    ? rows
    : [...rows].sort(
        (a, b) =>
          (a.place ?? Infinity) - (b.place ?? Infinity) ||
          (order.get(a.result.participant.racingClass) ?? 0) - (order.get(b.result.participant.racingClass) ?? 0),
      );
  const color = new Map(blocks.map((b) => [b.name, b.color]));
  if (rows.length === 0) return <Text c="dimmed">{t('results.noOneStarted')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing={6} data-testid="ranking-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th aria-sort="ascending">{t('results.col.place')}</Table.Th>
            <Table.Th>{t('results.col.name')}</Table.Th>
            <Table.Th>{t('results.col.points')}</Table.Th>
            <Table.Th>{t('results.col.finished')}</Table.Th>
            <Table.Th>{t('results.col.class')}</Table.Th>
            <Table.Th>{t('results.col.bike')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) => (
            <Table.Tr key={row.result.participantId}>
              <Table.Td fw={700}>{row.place ?? statusText(row) ?? '–'}</Table.Td>
              <Table.Td>
                {row.result.participant.name}
                {row.result.participant.racingNumber !== null && (
                  <Text span c="dimmed" fz="sm">
                    {' '}
                    #{row.result.participant.racingNumber}
                  </Text>
                )}
              </Table.Td>
              <Table.Td fw={700}>{row.result.total ?? '—'}</Table.Td>
              <Table.Td>
                {row.result.isFinished && (
                  <IconCircleCheckFilled
                    size={16}
                    color="var(--mantine-color-forest-6)"
                    aria-label={t('results.finished')}
                  />
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <span
                    className={classes.swatch}
                    style={{ background: color.get(row.result.participant.racingClass) }}
                  />
                  {row.result.participant.racingClass}
                </Group>
              </Table.Td>
              <Table.Td>{row.result.participant.bike ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
