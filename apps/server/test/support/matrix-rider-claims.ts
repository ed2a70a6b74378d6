import { eq } from 'drizzle-orm';
import { riderClaims, riders, participants } from '../../src/db/schema.js';
import type { MatrixRow } from '../authorization-matrix.js';
import { type MatrixRole, type MatrixWorld, matrixRoles, stage } from './matrix-world.js';

/** The matrix's rows for claims, merges, splits and dismissed namesakes (decision 080). */
const SIGNED_IN = matrixRoles.filter((r) => r !== 'anonymous');
const SECRETARIES = ['secretary', 'admin'] as const;
/** Riders that already ride: a claimed record joins their rider (other accounts keep having none). */
const RIDERS = ['rider', 'otherRider'] as const;

/** A rider record without an account, with `entries` entries on the draft stage; written straight in. */
async function record(w: MatrixWorld, entries = 0, email: string | null = null): Promise<string> {
  const id = w.unique('r-matrix');
  await w.server.database.db.insert(riders).values({ id, name: 'Matrix Record', birthDate: '2000-02-02', email });
  for (let i = 0; i < entries; i++)
    await w.server.database.db.insert(participants).values({
      stageId: stage.draft,
      id: w.unique('ext-matrix'),
      name: 'Matrix Record',
      racingClass: 'Youth',
      birthDate: '2000-02-02',
      riderId: id,
    });
  return id;
}

/** A claim waiting for a secretary, by a new account. */
async function pendingClaim(w: MatrixWorld): Promise<string> {
  const user = await w.newUser('claimant', false);
  const id = w.unique('rc-matrix');
  await w.server.database.db
    .insert(riderClaims)
    .values({ id, riderId: await record(w), userId: user.id, match: 'nameAndBirthDate' });
  return id;
}

const ownEmail = (w: MatrixWorld, role: MatrixRole) =>
  (RIDERS as readonly MatrixRole[]).includes(role) ? w.users[role as 'rider'].email : w.users.rider.email;

export const riderClaimsMatrixRows: MatrixRow[] = [
  {
    route: 'GET /api/previews/riders/:riderId/rider.png',
    case: 'a rider of published stages: everyone (the card shows what the page shows)',
    allow: matrixRoles,
    request: async (w) => {
      const [row] = await w.server.database.db
        .select({ riderId: participants.riderId })
        .from(participants)
        .where(eq(participants.stageId, stage.today));
      return { path: `/api/previews/riders/${row!.riderId}/rider.png` };
    },
  },
  {
    route: 'GET /api/club-pages/:clubId',
    allow: matrixRoles,
    request: () => ({ path: `/api/club-pages/${encodeURIComponent('MK Trial Rīga')}` }),
  },
  {
    route: 'GET /api/me/rider-claims',
    allow: SIGNED_IN,
    request: () => ({ path: '/api/me/rider-claims?birthDate=2000-02-02' }),
  },
  {
    route: 'POST /api/me/rider-claims',
    case: "a record with the rider's own e-mail: his to claim; anyone else is not offered it (404)",
    allow: RIDERS,
    request: async (w, role, allowed) => {
      const riderId = await w.forCell(allowed, 'claim-rider-mail', () => record(w, 0, ownEmail(w, role)));
      return { path: '/api/me/rider-claims', body: { riderId } };
    },
  },
  { route: 'GET /api/rider-claims', allow: SECRETARIES, request: () => ({ path: '/api/rider-claims' }) },
  {
    route: 'POST /api/rider-claims/:claimId/approve',
    allow: SECRETARIES,
    request: async (w, _role, allowed) => ({
      path: `/api/rider-claims/${await w.forCell(allowed, 'claim-pending', () => pendingClaim(w))}/approve`,
    }),
  },
  {
    route: 'POST /api/rider-claims/:claimId/refuse',
    allow: SECRETARIES,
    request: async (w, _role, allowed) => ({
      path: `/api/rider-claims/${await w.forCell(allowed, 'claim-pending-refuse', () => pendingClaim(w))}/refuse`,
    }),
  },
  {
    route: 'POST /api/riders/review/dismiss',
    allow: SECRETARIES,
    request: async (w, _role, allowed) => ({
      path: '/api/riders/review/dismiss',
      body: {
        riderIds: await w.forCell(allowed, 'dismiss-pair', async () => [await record(w), await record(w)]),
      },
    }),
  },
  {
    route: 'POST /api/riders/:riderId/merge',
    allow: SECRETARIES,
    request: async (w, _role, allowed) => {
      const [from, into] = await w.forCell(allowed, 'merge-pair', async () => [await record(w, 1), await record(w)]);
      return { path: `/api/riders/${from}/merge`, body: { into } };
    },
  },
  {
    route: 'POST /api/riders/:riderId/split',
    allow: SECRETARIES,
    request: async (w, _role, allowed) => {
      const riderId = await w.forCell(allowed, 'split-rider', () => record(w, 2));
      const [entry] = await w.server.database.db
        .select({ id: participants.id })
        .from(participants)
        .where(eq(participants.riderId, riderId));
      return {
        path: `/api/riders/${riderId}/split`,
        body: { entries: [{ stageId: stage.draft, participantId: entry!.id }] },
      };
    },
  },
];
