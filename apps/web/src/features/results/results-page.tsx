import { VenueLeaseNote, useStageLease } from './venue-lease';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import { Alert, Anchor, Container, Skeleton, Stack, Tabs } from '@mantine/core';
import { type CompactResult, type PublicStage, type SecretaryParticipant, stagePath } from '@trialhub/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { api } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';
import { hasRole, useSession } from '../../shared/session';
import { Sponsors } from '../../shared/sponsors';
import { StageNotFound } from '../../shared/stage-not-found';
import { useDelayed, useNow } from '../../shared/timing';
import { VenueZoneProvider } from '../../shared/venue-zone';
import { BigScreen } from './big-screen';
import { ChangeLog } from './change-log';
import { ClassesTab } from './classes-tab';
import { RankingTable } from './ranking-table';
import { useEnteredPerClass, useRowsLeftOut, useStageByPath, useStageResults } from './results-api';
import { ResultsHeader } from './results-header';
import { rankAll, rankByClass, withUnscoredEntries } from './results-model';
import { useResultsState } from './results-state';
import { useRiderQueries } from './rider-queries';
import { QueriesPanel } from './score-queries';
import { ScoreTicker } from './score-ticker';
import { SectionStatsView } from './section-stats';
import { StageInfoPanel } from './stage-info';
import { useResultsNavigation } from './use-results-navigation';

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
  useDocumentTitle(
    stageQuery.isError ? t('stage.missingTitle') : t('results.title'),
    stage?.title,
    stage?.championshipName,
  );
  // A crowd's link (no view, no 'Show all' asked for): the server's page carries each class's first rows.
  const resultsQuery = useStageResults(stage?.id, search.size === 0 ? stage : undefined);
  const showSkeleton = useDelayed(stageQuery.isPending || resultsQuery.isPending, 500);

  if (stageQuery.isError) return <StageNotFound />;
  if (resultsQuery.isError) {
    return (
      <Container size="lg" py="xl">
        <Alert color="red" variant="light" title={t('results.loadError')}>
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
  results: CompactResult[];
  approvalSlot?: ResultsPageSlots['approvalSlot'];
}) {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const isClerk = hasRole(session?.user, 'secretary');
  // A stage run from a venue laptop (decision 085) is edited there: the page says so instead.
  const lease = useStageLease(stage.id, isClerk || hasRole(session?.user, 'admin'));
  // Once results are approved they cannot be changed (spec §4): no correction tools then.
  const isSecretary = isClerk && stage.resultsStatus === null && !lease;
  const now = useNow(30_000);
  const resultsState = useResultsState(stage.id);
  const entered = useEnteredPerClass(stage.id);
  const leftOut = useRowsLeftOut(stage.id);
  // Before approval the secretary also sees entered riders nobody has scored, to give them a status.
  const entries = useQuery({
    queryKey: ['results-entries', stage.id],
    // Unchecked on purpose: the list answers the secretary's fields or the public ones by who asks (a
    // union in the document), and this read is a secretary's.
    queryFn: () => api<SecretaryParticipant[]>(`/api/stages/${stage.id}/participants`),
    enabled: isSecretary,
  }).data;
  const shown = useMemo(
    () => (isSecretary ? withUnscoredEntries(results, entries) : results),
    [isSecretary, results, entries],
  );
  const blocks = useMemo(() => rankByClass(stage, shown, now), [stage, shown, now]);
  const nav = useResultsNavigation(blocks, results, shown);
  const myId = session?.user.id;
  const mine = myId ? results.find((r) => r.participantId === myId) : undefined;
  const { queryProps, openCount } = useRiderQueries({
    stageId: stage.id,
    myId,
    mine,
    isClerk,
    // Approval pushed live (decision 027) ends asking on a page loaded before it, too.
    askStatus: resultsState?.state === 'approved' ? 'Approved' : stage.resultsStatus,
    resultsState,
    now,
  });

  // Parts deep inside (histories, the change log, the finish-time editor) print the venue's clock too.
  return (
    <VenueZoneProvider timeZone={stage.timeZone}>
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <ResultsHeader
            stage={stage}
            hasResults={results.length > 0}
            resultsState={resultsState}
            signedIn={!!session}
            hasMine={!!mine}
            openQueries={isClerk ? openCount : null}
            onMine={() => mine && nav.showMine(mine)}
            onPrint={nav.print}
            // Approval and provisional publication are the laptop's while it holds the stage (decision 085).
            approval={lease ? undefined : approvalSlot?.(stage)}
            blocks={blocks}
          />

          {lease && <VenueLeaseNote lease={lease} venuePath={`${stagePath(stage)}/venue`} />}

          <ScoreTicker stage={stage} results={results} />

          <Tabs value={nav.tab} onChange={nav.setTab} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="classes">{t('results.tabs.byClasses')}</Tabs.Tab>
              {stage.competitionType === 'openFree' && <Tabs.Tab value="points">{t('results.tabs.byPoints')}</Tabs.Tab>}
              <Tabs.Tab value="sections" data-noprint>
                {t('results.tabs.sections')}
              </Tabs.Tab>
            </Tabs.List>

            <Tabs.Panel value="classes" pt="md">
              <ClassesTab
                stage={stage}
                blocks={blocks}
                entered={entered}
                view={nav.view}
                onView={nav.setView}
                open={nav.open}
                onOpen={nav.setOpen}
                rows={{
                  expanded: nav.expanded,
                  toggle: nav.toggle,
                  isSecretary,
                  myId,
                  queryProps,
                  focus: nav.focus,
                  allRows: nav.allRows,
                  onShowAllRows: nav.showAllRows,
                  linkedId: nav.hashId || undefined,
                  leftOut,
                }}
              />
            </Tabs.Panel>
            {stage.competitionType === 'openFree' && (
              <Tabs.Panel value="points" pt="md">
                <RankingTable stageId={stage.id} rows={rankAll(stage, results, now)} blocks={blocks} overall />
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
    </VenueZoneProvider>
  );
}
