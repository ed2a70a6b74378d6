import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Anchor, Checkbox, Paper, Stack, Title } from '@mantine/core';
import { riderPath } from '@trialhub/domain';
import { IconUser } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../shared/api';
import { showToast } from '../../shared/toast';

const myRiderKey = ['me', 'rider'] as const;

/** The rider's own page and its privacy choice (issue #38): shown once the account has a rider record. */
export function RiderPrivacy() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mine = useQuery({ queryKey: myRiderKey, queryFn: () => api('/api/me/rider') });
  const save = useMutation({
    mutationFn: (hidden: boolean) => api('/api/me/rider', { method: 'PUT', json: { hidden } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(myRiderKey, saved);
      void showToast({ message: t('riders.saved'), color: 'forest' });
    },
    onError: () => void showToast({ message: t('profile.saveError'), color: 'red' }),
  });
  const riderId = mine.data?.riderId;
  if (!riderId) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} mt="lg" data-testid="rider-privacy">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <IconUser size={20} style={{ verticalAlign: '-3px', marginRight: 6 }} />
          <Anchor component={Link} to={riderPath(riderId)} inherit>
            {t('riders.myPage')}
          </Anchor>
        </Title>
        <Checkbox
          label={t('riders.hideLabel')}
          description={t('riders.hideHint')}
          checked={mine.data?.hidden ?? false}
          disabled={save.isPending}
          onChange={(e) => save.mutate(e.currentTarget.checked)}
        />
      </Stack>
    </Paper>
  );
}
