import { type CompactResult, type ResultsState, type ScoreQuery, canAskAboutScores } from '@trialhub/domain';
import { useMyQueries, useStageQueries } from './score-queries';

/** What a rider's details show of score queries ("Ask the clerk"). */
export interface QueryProps {
  queries?: ScoreQuery[];
  queryView: 'mine' | 'clerk' | null;
  canAsk: boolean;
}

/**
 * Score queries on the results page: secretaries read all of the stage's, a rider their own (the API
 * decides). `queryProps` says what each rider's details show; `openCount` is the secretaries' badge.
 */
export function useRiderQueries({
  stageId,
  myId,
  mine,
  isClerk,
  askStatus,
  resultsState,
  now,
}: {
  stageId: string;
  myId: string | undefined;
  mine: CompactResult | undefined;
  isClerk: boolean;
  askStatus: string | null;
  resultsState: ResultsState | null | undefined;
  now: Date;
}) {
  const stageQueries = useStageQueries(stageId, isClerk).data;
  const myQueries = useMyQueries(stageId, myId ?? '', !!mine && !isClerk).data;
  const queryProps = (participantId: string): QueryProps => {
    const isMine = participantId === myId;
    if (isClerk) {
      return {
        queries: stageQueries?.filter((q) => q.participantId === participantId),
        queryView: isMine ? 'mine' : 'clerk',
        canAsk: isMine && canAskAboutScores(askStatus, resultsState, now),
      };
    }
    if (!isMine) return { queryView: null, canAsk: false };
    return { queries: myQueries, queryView: 'mine', canAsk: canAskAboutScores(askStatus, resultsState, now) };
  };
  return { queryProps, openCount: stageQueries?.filter((q) => q.status === 'open').length ?? 0 };
}
