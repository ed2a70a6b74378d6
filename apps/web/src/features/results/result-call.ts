import type { StageResult } from '@trialhub/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { uncheckedCommandApi } from '../../shared/command-api';
import { withSavingToasts } from '../../shared/saving-toast';
import { changeLogKey } from './change-log';
import { useResultWriter } from './results-api';

// Apart from result-actions.tsx (the secretary's menu and dialogs, a lazy chunk): result details use it too.
export type ToastSet =
  | 'finishTime'
  | 'setStatus'
  | 'removeStatus'
  | 'removeResult'
  | 'addPenalty'
  | 'removePenalty'
  | 'points'
  | 'deleteSection'
  | 'fillMissed';

/** A secretary's call with the spec's pending / success / error toasts (§8); the answer goes into the cache. */
export function useResultCall(stageId: string) {
  const { t } = useTranslation();
  const write = useResultWriter(stageId);
  const queryClient = useQueryClient();
  return async (toasts: ToastSet, participantId: string, path: string, init: RequestInit & { json?: unknown }) => {
    // Wrapped, so a failure (null) is never mistaken for a removal's empty answer.
    const done = await withSavingToasts(
      {
        pending: t(`results.toast.${toasts}.pending`),
        success: t(`results.toast.${toasts}.success`),
        error: t(`results.toast.${toasts}.error`),
      },
      t,
      async () => ({
        result:
          (await uncheckedCommandApi<StageResult | undefined>(
            `/api/stages/${stageId}/results/${participantId}${path}`,
            init,
          )) ?? null,
      }),
    );
    if (!done) return null;
    write(done.result, participantId);
    void queryClient.invalidateQueries({ queryKey: changeLogKey(stageId) });
    return done;
  };
}
