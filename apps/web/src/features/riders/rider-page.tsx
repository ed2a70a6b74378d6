import { Alert, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError, api } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';
import { ClubLink } from '../../shared/club-link';
import { paths } from '../../shared/paths';
import { hasRole, useSession } from '../../shared/session';
import { RiderStages, RiderStatistics } from './rider-record';

// Licences are a secretary's matter: a visitor's page does not load the form.
const RiderLicences = lazy(() => import('./rider-licences').then((m) => ({ default: m.RiderLicences })));

export const riderKeys = { page: (id: string) => ['rider', id] as const };

export function useRiderPage(riderId: string) {
  return useQuery({
    queryKey: riderKeys.page(riderId),
    queryFn: () => api(`/api/riders/${encodeURIComponent(riderId)}`),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}

/**
 * /riders/{id} (issue #38): a rider as everyone may see them (name, club, class, birth year), each stage
 * ridden across championships and seasons, championship positions and statistics.
 */
export function RiderPage() {
  const { t } = useTranslation();
  const { riderId = '' } = useParams();
  const { data, isPending, error } = useRiderPage(riderId);
  const { data: session } = useSession();
  useDocumentTitle(data?.rider.name, t('riders.title'));

  if (isPending)
    return (
      <Container size="lg" py="xl">
        <Skeleton height={36} width="50%" mb="md" />
        <Skeleton height={96} mb="md" />
        <Skeleton height={240} />
      </Container>
    );
  if (error instanceof ApiError && error.status === 404)
    return (
      <Container size="sm" py={64}>
        <Stack align="center" gap="sm" ta="center" data-testid="rider-not-found">
          <Title order={1}>{t('errorScreens.notFound.title')}</Title>
          <Text c="dimmed">{t('riders.notFound')}</Text>
          <Button component={Link} to={paths.home} mt="md">
            {t('riders.toCompetitions')}
          </Button>
        </Stack>
      </Container>
    );
  if (!data)
    return (
      <Container size="sm" py="xl">
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t('home.errorLoading')} role="alert">
          {t('errors.refreshAndTryAgain')}
        </Alert>
      </Container>
    );

  const { rider, stages } = data;
  const facts = [rider.racingClass, t('riders.born', { year: rider.birthYear })].filter(Boolean);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg" data-testid="rider-page">
        <Stack gap={4}>
          <Title order={1}>{rider.name}</Title>
          <Text c="dimmed">
            {rider.clubId && (
              <>
                <ClubLink clubId={rider.clubId} />
                {' · '}
              </>
            )}
            {facts.join(' · ')}
          </Text>
        </Stack>
        {hasRole(session?.user, 'secretary') && (
          <Suspense fallback={null}>
            <RiderLicences riderId={rider.id} />
          </Suspense>
        )}
        <RiderStatistics data={data} />
        <RiderStages stages={stages} />
      </Stack>
    </Container>
  );
}
