import type { MatrixRow } from '../authorization-matrix.js';
import { waitingEntries } from '../../src/db/schema.js';
import { type MatrixRole, type MatrixWorld, matrixRoles, stage } from './matrix-world.js';

/** The matrix's rows for sign-on, entry limits and waiting lists (issue #39, decision 081). */
const EVERYONE = matrixRoles;
const SIGNED_IN = matrixRoles.filter((r) => r !== 'anonymous');
const SECRETARIES = ['secretary', 'admin'] as const;
const NOBODY = [] as const;
/** The demo's two riders with accounts are entered on today's stage. */
const ENTERED_TODAY = ['rider', 'otherRider'] as const;
const today = `/api/stages/${stage.today}`;
const draft = `/api/stages/${stage.draft}`;

/** A place on a waiting list of a stage whose registration has ended (nobody is promoted), written straight in. */
async function waiting(w: MatrixWorld, role: MatrixRole, stageId: string) {
  if (role === 'anonymous') return;
  await w.server.database.db
    .insert(waitingEntries)
    .values({
      stageId,
      userId: w.users[role].id,
      racingClass: 'Clubman',
      form: { ...w.entryForm('Clubman') },
      place: 1,
    })
    .onConflictDoNothing();
}

export const signOnMatrixRows: MatrixRow[] = [
  {
    route: 'GET /api/stages/:stageId/entry-limits',
    allow: EVERYONE,
    request: () => ({ path: `${today}/entry-limits` }),
  },
  {
    route: 'GET /api/stages/:stageId/entry-limits',
    case: 'draft stage',
    allow: SECRETARIES,
    request: () => ({ path: `${draft}/entry-limits` }),
  },
  {
    route: 'PUT /api/stages/:stageId/entry-limits',
    case: 'as the championship (no rules of its own)',
    allow: SECRETARIES,
    request: () => ({ path: `${draft}/entry-limits`, body: { rules: null } }),
  },
  {
    route: 'GET /api/stages/:stageId/entry-limits/championship',
    allow: SECRETARIES,
    request: () => ({ path: `${today}/entry-limits/championship` }),
  },
  {
    route: 'PUT /api/stages/:stageId/entry-limits/championship',
    case: 'none (as the demo has it)',
    allow: SECRETARIES,
    request: () => ({ path: `${draft}/entry-limits/championship`, body: { rules: null } }),
  },
  {
    route: 'GET /api/stages/:stageId/results/dns-proposal',
    allow: SECRETARIES,
    request: () => ({ path: `${today}/results/dns-proposal` }),
  },
  {
    route: 'POST /api/stages/:stageId/results/dns',
    case: 'a rider not proposed (nobody signed on): refused for everyone',
    allow: SECRETARIES,
    refusal: 'dnsNotProposed',
    request: (w) => ({ path: `${draft}/results/dns`, body: { participantIds: [w.users.rider.id] } }),
  },
  { route: 'GET /api/stages/:stageId/signon', allow: SECRETARIES, request: () => ({ path: `${today}/signon` }) },
  {
    route: 'POST /api/stages/:stageId/signon/:participantId/one-event-licence',
    case: 'a stage that asks for no licence: refused for everyone',
    allow: SECRETARIES,
    refusal: 'oneEventNotNeeded',
    request: (w) => ({ path: `${today}/signon/${w.users.rider.id}/one-event-licence` }),
  },
  {
    route: 'POST /api/stages/:stageId/signon/scan',
    case: "the demo rider's own code",
    allow: SECRETARIES,
    request: async (w) => {
      const { code } = await w.ok<{ code: string }>('rider', 'GET', `${today}/participants/me/signon`);
      return { path: `${today}/signon/scan`, body: { code } };
    },
  },
  {
    route: 'PUT /api/stages/:stageId/signon/:participantId',
    case: "the rider's own entry: only secretaries sign riders on (undo: changes nothing here)",
    allow: SECRETARIES,
    request: (w) => ({ path: `${today}/signon/${w.users.rider.id}`, body: { signedOn: false } }),
  },
  {
    route: 'PUT /api/stages/:stageId/signon/:participantId',
    case: "another stage's entry under this stage's path",
    allow: NOBODY,
    request: (w) => ({ path: `/api/stages/${stage.open}/signon/${w.users.rider.id}-none`, body: { signedOn: true } }),
  },
  {
    route: 'PUT /api/stages/:stageId/signon/:participantId/declarations/:kind',
    case: "clearing the rider's health declaration",
    allow: SECRETARIES,
    request: (w) => ({ path: `${today}/signon/${w.users.rider.id}/declarations/health`, body: { signer: null } }),
  },
  {
    route: 'GET /api/stages/:stageId/participants/me/signon',
    case: 'own entry: only the riders entered have a code',
    allow: ENTERED_TODAY,
    request: () => ({ path: `${today}/participants/me/signon` }),
  },
  {
    route: 'POST /api/stages/:stageId/waitlist',
    case: 'registration ended',
    allow: SIGNED_IN,
    refusal: 'registrationClosed',
    request: (w) => ({ path: `${today}/waitlist`, body: { form: w.entryForm('Clubman') } }),
  },
  {
    route: 'GET /api/stages/:stageId/waitlist/me',
    case: 'only the demo rider waits (on a past stage)',
    allow: ['rider'],
    request: async (w) => {
      await w.shared('rider-waiting', () => waiting(w, 'rider', stage.past).then(() => true));
      return { path: `/api/stages/${stage.past}/waitlist/me` };
    },
  },
  {
    route: 'DELETE /api/stages/:stageId/waitlist/me',
    case: 'own place (a fresh one per caller)',
    allow: SIGNED_IN,
    request: async (w, role) => {
      await waiting(w, role, stage.today);
      return { path: `${today}/waitlist/me` };
    },
  },
  {
    route: 'PUT /api/stages/:stageId/waitlist/order',
    case: 'the whole (empty) list of the draft stage, as it is',
    allow: SECRETARIES,
    request: () => ({ path: `${draft}/waitlist/order`, body: { userIds: [] } }),
  },
  {
    route: 'DELETE /api/stages/:stageId/waitlist/:userId',
    case: "the other rider's place (a fresh one per caller)",
    allow: SECRETARIES,
    // One caller after another: a caller's removal must not take the place the next one put back.
    serial: true,
    request: async (w) => {
      await waiting(w, 'otherRider', stage.today);
      return { path: `${today}/waitlist/${w.users.otherRider.id}` };
    },
  },
];
