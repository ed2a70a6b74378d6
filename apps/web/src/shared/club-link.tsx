import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { clubPath } from './paths';

/** A club's name as a link to its club page (issue #38); the click does not also open the row it sits in. */
export function ClubLink({ clubId, children }: { clubId: string; children?: ReactNode }) {
  return (
    <Anchor
      component={Link}
      to={clubPath(clubId)}
      c="inherit"
      fz="inherit"
      fw="inherit"
      underline="hover"
      onClick={(event) => event.stopPropagation()}
      data-testid="club-link"
    >
      {children ?? clubId}
    </Anchor>
  );
}
