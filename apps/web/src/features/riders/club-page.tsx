import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { riderPath } from '@trialhub/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError, api } from '../../shared/api';
import { formatDate } from '../../shared/dates';
import { useDocumentTitle } from '../../shared/document-title';
import { paths } from '../../shared/paths';

const medal = (position: number | null) =>
  position === 1 ? 'yellow.6' : position === 2 ? 'gray.5' : position === 3 ? 'orange.7' : undefined;

/** /clubs/{id} (issue #38): the club's riders, their recent approved results and the club's standings places. */
export function ClubPage() {
  const { t } = useTranslation();
  const { clubId = '' } = useParams();
  const { data, isPending, error } = useQuery({
    queryKey: ['club-page', clubId],
    queryFn: () => api(`/api/club-pages/${encodeURIComponent(clubId)}`),
    retry: (count, e) => (e as { status?: number }).status !== 404 && count < 2,
  });
  useDocumentTitle(data?.club.id, t('clubPage.title'));
  if (isPending)
    return (
      <Container size="lg" py="xl">
        <Skeleton height={36} width="50%" mb="md" />
        <Skeleton height={200} />
      </Container>
    );
  if (!data)
    return (
      <Container size="sm" py={64}>
        {error instanceof ApiError && error.status === 404 ? (
          <Stack align="center" gap="sm" ta="center" data-testid="club-not-found">
            <Title order={1}>{t('errorScreens.notFound.title')}</Title>
            <Text c="dimmed">{t('clubPage.notFound')}</Text>
            <Button component={Link} to={paths.home} mt="md">
              {t('riders.toCompetitions')}
            </Button>
          </Stack>
        ) : (
          <Alert color="red" variant="light" role="alert">
            {t('errors.refreshAndTryAgain')}
          </Alert>
        )}
      </Container>
    );
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg" data-testid="club-page">
        <Stack gap={4}>
          <Title order={1}>{data.club.id}</Title>
          <Text c="dimmed">
            {[data.club.country, t('clubPage.riders', { count: data.riders.length })].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        {data.standings.length > 0 && (
          <Stack gap="xs">
            <Title order={2} fz="lg">
              {t('clubPage.standings')}
            </Title>
            {data.standings.map((s) => (
              <Group key={s.championshipPath} gap="xs" data-testid="club-standing">
                <Anchor component={Link} to={s.championshipPath} fw={600}>
                  {s.championshipName}
                </Anchor>
                <Text size="sm">{t('clubPage.place', { position: s.position, points: s.totalPoints })}</Text>
              </Group>
            ))}
          </Stack>
        )}
        <Stack gap="xs">
          <Title order={2} fz="lg">
            {t('clubPage.ridersTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
            {data.riders.map((r) => (
              <Card key={r.id} withBorder radius="md" p="xs" data-testid="club-rider">
                <Anchor component={Link} to={riderPath(r.id)} fw={600}>
                  {r.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {r.racingClass} · {t('riders.born', { year: r.birthYear })}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack gap="xs">
          <Title order={2} fz="lg">
            {t('clubPage.results')}
          </Title>
          {data.results.length === 0 && <Text c="dimmed">{t('clubPage.noResults')}</Text>}
          {data.results.map((r) => (
            <Group
              key={`${r.stagePath}/${r.participantId}`}
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              data-testid="club-result"
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                {r.riderId ? (
                  <Anchor component={Link} to={riderPath(r.riderId)} fw={600} truncate>
                    {r.name}
                  </Anchor>
                ) : (
                  <Text fw={600}>{r.name}</Text>
                )}
                <Anchor component={Link} to={`${r.stagePath}/results#${r.participantId}`} size="xs" c="dimmed" truncate>
                  {formatDate(r.competitionStartDate, r.timeZone)} · {r.stageTitle}
                </Anchor>
              </Stack>
              <Group gap={6} wrap="nowrap" style={{ flex: 'none' }}>
                <Badge variant="light" color="gray">
                  {r.racingClass}
                </Badge>
                {r.status ? (
                  <Badge color="red">{r.status}</Badge>
                ) : (
                  <Text fw={800} fz="lg" c={medal(r.position)} aria-label={t('riders.col.position')}>
                    {r.position}
                  </Text>
                )}
              </Group>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
