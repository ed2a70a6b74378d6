import type { RankedStanding, StandingsStage } from '@trialhub/domain';
import { Suspense, lazy, useState } from 'react';

// The dialog (Mantine's Modal, its focus trap and scroll lock) loads when a season is first opened.
const RiderSeasonModal = lazy(() => import('./rider-season-modal'));

/**
 * A rider's season (issue 8, beyond the spec): every stage of the championship with their points,
 * competition points and status, opened from their name and addressable as ?rider={standing id}.
 * Nothing until the first one opens (issue #20); after that the dialog stays, for its closing animation.
 */
export function RiderSeason(props: { standing: RankedStanding | null; stages: StandingsStage[]; onClose: () => void }) {
  const [used, setUsed] = useState(false);
  if (props.standing && !used) setUsed(true);
  if (!used && !props.standing) return null;
  return (
    <Suspense fallback={null}>
      <RiderSeasonModal {...props} />
    </Suspense>
  );
}
