import { Suspense, lazy } from 'react';
import { HistoryStatus } from './history-status';
import { useResultHistory } from './results-api';
import { isEntryOnly } from './results-model';

// The details' module loads when a rider's details first open, not with the page (decision 037).
const LazyResultDetails = lazy(() => import('./result-details').then((m) => ({ default: m.ResultDetails })));

/**
 * A rider's opened details: reads their history (and keeps it live) at once, while the details'
 * module loads, so the two do not wait for each other; the grid shows as soon as the module is there.
 */
export function OpenDetails(props: Omit<Parameters<typeof LazyResultDetails>[0], 'history'>) {
  // Read here, so the query tracks them (it re-renders only for what its component read) and the
  // module gets each new value.
  const { data, isError, refetch } = useResultHistory(
    props.stageId,
    props.result.participantId,
    !isEntryOnly(props.result),
  );
  const history = { data, isError, refetch };
  return (
    <Suspense fallback={<HistoryStatus state={history} />}>
      <LazyResultDetails {...props} history={history} />
    </Suspense>
  );
}
