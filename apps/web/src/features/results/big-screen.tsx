import type { PublicStage, CompactResult } from '@trialhub/domain';
import { Suspense, lazy } from 'react';

// Only the venue display (?view=big) needs it: the results page loads it then (issue #20).
const BigScreenView = lazy(() => import('./big-screen-view'));

/**
 * Big-screen mode for a venue display (big-screen-view.tsx): large type, one class at a time, cycling on
 * its own; the data stays live.
 */
export function BigScreen(props: { stage: PublicStage; results: CompactResult[]; onExit: () => void }) {
  return (
    <Suspense fallback={null}>
      <BigScreenView {...props} />
    </Suspense>
  );
}
