import type { CompactResult } from '@trialhub/domain';
import { Suspense, lazy } from 'react';

export const changeLogKey = (stageId: string) => ['results-log', stageId] as const;

// Secretaries' only: a visitor's results page does not load it (issue #20).
const ChangeLogView = lazy(() => import('./change-log-view'));

/** The secretary's change log of this stage's result corrections (the audit entries of spec §7). */
export function ChangeLog(props: { stageId: string; results: CompactResult[] }) {
  return (
    <Suspense fallback={null}>
      <ChangeLogView {...props} />
    </Suspense>
  );
}
