import type { ObserverCredentialInput, ObserverSessionInput } from '@trialhub/domain';
import { api } from '../../shared/api';

export const observersKey = (stageId: string) => ['stage-observers', stageId] as const;

export const fetchObservers = (stageId: string) => api(`/api/stages/${stageId}/observers`);

export const createObserver = (stageId: string, input: ObserverCredentialInput) =>
  api(`/api/stages/${stageId}/observers`, { method: 'POST', json: input });

export const revokeObserver = (stageId: string, credentialId: string) =>
  api(`/api/stages/${stageId}/observers/${credentialId}/revoke`, { method: 'POST' });

/** Marks a credential as a trainee's or not, while none of its phones has sent a score (decision 029). */
export const setObserverTrainee = (stageId: string, credentialId: string, trainee: boolean) =>
  api(`/api/stages/${stageId}/observers/${credentialId}/trainee`, { method: 'PUT', json: { trainee } });

/** Race control takes an observer phone's refused tap in (exactly once) or leaves it unscored (issue #35). */
export const acceptRefused = (stageId: string, opId: string) =>
  api(`/api/stages/${stageId}/observers/refused/${encodeURIComponent(opId)}/accept`, {
    method: 'POST',
  });

export const dismissRefused = (stageId: string, opId: string) =>
  api(`/api/stages/${stageId}/observers/refused/${encodeURIComponent(opId)}/dismiss`, { method: 'POST' });

export const fetchObserveStages = () => api('/api/observe/stages');

export const openObserverSession = (input: ObserverSessionInput) =>
  api('/api/observe/session', { method: 'POST', json: input });

/** A hand-off code; `held`: the operations this phone still holds, so they count after the hand-off. */
export const requestHandoff = (held: string[]) => api('/api/observe/handoff', { method: 'POST', json: { held } });

/** The personal link of a credential: the token rides in the fragment, so no server or proxy logs it. */
export const observerLink = (token: string) => `${window.location.origin}/observe#t=${token}`;

/** The hand-off link another phone's camera opens (or the code typed at /observe). */
export const handoffLink = (code: string) => `${window.location.origin}/observe#h=${code}`;

/** Stages this browser opened as an observer: the judge app sends such a phone back to /observe, not to sign-in. */
const OBSERVED_KEY = 'trialhub.observedStages';

export function rememberObserverStage(stagePath: string): void {
  try {
    const known = new Set<string>(JSON.parse(localStorage.getItem(OBSERVED_KEY) ?? '[]') as string[]);
    known.add(stagePath);
    localStorage.setItem(OBSERVED_KEY, JSON.stringify([...known].slice(-20)));
  } catch {
    // Storage full or blocked: the judge app then falls back to the sign-in page.
  }
}

export function observedStage(stagePath: string): boolean {
  try {
    return (JSON.parse(localStorage.getItem(OBSERVED_KEY) ?? '[]') as string[]).includes(stagePath);
  } catch {
    return false;
  }
}
