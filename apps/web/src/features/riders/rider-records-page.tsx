import { Alert, Anchor, Badge, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type RiderReviewGroup, riderPath } from '@trialhub/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, api } from '../../shared/api';
import { formatCalendarDate } from '../../shared/dates';
import { useDocumentTitle } from '../../shared/document-title';
import { showToast } from '../../shared/toast';

const keys = { claims: ['rider-claims'] as const, review: ['riders', 'review'] as const };

/**
 * /rider-records (secretaries, decision 080): claims of rider records that matched only by name and birth
 * date, to approve or refuse; riders kept apart who share a name, to merge ("same rider") or to dismiss
 * ("different riders") — both answers are remembered, so the list does not ask again.
 */
export function RiderRecordsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('riderIdentity.recordsTitle'));
  const queryClient = useQueryClient();
  const claims = useQuery({ queryKey: keys.claims, queryFn: () => api('/api/rider-claims') });
  const review = useQuery({ queryKey: keys.review, queryFn: () => api('/api/riders/review') });
  const done = (message: string) => {
    void showToast({ message: t(message), color: 'forest' });
    void queryClient.invalidateQueries({ queryKey: keys.claims });
    void queryClient.invalidateQueries({ queryKey: keys.review });
  };
  const failed = (error: Error) =>
    void showToast({ message: t(error instanceof ApiError ? error.messageKey : 'errors.internal'), color: 'red' });
  const decide = useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) =>
      api(`/api/rider-claims/${encodeURIComponent(id)}/${approve ? 'approve' : 'refuse'}`, { method: 'POST' }),
    onSuccess: (_, { approve }) => done(approve ? 'riderIdentity.approved' : 'riderIdentity.refused'),
    onError: failed,
  });
  const merge = useMutation({
    mutationFn: async (group: RiderReviewGroup) => {
      // The record with an account keeps its id (and the account); else the oldest-born first one.
      const into = group.riders.find((r) => r.hasAccount) ?? group.riders[0]!;
      for (const r of group.riders.filter((x) => x.id !== into.id))
        await api(`/api/riders/${encodeURIComponent(r.id)}/merge`, { method: 'POST', json: { into: into.id } });
    },
    onSuccess: () => done('riderIdentity.merged'),
    onError: (error) => {
      failed(error);
      void queryClient.invalidateQueries({ queryKey: keys.review });
    },
  });
  const dismiss = useMutation({
    mutationFn: (group: RiderReviewGroup) =>
      api('/api/riders/review/dismiss', { method: 'POST', json: { riderIds: group.riders.map((r) => r.id) } }),
    onSuccess: () => done('riderIdentity.dismissed'),
    onError: failed,
  });

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('riderIdentity.recordsTitle')}</Title>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('riderIdentity.claimsTitle')}
          </Title>
          {claims.isPending && <Skeleton h={80} radius="md" />}
          {claims.isError && <LoadError />}
          {claims.data?.length === 0 && <Text c="dimmed">{t('riderIdentity.noClaims')}</Text>}
          {claims.data?.map((c) => (
            <Card key={c.id} withBorder radius="md" p="sm" data-testid="rider-claim">
              <Stack gap={6}>
                <Text>{t('riderIdentity.claimLine', { user: c.userName, rider: c.rider.name })}</Text>
                <Text size="sm" c="dimmed">
                  {[
                    formatCalendarDate(c.rider.birthDate),
                    c.rider.clubId,
                    t('riderIdentity.stages', { count: c.rider.stages }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  {' · '}
                  <Anchor component={Link} to={riderPath(c.rider.id)} size="sm">
                    {t('riderIdentity.openRecord')}
                  </Anchor>
                </Text>
                <Group gap="sm">
                  <Button
                    size="sm"
                    onClick={() => decide.mutate({ id: c.id, approve: true })}
                    loading={decide.isPending}
                  >
                    {t('riderIdentity.approve')}
                  </Button>
                  <Button
                    size="sm"
                    variant="default"
                    onClick={() => decide.mutate({ id: c.id, approve: false })}
                    loading={decide.isPending}
                  >
                    {t('riderIdentity.refuse')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </Stack>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('riderIdentity.namesakesTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('riderIdentity.namesakesHint')}
          </Text>
          {review.isPending && <Skeleton h={80} radius="md" />}
          {review.isError && <LoadError />}
          {review.data?.length === 0 && <Text c="dimmed">{t('riderIdentity.noNamesakes')}</Text>}
          {review.data?.map((g) => (
            <Card key={g.nameKey} withBorder radius="md" p="sm" data-testid="rider-namesakes">
              <Stack gap={6}>
                {g.riders.map((r) => (
                  <Group key={r.id} gap="xs">
                    <Anchor component={Link} to={riderPath(r.id)} fw={600}>
                      {r.name}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {formatCalendarDate(r.birthDate)}
                    </Text>
                    {r.hasAccount && (
                      <Badge size="sm" variant="light">
                        {t('riderIdentity.hasAccount')}
                      </Badge>
                    )}
                  </Group>
                ))}
                <Group gap="sm" mt={4}>
                  <Button size="sm" onClick={() => merge.mutate(g)} loading={merge.isPending}>
                    {t('riderIdentity.sameRider')}
                  </Button>
                  <Button size="sm" variant="default" onClick={() => dismiss.mutate(g)} loading={dismiss.isPending}>
                    {t('riderIdentity.differentRiders')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}

function LoadError() {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert">
      {t('errors.refreshAndTryAgain')}
    </Alert>
  );
}
