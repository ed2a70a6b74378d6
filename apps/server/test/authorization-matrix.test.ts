import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MATRIX_METRICS_TOKEN,
  type MatrixRow,
  authEndpointsWithoutRow,
  authorizationMatrix,
  pendingFixes,
} from './authorization-matrix.js';
import { type TestServer, startTestServer } from './helper.js';
import { type MatrixRole, MatrixWorld, matrixRoles } from './support/matrix-world.js';
import { listApiRoutes, listAuthEndpoints } from './support/route-table.js';

/** Our API's denials; anything else (registrationClosed, validation…) is not about who is asking. */
const DENIAL_CODES = new Set(['unauthenticated', 'forbidden', 'notFound']);

let server: TestServer;
let world: MatrixWorld;
// Starting, seeding and setting up the matrix's world take long on a loaded machine.
beforeAll(async () => {
  server = await startTestServer({ rateLimit: false, metricsToken: MATRIX_METRICS_TOKEN });
  world = await MatrixWorld.create(server);
}, 180_000);
afterAll(async () => server?.close());

const routeKey = (row: MatrixRow) => row.authEndpoint ?? row.route;
const cellKey = (row: MatrixRow, role: MatrixRole) => `${row.route}${row.case ? ` [${row.case}]` : ''} ${role}`;

interface CellOutcome {
  key: string;
  expected: 'allow' | 'deny';
  got: 'allow' | 'deny' | string;
}

/** What a response means for the matrix (see authorization-matrix.ts). */
function verdict(row: MatrixRow, status: number, code: string | null): 'allow' | 'deny' | string {
  if (status >= 200 && status < 300) return 'allow';
  if (row.refusal && code === row.refusal) return 'allow';
  // better-auth answers its own denials in its own format: its status says it.
  if ([401, 403, 404].includes(status) && (row.authEndpoint || DENIAL_CODES.has(code ?? ''))) return 'deny';
  return `${status} ${code ?? ''}`.trim();
}

async function runCell(world: MatrixWorld, row: MatrixRow, role: MatrixRole): Promise<CellOutcome> {
  const key = cellKey(row, role);
  const expected = row.allow.includes(role) ? 'allow' : 'deny';
  try {
    const cell = await row.request(world, role, expected === 'allow');
    const method = row.route.split(' ')[0]!;
    const res = await world.call(role, method, cell.path, cell.body, { cookie: cell.cookie, headers: cell.headers });
    let code: string | null = null;
    if (res.headers.get('content-type')?.includes('text/event-stream')) await res.body?.cancel();
    else {
      const text = await res.text();
      try {
        const body = JSON.parse(text) as { error?: { code?: string }; code?: string } | null;
        code = body?.error?.code ?? body?.code ?? null;
      } catch {
        code = null;
      }
    }
    return { key, expected, got: verdict(row, res.status, code) };
  } catch (error) {
    return { key, expected, got: `preparation failed: ${(error as Error).message}` };
  }
}

describe('authorization matrix (issue #15)', () => {
  it('has a row for every API route of the app, and no row for a route it does not have', () => {
    const appRoutes = listApiRoutes(server.app).map((r) => `${r.method} ${r.path}`);
    const rowRoutes = new Set(authorizationMatrix.map((r) => r.route));
    expect(
      appRoutes.filter((r) => !rowRoutes.has(r)),
      'routes without a row',
    ).toEqual([]);
    expect(
      [...rowRoutes].filter((r) => !appRoutes.includes(r)),
      'rows for routes the app does not have',
    ).toEqual([]);
  });

  it('has a row, or a reason for none, for every better-auth endpoint', () => {
    const endpoints = listAuthEndpoints(server.auth.api);
    const covered = new Set(authorizationMatrix.flatMap((r) => (r.authEndpoint ? [r.authEndpoint] : [])));
    expect(
      endpoints.filter((e) => !covered.has(e) && !(e in authEndpointsWithoutRow)),
      'better-auth endpoints with neither a row nor a reason',
    ).toEqual([]);
    expect(
      [...covered, ...Object.keys(authEndpointsWithoutRow)].filter((e) => !endpoints.includes(e)),
      'rows or reasons for endpoints better-auth does not have',
    ).toEqual([]);
  });

  it('gives every role the answer the policy says, on every route', { timeout: 240_000 }, async () => {
    const outcomes: CellOutcome[] = [];
    // Rows one after another (later rows change what earlier ones read); a row's cells in parallel,
    // unless they share the object they change.
    for (const row of authorizationMatrix) {
      if (row.serial) for (const role of matrixRoles) outcomes.push(await runCell(world, row, role));
      else outcomes.push(...(await Promise.all(matrixRoles.map((role) => runCell(world, row, role)))));
    }

    const routes = new Set(authorizationMatrix.map(routeKey)).size;
    console.log(
      `authorization matrix: ${listApiRoutes(server.app).length} app routes, ${routes} routes and endpoints ` +
        `in ${authorizationMatrix.length} rows, ${outcomes.length} cells (${Object.keys(pendingFixes).length} pending fixes)`,
    );
    const wrong = outcomes
      .filter((o) => o.got !== o.expected && !(o.key in pendingFixes))
      .map((o) => `${o.key}: expected ${o.expected}, got ${o.got}`);
    // A pending fix that now holds is stale: remove it from the list.
    const stale = outcomes.filter((o) => o.key in pendingFixes && o.got === o.expected).map((o) => o.key);
    const unknown = Object.keys(pendingFixes).filter((k) => !outcomes.some((o) => o.key === k));
    expect(wrong, 'cells with the wrong answer').toEqual([]);
    expect(stale, 'pending fixes that are fixed now').toEqual([]);
    expect(unknown, 'pending fixes naming no cell').toEqual([]);
  });

  it('lets nobody give themself a role or the judge flag through better-auth', async () => {
    const escalation = { role: 'admin,secretary', isJudge: true, banned: false };
    // Own profile: better-auth's update-user takes the name only (role and isJudge are not input fields).
    const { displayName } = await world.ok<{ displayName: string }>('rider', 'GET', '/api/me');
    const update = await world.call('rider', 'POST', '/api/auth/update-user', { name: displayName, ...escalation });
    expect(update.status).toBeLessThan(500);
    const me = await world.ok<{ roles: string[]; isJudge: boolean }>('rider', 'GET', '/api/me');
    expect(me).toMatchObject({ roles: [], isJudge: false });
    // Signing up with them.
    const email = `${world.unique('climber')}@trialhub.test`;
    const signUp = await world.call(null, 'POST', '/api/auth/sign-up/email', {
      email,
      password: 'trialhub-demo',
      name: 'Climber',
      ...escalation,
    });
    expect(signUp.status).toBeLessThan(500);
    const cookie = await world.server.signIn(email).catch(() => null);
    if (cookie) {
      const res = await world.call(null, 'GET', '/api/me', undefined, { cookie });
      expect(await res.json()).toMatchObject({ roles: [], isJudge: false });
    }
  });
});
