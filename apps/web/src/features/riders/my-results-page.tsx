import '@mantine/core/styles/Flex.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Flex,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type MyResult, riderPath } from '@trialhub/domain';
import { IconFlag, IconMedal, IconTrophy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../shared/api';
import { formatDate } from '../../shared/dates';
import { paths } from '../../shared/paths';
import { useDocumentTitle } from '../../shared/document-title';
import { RiderClaimsPanel } from './rider-claims-panel';
import { RiderStatistics } from './rider-record';

const MySignOnCode = lazy(() => import('../signon/my-signon-code').then((m) => ({ default: m.MySignOnCode })));

const medal = (position: number | null) =>
  position === 1 ? 'yellow.6' : position === 2 ? 'gray.5' : position === 3 ? 'orange.7' : undefined;

/**
 * /my-results: the signed-in rider's own page (spec §2 "My results", issue #38): his rider record's
 * statistics and championship positions as the rider page shows them, records to claim, and every
 * stage he entered with place, points and status (provisional ones marked, which only he sees here).
 */
export function MyResultsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('myResults.title'));
  const { data, isPending, isError } = useQuery({
    queryKey: ['me', 'results'],
    queryFn: () => api('/api/me/results'),
  });
  const mine = useQuery({
    queryKey: ['me', 'rider'],
    queryFn: () => api('/api/me/rider'),
  });
  const riderId = mine.data?.riderId ?? null;
  const record = useQuery({
    queryKey: ['me', 'rider-page', riderId],
    queryFn: () => api(`/api/riders/${encodeURIComponent(riderId!)}`),
    enabled: !!riderId && !!data && data.length > 0,
  });
  const withResult = data?.filter((r) => r.hasResult) ?? [];
  const podiums = withResult.filter((r) => r.position !== null && r.position <= 3 && !r.status).length;
  const points = withResult.reduce((sum, r) => sum + (r.positionPoints ?? 0), 0);
  const rider = record.data?.rider;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('myResults.title')}</Title>
          {rider && (
            <Group gap="xs" data-testid="my-rider">
              <Text c="dimmed">
                {[rider.name, rider.clubId, rider.racingClass, t('riders.born', { year: rider.birthYear })]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Anchor component={Link} to={riderPath(rider.id)} size="sm">
                {t('riders.myPage')}
              </Anchor>
            </Group>
          )}
        </Stack>
        {isPending && (
          <Stack>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={96} radius="md" />
            ))}
          </Stack>
        )}
        {isError && (
          <Alert color="red" variant="light" role="alert">
            {t('errors.refreshAndTryAgain')}
          </Alert>
        )}
        {data && data.length === 0 && (
          <Stack align="center" py="md" gap="sm">
            <IconFlag size={44} stroke={1.4} color="var(--mantine-color-gray-5)" />
            <Text size="lg">{t('myResults.empty')}</Text>
            <Button component={Link} to={paths.home}>
              {t('myResults.findCompetition')}
            </Button>
          </Stack>
        )}
        {data && <RiderClaimsPanel />}
        {data && data.length > 0 && (
          <>
            {record.data ? (
              <RiderStatistics data={record.data} />
            ) : (
              <SimpleGrid cols={3} spacing="sm">
                <Summary label={t('myResults.stages')} value={data.length} icon={<IconFlag size={20} />} />
                <Summary label={t('myResults.podiums')} value={podiums} icon={<IconMedal size={20} />} />
                <Summary label={t('myResults.points')} value={points} icon={<IconTrophy size={20} />} />
              </SimpleGrid>
            )}
            <Title order={2} fz="lg">
              {t('riders.stages')}
            </Title>
            <Stack gap="sm" data-testid="my-results">
              {data.map((r) => (
                <ResultCard key={r.stageId} result={r} />
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}

function Summary({ label, value, icon }: { label: string; value: number; icon: React.ReactNode }) {
  return (
    <Card withBorder radius="md" p="sm">
      <Group gap={6} c="forest.7">
        {icon}
        <Text fz={24} fw={800} lh={1}>
          {value}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {label}
      </Text>
    </Card>
  );
}

function ResultCard({ result: r }: { result: MyResult }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid="my-result">
      <Flex
        direction={{ base: 'column', xs: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', xs: 'flex-start' }}
        gap="sm"
      >
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`${r.stagePath}/results`} fw={700} fz="lg" lineClamp={2}>
            {r.stageTitle}
          </Anchor>
          <Text size="sm" c="dimmed">
            {r.championshipName} · {formatDate(r.competitionStartDate, r.timeZone)}
          </Text>
          <Group gap={6}>
            <Badge variant="light" color="gray">
              {r.racingClass}
            </Badge>
            {r.racingNumber !== null && (
              <Badge variant="outline" color="gray">
                #{r.racingNumber}
              </Badge>
            )}
            {r.status && (
              <Badge color="red" variant="filled">
                {r.status}
              </Badge>
            )}
            {r.hasResult && !r.isApproved && (
              <Badge color="yellow" variant="light">
                {t('myResults.provisional')}
              </Badge>
            )}
          </Group>
        </Stack>
        <Stack gap={0} align="flex-end" style={{ flex: 'none' }}>
          {!r.hasResult ? (
            <Stack gap={4} align="flex-end">
              <Text size="sm" c="dimmed">
                {t('myResults.noResultYet')}
              </Text>
              {/* Sign-on at the venue: the QR code of an entry still to ride (decision 081). */}
              {Date.parse(r.competitionStartDate) > Date.now() - 86_400_000 && (
                <Suspense fallback={null}>
                  <MySignOnCode stageId={r.stageId} stageTitle={r.stageTitle} timeZone={r.timeZone} />
                </Suspense>
              )}
            </Stack>
          ) : (
            <>
              {r.position !== null && !r.status ? (
                <Text fz={28} fw={800} lh={1} c={medal(r.position)} aria-label={t('myResults.place')}>
                  {r.position}
                  <Text span fz="sm" c="dimmed" fw={500}>
                    {' '}
                    / {r.classSize}
                  </Text>
                </Text>
              ) : null}
              {r.positionPoints !== null && (
                <Text size="sm" fw={600}>
                  {t('myResults.championshipPoints', { count: r.positionPoints })}
                </Text>
              )}
              {r.total !== null && (
                <Text size="xs" c="dimmed">
                  {t(r.competitionType === 'openFree' ? 'myResults.totalOpenFree' : 'myResults.total', {
                    total: r.total,
                  })}
                </Text>
              )}
            </>
          )}
        </Stack>
      </Flex>
    </Card>
  );
}
