import type { MatrixRow } from '../authorization-matrix.js';
import { camt053 } from './camt053.js';
import { matrixRoles, stage } from './matrix-world.js';

/** The matrix's rows for entry fees and payments (issue #39), spread into `authorizationMatrix`. */
const EVERYONE = matrixRoles;
const SECRETARIES = ['secretary', 'admin'] as const;
const NOBODY = [] as const;
/** The demo's two riders with accounts are entered on today's stage. */
const ENTERED_TODAY = ['rider', 'otherRider'] as const;
const today = `/api/stages/${stage.today}`;
const draft = `/api/stages/${stage.draft}`;

export const moneyMatrixRows: MatrixRow[] = [
  { route: 'GET /api/stages/:stageId/fees', allow: EVERYONE, request: () => ({ path: `${today}/fees` }) },
  {
    route: 'GET /api/stages/:stageId/fees',
    case: 'draft stage',
    allow: SECRETARIES,
    request: () => ({ path: `${draft}/fees` }),
  },
  {
    route: 'PUT /api/stages/:stageId/fees',
    case: 'as the championship (no fees of its own)',
    allow: SECRETARIES,
    request: () => ({ path: `${draft}/fees`, body: { settings: null } }),
  },
  {
    route: 'PUT /api/stages/:stageId/fees/championship',
    case: 'the championship default, set from its draft stage (none: stages keep their own)',
    allow: SECRETARIES,
    request: () => ({ path: `${draft}/fees/championship`, body: { settings: null } }),
  },
  {
    route: 'GET /api/stages/:stageId/fees/quote',
    allow: EVERYONE,
    request: () => ({ path: `${today}/fees/quote?racingClass=Expert&team=Kalni%C5%86i` }),
  },
  {
    route: 'GET /api/stages/:stageId/fees/quote',
    case: 'draft stage',
    allow: SECRETARIES,
    request: () => ({ path: `${draft}/fees/quote?racingClass=Expert` }),
  },
  {
    route: 'GET /api/stages/:stageId/participants/me/payment',
    case: 'own entry: only the riders entered have one',
    allow: ENTERED_TODAY,
    request: () => ({ path: `${today}/participants/me/payment` }),
  },
  { route: 'GET /api/stages/:stageId/payments', allow: SECRETARIES, request: () => ({ path: `${today}/payments` }) },
  {
    route: 'PUT /api/stages/:stageId/payments/:participantId',
    case: "the rider's own entry: only secretaries record payments (free stage: waived)",
    allow: SECRETARIES,
    request: (w) => ({ path: `${today}/payments/${w.users.rider.id}`, body: { status: 'unpaid' } }),
  },
  {
    route: 'PUT /api/stages/:stageId/payments/:participantId',
    case: "another stage's entry under this stage's path",
    allow: NOBODY,
    request: (w) => ({
      path: `/api/stages/${stage.open}/payments/${w.users.rider.id}-none`,
      body: { status: 'unpaid' },
    }),
  },
  {
    route: 'POST /api/payments/statement',
    case: 'a statement whose reference names no entry (changes nothing)',
    allow: SECRETARIES,
    request: () => ({
      path: '/api/payments/statement',
      body: { xml: camt053([{ amount: '10.00', reference: 'RF18539007547034', bankRef: 'MATRIX' }]) },
    }),
  },
  {
    route: 'GET /api/stages/:stageId/payments/:participantId/invoice.pdf',
    case: "the rider's own entry (today's stage is free: nothing to pay) — the rider and secretaries only",
    allow: ['rider', 'secretary', 'admin'],
    refusal: 'nothingToPay',
    request: (w) => ({ path: `${today}/payments/${w.users.rider.id}/invoice.pdf?lang=en` }),
  },
  {
    route: 'GET /api/stages/:stageId/payments/:participantId/receipt.pdf',
    case: 'an entry paid in cash on the open stage: secretaries (the entry is no account of the callers)',
    allow: SECRETARIES,
    request: async (w) => {
      const id = await w.shared('receiptEntry', async () => {
        await w.ok('secretary', 'PUT', `/api/stages/${stage.open}/fees`, { settings: { otherClassesCents: 100 } });
        const entry = await w.entry(stage.open);
        await w.ok('secretary', 'PUT', `/api/stages/${stage.open}/payments/${entry}`, {
          status: 'paid',
          method: 'cash',
        });
        return entry;
      });
      return { path: `/api/stages/${stage.open}/payments/${id}/receipt.pdf?lang=lv` };
    },
  },
  {
    route: 'POST /api/stages/:stageId/participants/me/checkout',
    case: 'own entry: only the riders entered (this server takes no online payments: they are told so)',
    allow: ENTERED_TODAY,
    refusal: 'onlinePaymentOff',
    request: () => ({ path: `${today}/participants/me/checkout`, body: { returnPath: '/my-entries' } }),
  },
  {
    route: 'POST /api/payments/online/webhook',
    case: 'no role opens it: only a notification signed with the provider’s secret (off here: 404)',
    allow: NOBODY,
    request: () => ({
      path: '/api/payments/online/webhook',
      body: { id: 'evt_matrix', type: 'checkout.session.completed' },
    }),
  },
];
