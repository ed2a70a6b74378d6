import { Suspense, lazy } from 'react';
import { hasRole, useSession } from '../../shared/session';
import type { ApprovalBannerStage } from './approval-panel';

export type { ApprovalBannerStage } from './approval-panel';

// The banner's steps, dialogs and number input are a secretary's: a visitor's page does not load them (issue #20).
const Banner = lazy(() => import('./approval-panel').then((m) => ({ default: m.Banner })));

/**
 * The secretary's approval banner (spec §2, §4): the four steps race in progress → Approved →
 * StandingsGenerated → StandingsPublished and the action of each step. Self-contained: it takes the
 * stage's ids and reads its own state, so the stage page and the results page can both show it.
 */
export function ApprovalBanner({ stage }: { stage: ApprovalBannerStage }) {
  const { data: session } = useSession();
  if (!hasRole(session?.user, 'secretary')) return null;
  return (
    <Suspense fallback={null}>
      <Banner stage={stage} />
    </Suspense>
  );
}
