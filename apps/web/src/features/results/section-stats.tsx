import { Center, Loader } from '@mantine/core';
import type { CompetitionType } from '@trialhub/domain';
import { Suspense, lazy } from 'react';
import type { ClassBlock } from './results-model';

// The 'Sections' tab is not the one a page opens on: its table loads when the tab is chosen (issue #20).
const SectionStatsViewLoaded = lazy(() => import('./section-stats-view'));

/**
 * The 'Sections' tab (section-stats-view.tsx): how each section rode per class, the hardest and easiest
 * marked, live with every score.
 */
export function SectionStatsView(props: { type: CompetitionType; blocks: ClassBlock[] }) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader />
        </Center>
      }
    >
      <SectionStatsViewLoaded {...props} />
    </Suspense>
  );
}
