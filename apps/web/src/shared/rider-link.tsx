import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { riderEntryPath } from './paths';

/**
 * A rider's name as a link to their rider page (issue #38). Lists know the entry, not the rider: the
 * address is the entry's, which the server redirects to the rider page. A plain link, so it works
 * before the scripts run; a click on it does not also open the row it sits in.
 */
export function RiderLink({
  stageId,
  participantId,
  children,
}: {
  stageId: string;
  participantId: string;
  children: ReactNode;
}) {
  return (
    <Anchor
      href={riderEntryPath(stageId, participantId)}
      c="inherit"
      fz="inherit"
      fw="inherit"
      underline="hover"
      onClick={(event) => event.stopPropagation()}
      data-testid="rider-link"
    >
      {children}
    </Anchor>
  );
}
