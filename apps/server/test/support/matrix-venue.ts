import { stageDigest } from '../../src/features/stage-results/index.js';
import type { MatrixRow } from '../authorization-matrix.js';
import { type MatrixWorld, matrixRoles, stage } from './matrix-world.js';

/**
 * The matrix's rows for venue mode (decision 085), spread into `authorizationMatrix`. Each cell that checks
 * a stage out does so on a fresh draft stage of its own, so no other row finds a stage it edits checked out.
 */
const SECRETARIES = ['secretary', 'admin'] as const;

/** A fresh stage checked out to a fresh laptop: the stage's id and the laptop's device token. */
async function checkedOut(w: MatrixWorld): Promise<{ stageId: string; token: string }> {
  const stageId = await w.draftStage();
  const pairing = await w.ok<{ pairingId: string; secret: string; code: string }>(null, 'POST', '/api/venue/pairings', {
    deviceName: w.unique('Matrix laptop'),
  });
  await w.ok('secretary', 'POST', `/api/stages/${stageId}/lease`, { code: pairing.code });
  const { token } = await w.ok<{ token: string }>(null, 'POST', `/api/venue/pairings/${pairing.pairingId}/token`, {
    secret: pairing.secret,
  });
  return { stageId, token };
}

export const venueMatrixRows: MatrixRow[] = [
  {
    route: 'POST /api/venue/pairings',
    allow: matrixRoles,
    request: (w) => ({ path: '/api/venue/pairings', body: { deviceName: w.unique('Laptop') } }),
  },
  {
    route: 'POST /api/venue/pairings/:pairingId/token',
    case: 'the code not entered yet',
    allow: matrixRoles,
    refusal: 'pairingPending',
    request: async (w) => {
      const pairing = await w.ok<{ pairingId: string; secret: string }>(null, 'POST', '/api/venue/pairings', {
        deviceName: w.unique('Laptop'),
      });
      return { path: `/api/venue/pairings/${pairing.pairingId}/token`, body: { secret: pairing.secret } };
    },
  },
  {
    route: 'GET /api/stages/:stageId/lease',
    allow: SECRETARIES,
    request: () => ({ path: `/api/stages/${stage.today}/lease` }),
  },
  {
    route: 'POST /api/stages/:stageId/lease',
    case: 'a code no laptop shows',
    allow: SECRETARIES,
    refusal: 'pairingCodeInvalid',
    request: async (w) => ({ path: `/api/stages/${await w.draftStage()}/lease`, body: { code: 'ZZZZZZZZ' } }),
  },
  {
    route: 'GET /api/stages/:stageId/lease/kept',
    allow: ['admin'],
    request: () => ({ path: `/api/stages/${stage.today}/lease/kept` }),
  },
  {
    route: 'POST /api/stages/:stageId/lease/force-back',
    allow: ['admin'],
    request: async (w) => ({ path: `/api/stages/${(await checkedOut(w)).stageId}/lease/force-back` }),
  },
  {
    route: 'POST /api/venue/stages/:stageId/commands',
    case: "with the laptop's device token",
    allow: matrixRoles,
    request: async (w) => {
      const { stageId, token } = await checkedOut(w);
      return {
        path: `/api/venue/stages/${stageId}/commands`,
        body: { commands: [], holding: 0 },
        headers: { authorization: `Bearer ${token}` },
      };
    },
  },
  {
    route: 'POST /api/venue/stages/:stageId/commands',
    case: 'a session is not a device token',
    allow: [],
    request: async (w) => ({
      path: `/api/venue/stages/${(await checkedOut(w)).stageId}/commands`,
      body: { commands: [], holding: 0 },
    }),
  },
  {
    route: 'POST /api/venue/stages/:stageId/check-in',
    case: "with the laptop's device token",
    allow: matrixRoles,
    request: async (w) => {
      const { stageId, token } = await checkedOut(w);
      const { digest } = await stageDigest(w.server.database.db, stageId);
      return {
        path: `/api/venue/stages/${stageId}/check-in`,
        body: { digest },
        headers: { authorization: `Bearer ${token}` },
      };
    },
  },
  {
    route: 'POST /api/venue/stages/:stageId/check-in',
    case: 'a session is not a device token',
    allow: [],
    request: async (w) => {
      const { stageId } = await checkedOut(w);
      const { digest } = await stageDigest(w.server.database.db, stageId);
      return { path: `/api/venue/stages/${stageId}/check-in`, body: { digest } };
    },
  },
];
