/**
 * Approval, the standings' generation and publication and sign-on are commands of the stage's log (issue
 * #40, decision 076): the same command sent twice (one Idempotency-Key, as the web app sends after a lost
 * answer) is applied once and answered as the first time. Runs on PGlite and, under
 * scripts/with-pg-database.mjs, on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import type { StageApprovalState } from '@trialhub/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, stageCommands } from '../src/db/schema.js';
import { SERVER_ORIGIN } from '../src/features/stage-results/index.js';
import { type TestServer, startTestServer } from './helper.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const TODAY = 'demo-stage-3';
const keyed = () => ({ 'idempotency-key': `cmd-${randomUUID()}` });
const json = async <T>(res: Response) => (await res.json()) as T;

async function audits(event: string) {
  const found = await server.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.stageId, TODAY), eq(auditLog.event, event)));
  return found.length;
}
async function recorded(commandId: string) {
  return server.database.db.select().from(stageCommands).where(eq(stageCommands.commandId, commandId));
}

describe('commands sent twice are applied once', () => {
  it('sign-on: the repeat changes nothing and answers with the list', async () => {
    const [entry] = await json<{ id: string }[]>(await server.as(null, 'GET', `/api/stages/${TODAY}/participants`));
    const headers = keyed();
    const path = `/api/stages/${TODAY}/signon/${entry!.id}`;
    const first = await server.as('secretary', 'PUT', path, { signedOn: true }, headers);
    expect(first.status).toBe(200);
    const again = await server.as('secretary', 'PUT', path, { signedOn: true }, headers);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(await audits('signon.signedOn')).toBe(1);
    expect(await recorded(headers['idempotency-key'])).toMatchObject([
      { kind: 'signOn', origin: SERVER_ORIGIN, stageId: TODAY, outcome: { signedOn: true } },
    ]);
    // The key names this rider's sign-on: another rider with it is refused, changing nothing.
    const riders = await json<{ id: string }[]>(await server.as(null, 'GET', `/api/stages/${TODAY}/participants`));
    const other = `/api/stages/${TODAY}/signon/${riders[1]!.id}`;
    expect((await server.as('secretary', 'PUT', other, { signedOn: true }, headers)).status).toBe(400);
    expect(await audits('signon.signedOn')).toBe(1);
  });

  it('approval, generation and publication: one audit entry each, the repeat answered as the first', async () => {
    // Everyone but one did not start; that one did not finish: the stage can be approved.
    const state = await json<StageApprovalState>(await server.as('secretary', 'GET', `/api/stages/${TODAY}/approval`));
    expect(state.offenders.length).toBeGreaterThan(0);
    for (const [i, o] of state.offenders.entries()) {
      const status = i === 0 ? 'DNF' : 'DNS';
      const res = await server.as('secretary', 'PUT', `/api/stages/${TODAY}/results/${o.participantId}/status`, {
        status,
      });
      expect(res.status).toBe(200);
    }

    const approve = keyed();
    const approved = await server.as('secretary', 'POST', `/api/stages/${TODAY}/results/approve`, undefined, approve);
    expect(approved.status).toBe(200);
    const first = await json<StageApprovalState>(approved);
    expect(first.resultsStatus).toBe('Approved');
    const positionsAfterFirst = await server.database.db.select().from(stageCommands);
    const replay = await server.as('secretary', 'POST', `/api/stages/${TODAY}/results/approve`, undefined, approve);
    expect(replay.status).toBe(200);
    expect(await json<StageApprovalState>(replay)).toEqual(first);
    expect(await audits('approve_results')).toBe(1);
    // Nothing new in the log: the repeat wrote nothing.
    expect(await server.database.db.select().from(stageCommands)).toHaveLength(positionsAfterFirst.length);
    // Without the key the same request is a new command: approved again, a second audit entry.
    expect((await server.as('secretary', 'POST', `/api/stages/${TODAY}/results/approve`)).status).toBe(200);
    expect(await audits('approve_results')).toBe(2);

    const generate = keyed();
    const path = `/api/stages/${TODAY}/standings/generate`;
    const generated = await server.as('secretary', 'POST', path, {}, generate);
    expect(generated.status).toBe(200);
    const answer = await generated.json();
    const again = await server.as('secretary', 'POST', path, {}, generate);
    expect(await again.json()).toEqual(answer);
    expect(await recorded(generate['idempotency-key'])).toMatchObject([{ kind: 'generateStandings' }]);
    // The demo's riders raise no identity question on a fresh server: the standings are written.
    expect(answer).toMatchObject({ ok: true });

    expect(await audits('generate_standings')).toBe(1);
    const publish = keyed();
    const published = await server.as(
      'secretary',
      'POST',
      `/api/stages/${TODAY}/standings/publish`,
      undefined,
      publish,
    );
    expect(published.status).toBe(200);
    const state1 = await published.json();
    const publishedAgain = await server.as(
      'secretary',
      'POST',
      `/api/stages/${TODAY}/standings/publish`,
      undefined,
      publish,
    );
    expect(await publishedAgain.json()).toEqual(state1);
    expect(await audits('publish_standings')).toBe(1);
    expect(await recorded(publish['idempotency-key'])).toMatchObject([{ kind: 'publishStandings' }]);
  });

  it('an unknown stage is 404 before anything is claimed', async () => {
    const headers = keyed();
    const res = await server.as('secretary', 'POST', '/api/stages/no-such-stage/standings/publish', undefined, headers);
    expect(res.status).toBe(404);
    expect(await recorded(headers['idempotency-key'])).toHaveLength(0);
  });
});
