import { useQuery } from '@tanstack/react-query';
import type { DeclarationKind, EntryLimitRulesInput } from '@trialhub/domain';
import { ApiError, api } from './api';
import { commandApi } from './command-api';

export const signOnKey = (stageId: string) => ['signon', stageId];
export const mySignOnKey = (stageId: string) => ['my-signon', stageId];
export const myWaitingKey = (stageId: string) => ['my-waiting', stageId];

export const fetchSignOn = (stageId: string) => api(`/api/stages/${stageId}/signon`);
export const fetchMySignOn = (stageId: string) => api(`/api/stages/${stageId}/participants/me/signon`);
export const scanCode = (stageId: string, code: string) =>
  api(`/api/stages/${stageId}/signon/scan`, { method: 'POST', json: { code } });
export const setSignedOn = (stageId: string, participantId: string, signedOn: boolean) =>
  commandApi(`/api/stages/${stageId}/signon/${encodeURIComponent(participantId)}`, {
    method: 'PUT',
    json: { signedOn },
  });
export const declare = (stageId: string, participantId: string, kind: DeclarationKind, signer: string | null) =>
  api(`/api/stages/${stageId}/signon/${encodeURIComponent(participantId)}/declarations/${kind}`, {
    method: 'PUT',
    json: { signer },
  });
/** The desk sells a one-event licence and takes its cash (issue #39). */
export const sellOneEventLicence = (stageId: string, participantId: string) =>
  api(`/api/stages/${stageId}/signon/${encodeURIComponent(participantId)}/one-event-licence`, {
    method: 'POST',
  });
/** 404 (not waiting) reads as null. */
export const fetchMyWaiting = async (stageId: string) => {
  try {
    return await api(`/api/stages/${stageId}/waitlist/me`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

/** The rider's place on the stage's waiting list, or null (decision 081). */
export function useMyWaiting(stageId: string, enabled: boolean) {
  return useQuery({ queryKey: myWaitingKey(stageId), queryFn: () => fetchMyWaiting(stageId), enabled });
}

export const entryLimitsKey = (stageId: string) => ['entry-limits', stageId];
export const fetchEntryLimits = (stageId: string) => api(`/api/stages/${stageId}/entry-limits`);
export const saveEntryLimits = (stageId: string, rules: EntryLimitRulesInput | null) =>
  api(`/api/stages/${stageId}/entry-limits`, { method: 'PUT', json: { rules } });

/** The secretary's waiting-list tools (decision 081): a new order, or a rider taken off (told by mail). */
export const reorderWaitlist = (stageId: string, userIds: string[]) =>
  api(`/api/stages/${stageId}/waitlist/order`, { method: 'PUT', json: { userIds } });
export const removeFromWaitlist = (stageId: string, userId: string) =>
  api(`/api/stages/${stageId}/waitlist/${encodeURIComponent(userId)}`, { method: 'DELETE' });

export const championshipLimitsKey = (stageId: string) => ['entry-limits-championship', stageId];
export const fetchChampionshipLimits = (stageId: string) => api(`/api/stages/${stageId}/entry-limits/championship`);
export const saveChampionshipLimits = (stageId: string, rules: EntryLimitRulesInput | null) =>
  api(`/api/stages/${stageId}/entry-limits/championship`, {
    method: 'PUT',
    json: { rules },
  });
