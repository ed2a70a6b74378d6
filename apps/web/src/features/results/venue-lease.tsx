import { Alert, Anchor } from '@mantine/core';
import type { StageLeaseState } from '@trialhub/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../shared/api';

/**
 * Whether the stage is run from a venue laptop (decision 085), for staff: while it is, the server refuses
 * every edit here, so the page says where the stage is run instead of offering tools that would be refused.
 */
export function useStageLease(stageId: string, staff: boolean) {
  return useQuery({
    queryKey: ['stage-lease', stageId],
    queryFn: () => api(`/api/stages/${stageId}/lease`),
    enabled: staff,
  }).data?.lease;
}

/** The lease's sentence, and a link to the stage's venue page (the laptop's sequences, force-back). */
export function VenueLeaseNote({
  lease,
  venuePath,
}: {
  lease: NonNullable<StageLeaseState['lease']>;
  venuePath: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" data-testid="venue-lease">
      {t('venue.checkedOut', { device: lease.deviceName, time: lease.time })}{' '}
      <Anchor component={Link} to={venuePath} size="sm" fw={700}>
        {t('stageLease.noteLink')}
      </Anchor>
    </Alert>
  );
}
