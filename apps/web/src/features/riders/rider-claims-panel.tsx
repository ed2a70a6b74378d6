import '@mantine/core/styles/Input.css';
import { Alert, Badge, Button, Card, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { RiderClaimOffer } from '@trialhub/domain';
import { IconUserSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../shared/api';
import { showToast } from '../../shared/toast';
import { DateInput } from '../../shared/date-input';

type Lookup = { birthDate?: string; licence?: string };

/**
 * "Is this you?" (issue #38, decision 080): rider records without an account that match the signed-in
 * user's e-mail, licence, or name and birth date, to claim; claims waiting for the secretary. A rider who
 * rode before he had an account gives his birth date or licence here and finds his history.
 */
export function RiderClaimsPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [lookup, setLookup] = useState<Lookup>({});
  const [birthDate, setBirthDate] = useState('');
  const [licence, setLicence] = useState('');
  const query = new URLSearchParams(lookup as Record<string, string>).toString();
  const claims = useQuery({
    queryKey: ['me', 'rider-claims', lookup],
    queryFn: () => api(query ? `/api/me/rider-claims?${query}` : '/api/me/rider-claims'),
  });
  const claim = useMutation({
    mutationFn: (offer: RiderClaimOffer) =>
      api('/api/me/rider-claims', { method: 'POST', json: { riderId: offer.riderId, ...lookup } }),
    onSuccess: (outcome) => {
      void showToast({
        message: t(outcome.status === 'claimed' ? 'riderIdentity.claimed' : 'riderIdentity.claimPending'),
        color: 'forest',
      });
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
    onError: (error) =>
      void showToast({ message: t(error instanceof ApiError ? error.messageKey : 'errors.internal'), color: 'red' }),
  });
  const data = claims.data;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="rider-claims">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <IconUserSearch size={20} style={{ verticalAlign: '-3px', marginRight: 6 }} />
          {t('riderIdentity.findTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('riderIdentity.findHint')}
        </Text>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setLookup({
              ...(birthDate ? { birthDate } : {}),
              ...(licence.trim() ? { licence: licence.trim() } : {}),
            });
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <DateInput
              label={t('riderIdentity.birthDate')}
              value={birthDate}
              onChange={(v) => setBirthDate(v)}
              w={{ base: '100%', xs: 180 }}
            />
            <TextInput
              label={t('riderIdentity.licence')}
              value={licence}
              maxLength={40}
              onChange={(e) => setLicence(e.currentTarget.value)}
              w={{ base: '100%', xs: 180 }}
            />
            <Button type="submit" variant="light" loading={claims.isFetching}>
              {t('riderIdentity.find')}
            </Button>
          </Group>
        </form>
        {claims.isError && (
          <Alert color="red" variant="light" role="alert">
            {t(claims.error instanceof ApiError ? claims.error.messageKey : 'errors.refreshAndTryAgain')}
          </Alert>
        )}
        {data?.offers.map((offer) => (
          <Card key={offer.riderId} withBorder radius="md" p="sm" data-testid="rider-claim-offer">
            <Group justify="space-between" gap="sm">
              <Stack gap={2}>
                <Text fw={700}>{offer.name}</Text>
                <Text size="sm" c="dimmed">
                  {[offer.clubId, t('riders.born', { year: offer.birthYear })].filter(Boolean).join(' · ')}
                  {' · '}
                  {t('riderIdentity.stages', { count: offer.stages })}
                </Text>
                <Badge variant="light" color={offer.match === 'nameAndBirthDate' ? 'yellow' : 'forest'}>
                  {t(`riderIdentity.match.${offer.match}`)}
                </Badge>
              </Stack>
              <Button onClick={() => claim.mutate(offer)} loading={claim.isPending}>
                {t('riderIdentity.thisIsMe')}
              </Button>
            </Group>
          </Card>
        ))}
        {data && data.offers.length === 0 && Object.keys(lookup).length > 0 && (
          <Text size="sm" data-testid="rider-claim-none">
            {t('riderIdentity.noneFound')}
          </Text>
        )}
        {data?.pending.map((p) => (
          <Alert key={p.id} color="yellow" variant="light" data-testid="rider-claim-pending">
            {t('riderIdentity.pending', { name: p.name })}
          </Alert>
        ))}
      </Stack>
    </Paper>
  );
}
