import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { type StandingsView, standingsGroupTables, standingsTables } from '@trialhub/domain';
import { IconAlertTriangle, IconTrophy } from '@tabler/icons-react';
import { Suspense, lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api';
import { ExportMenu, PdfMenuItem, standingsPdfPath } from '../../shared/pdf-menu-item';
import { hasRole, useSession } from '../../shared/session';
import { GroupView } from './group-view';
import { IndividualView } from './individual-view';
import { RiderSeason } from './rider-season';
import { RulesSummary } from './rules-summary';
import { useStandings } from './standings-api';
import classes from './standings.module.css';
import { formatDate } from '../../shared/dates';
import { useDocumentTitle } from '../../shared/document-title';

// The secretary's bar (approve, final, exports): not on a visitor's page (issue #20).
const SecretaryBar = lazy(() => import('./secretary-bar').then((m) => ({ default: m.SecretaryBar })));

const views = ['individual', 'club', 'team'] as const;
type ViewName = (typeof views)[number];

/** /competitions/{institution}/{championship}: the standings page (spec §2 "Standings page"). */
export function StandingsPage() {
  const { t } = useTranslation();
  const { institutionId = '', championshipId = '' } = useParams();
  const { data: session, isPending: sessionPending } = useSession();
  const isSecretary = hasRole(session?.user, 'secretary');
  const query = useStandings(institutionId, championshipId, isSecretary);
  useDocumentTitle(t('standings.title'), query.data?.championship.displayName);
  const [params, setParams] = useSearchParams();
  const requested = params.get('standings');
  const tab: ViewName = (views as readonly string[]).includes(requested ?? '') ? (requested as ViewName) : 'individual';

  if (query.isPending || sessionPending) {
    return (
      <Container size="lg" py="xl">
        <Loader aria-label={t('standings.loading')} />
      </Container>
    );
  }
  if (query.isError && query.error instanceof ApiError && query.error.status === 404) {
    return (
      <Container size="lg" py="xl">
        <Alert color="red" variant="light" title={t('stage.notFound')} data-testid="standings-not-found">
          <Anchor component={Link} to="/">
            {t('errorScreens.home')}
          </Anchor>
        </Alert>
      </Container>
    );
  }
  if (query.isError || !query.data) {
    return (
      <Container size="lg" py="xl">
        <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
          {t('standings.errorLoading')}
        </Alert>
      </Container>
    );
  }
  return (
    <Loaded
      view={query.data}
      isSecretary={isSecretary}
      tab={tab}
      onTab={(v) => setParams((p) => (p.set('standings', v), p), { replace: true })}
      rider={params.get('rider')}
      onRider={(id) => setParams((p) => (id ? p.set('rider', id) : p.delete('rider'), p))}
    />
  );
}

function Loaded({
  view,
  isSecretary,
  tab,
  onTab,
  rider,
  onRider,
}: {
  view: StandingsView;
  isSecretary: boolean;
  tab: ViewName;
  onTab: (v: ViewName) => void;
  rider: string | null;
  onRider: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const { championship, status } = view;
  const groupTabs = championship.hasClubStandings || championship.hasTeamCompetition;
  const current = !groupTabs && tab !== 'individual' ? 'individual' : tab;
  // The same tables GET /api/standings/…/tables serves (issue #16). A visitor's club and team tables are
  // worked out when their tab shows, not while the individual tab hydrates (issue #36); the secretary's
  // bar exports them all.
  const computed = useMemo(() => {
    const tables = standingsTables(view, isSecretary, { groups: isSecretary });
    return { ...tables, ranked: tables.individual };
  }, [view, isSecretary]);
  const groupsShown = !isSecretary && current !== 'individual';
  const groups = useMemo(() => (groupsShown ? standingsGroupTables(view) : computed), [groupsShown, view, computed]);
  const stages = computed.stages;
  const showTabs = (status !== null && status !== 'draft') || isSecretary;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Group gap="sm">
            <Title order={1}>
              <IconTrophy size={30} style={{ verticalAlign: '-4px', marginRight: 8 }} />
              {championship.displayName}
            </Title>
            <Badge size="lg" color={status === 'approved' ? 'green' : 'yellow'} data-testid="standings-badge">
              {status === 'approved' ? t('standings.approved') : t('standings.pendingApproval')}
            </Badge>
            <Anchor
              component={Link}
              size="sm"
              to={`/competitions/${championship.institutionId}/${championship.slug}/numbers/permanent`}
            >
              {t('numbers.link')}
            </Anchor>
          </Group>
          {isSecretary ? (
            <Suspense fallback={null}>
              <SecretaryBar view={view} computed={computed} current={current} />
            </Suspense>
          ) : (
            // Visitors' export menu: the official document of what they see (secretaries' is in their bar).
            showTabs && (
              <Group className={classes.noPrint}>
                <ExportMenu>
                  <PdfMenuItem path={standingsPdfPath(championship.institutionId, championship.slug)} />
                </ExportMenu>
              </Group>
            )
          )}
        </Group>

        {(status === null || status === 'draft') && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} data-testid="standings-notice">
            {t('standings.notPublished')}
          </Alert>
        )}
        {status === 'published' && (
          <Text c="dimmed" size="sm">
            {t('standings.notApproved')}
          </Text>
        )}

        {stages.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" className={classes.noPrint}>
            {stages.map((s) => (
              <Card
                key={s.id}
                withBorder
                radius="md"
                p="sm"
                component={Link}
                to={s.resultsPath}
                className={classes.stageCard}
                data-testid="standings-stage-card"
              >
                <Text fw={700}>{s.title}</Text>
                <Text size="sm" c="dimmed">
                  {formatDate(s.competitionStartDate, s.timeZone)} · {s.location ?? t('home.placeToBeDefined')}
                </Text>
                <Badge mt={6} variant="light" color={s.resultsStatus === 'StandingsPublished' ? 'green' : 'orange'}>
                  {t(`standings.stageStatus.${s.resultsStatus ?? 'none'}`)}
                </Badge>
              </Card>
            ))}
          </SimpleGrid>
        )}

        {showTabs && <RulesSummary parts={computed.rulesSummary} />}

        {showTabs && (
          <Tabs value={current} onChange={(v) => v && onTab(v as ViewName)} keepMounted={false}>
            <Tabs.List className={classes.noPrint}>
              <Tabs.Tab value="individual">{t('standings.tab.individual')}</Tabs.Tab>
              {groupTabs && <Tabs.Tab value="club">{t('standings.tab.club')}</Tabs.Tab>}
              {groupTabs && <Tabs.Tab value="team">{t('standings.tab.team')}</Tabs.Tab>}
            </Tabs.List>
            <Tabs.Panel value="individual" pt="md">
              <Stack gap="sm">
                {computed.ranked.length === 0 ? (
                  <Text c="dimmed">{stages.length === 0 ? t('standings.noData') : t('standings.noResults')}</Text>
                ) : (
                  <IndividualView
                    championship={championship}
                    stages={stages}
                    countingColumn={computed.countingColumn}
                    ranked={computed.ranked}
                    isSecretary={isSecretary}
                    onRider={onRider}
                  />
                )}
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="club" pt="md">
              <Stack gap="sm">
                {groups.clubs.length === 0 ? (
                  <Text c="dimmed">{t('standings.noData')}</Text>
                ) : (
                  <GroupView championship={championship} stages={stages} groups={groups.clubs} kind="club" />
                )}
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="team" pt="md">
              <Stack gap="sm">
                {groups.teams.length === 0 ? (
                  <Text c="dimmed">{t('standings.noTeams')}</Text>
                ) : (
                  <GroupView championship={championship} stages={stages} groups={groups.teams} kind="team" />
                )}
              </Stack>
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
      <RiderSeason
        standing={computed.ranked.find((p) => p.id === rider) ?? null}
        stages={stages}
        onClose={() => onRider(null)}
      />
    </Container>
  );
}
