import { randomUUID } from 'node:crypto';
import type {
  CreatedObserverCredential,
  JudgeBatchResponse,
  JudgingStage,
  ObserverCredential,
  StageResult,
} from '@trialhub/domain';
import { expect } from 'vitest';
import type { TestServer } from './helper.js';

/** Riders of the stage's section 1 (Expert, Clubman), each handed out once: every test scores fresh ones. */
export function riderPool(riders: () => JudgingStage['riders']) {
  const used = new Set<string>();
  return {
    used,
    rider() {
      const found = riders().find((r) => ['Expert', 'Clubman'].includes(r.racingClass) && !used.has(r.id))!;
      used.add(found.id);
      return found;
    },
  };
}

/**
 * What the observer tests do as a secretary and as observer phones on one stage: credentials, a
 * phone's session (its cookie), its syncs, and section 1 of a rider's result.
 */
export function observerClient(server: () => TestServer, stageId: string) {
  let seq = 0;
  return {
    async create(body: Record<string, unknown>, stage = stageId) {
      const response = await server().as('secretary', 'POST', `/api/stages/${stage}/observers`, body);
      expect(response.status).toBe(201);
      return (await response.json()) as CreatedObserverCredential;
    },

    /** Opens a session as a fresh phone would; returns its cookie. */
    async open(body: Record<string, unknown>) {
      const response = await server().as(null, 'POST', '/api/observe/session', body);
      expect(response.status).toBe(200);
      const cookie = response.headers.get('set-cookie')!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(cookie).toMatch(/Path=\/api/);
      return cookie.split(';')[0]!;
    },

    op: (participantId: string, patch: Record<string, unknown> = {}) => ({
      opId: randomUUID(),
      seq: seq++,
      kind: 'score',
      participantId,
      section: 1,
      lap: 1,
      points: 1,
      at: new Date().toISOString(),
      ...patch,
    }),

    /** One sync of a phone; `held`: the ids of what it still holds beyond this batch (announced). */
    async send(cookie: string, ops: unknown[], pendingAfter?: number, held?: string[]) {
      const response = await server().as({ cookie }, 'POST', `/api/judging/stages/${stageId}/ops`, {
        deviceId: 'phone-0001',
        ops,
        ...(pendingAfter === undefined ? {} : { pendingAfter }),
        ...(held === undefined ? {} : { held }),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as JudgeBatchResponse;
    },

    /** Section 1 of a rider's whole result, with its history (decision 037). */
    async section(participantId: string, lap = 1) {
      const res = await server().as('secretary', 'GET', `/api/stages/${stageId}/results/${participantId}`);
      return ((await res.json()) as StageResult).sections.find((s) => s.section === 1 && s.lap === lap)!;
    },

    /** The counted points of section 1 (null: nothing counts there, or the rider has no result yet). */
    async points(participantId: string, lap = 1) {
      const res = await server().as('secretary', 'GET', `/api/stages/${stageId}/results/${participantId}`);
      if (res.status === 404) return null;
      const found = ((await res.json()) as StageResult).sections.find((s) => s.section === 1 && s.lap === lap);
      return found && !found.deleted ? found.points : null;
    },

    async credentials() {
      const res = await server().as('secretary', 'GET', `/api/stages/${stageId}/observers`);
      return (await res.json()) as ObserverCredential[];
    },
  };
}
