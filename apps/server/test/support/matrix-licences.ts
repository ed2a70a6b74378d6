import { eq } from 'drizzle-orm';
import type { MatrixRow } from '../authorization-matrix.js';
import { championships, participants, permanentNumbers, riderLicences, riders } from '../../src/db/schema.js';
import { type MatrixWorld, matrixRoles, stage } from './matrix-world.js';

/** The matrix's rows for licences, entry rules and permanent numbers (issue #38, decision 079). */
const EVERYONE = matrixRoles;
const SIGNED_IN = matrixRoles.filter((r) => r !== 'anonymous');
const SECRETARIES = ['secretary', 'admin'] as const;
const CUP = '/api/championships/demo-baltic-cup';

/** A rider of today's stage (an existing record; licences added to it change no other row's answer). */
const someRider = (w: MatrixWorld) =>
  w.shared('licences-rider', async () => {
    const [row] = await w.server.database.db
      .select({ riderId: participants.riderId })
      .from(participants)
      .where(eq(participants.stageId, stage.today));
    return row!.riderId!;
  });

/** A fresh rider per cell (a licence to remove, a number to take back). */
const freshRider = async (w: MatrixWorld) => {
  const id = w.unique('r-matrix-licence');
  await w.server.database.db.insert(riders).values({ id, name: 'Matrix Licence', birthDate: '1990-01-01' });
  return id;
};

const licence = { federation: 'club', kind: 'training', number: null, validFrom: '2026-01-01', validTo: '2026-12-31' };

export const licencesMatrixRows: MatrixRow[] = [
  {
    route: 'GET /api/riders/:riderId/licences',
    allow: SECRETARIES,
    request: async (w) => ({ path: `/api/riders/${await someRider(w)}/licences` }),
  },
  {
    route: 'POST /api/riders/:riderId/licences',
    allow: SECRETARIES,
    request: async (w) => ({ path: `/api/riders/${await freshRider(w)}/licences`, body: licence }),
  },
  {
    route: 'DELETE /api/riders/:riderId/licences/:licenceId',
    allow: SECRETARIES,
    request: async (w) => {
      const riderId = await freshRider(w);
      const [row] = await w.server.database.db
        .insert(riderLicences)
        .values({ riderId, federation: 'club', kind: 'training', validFrom: '2026-01-01', validTo: '2026-12-31' })
        .returning({ id: riderLicences.id });
      return { path: `/api/riders/${riderId}/licences/${row!.id}` };
    },
  },
  {
    route: 'PUT /api/riders/:riderId/licences/:licenceId',
    allow: SECRETARIES,
    request: async (w) => {
      const riderId = await freshRider(w);
      const [row] = await w.server.database.db
        .insert(riderLicences)
        .values({ riderId, federation: 'club', kind: 'training', validFrom: '2026-01-01', validTo: '2026-12-31' })
        .returning({ id: riderLicences.id });
      return { path: `/api/riders/${riderId}/licences/${row!.id}`, body: { ...licence, kind: 'season' } };
    },
  },
  {
    route: 'POST /api/licences/import',
    case: 'preview (writes nothing)',
    allow: SECRETARIES,
    request: () => ({
      path: '/api/licences/import',
      body: { csv: 'Name;Birth date;Valid to\nNobody;1990-01-01;2026-12-31', federation: 'LaMSF', commit: false },
    }),
  },
  {
    route: 'GET /api/championships/:championshipId/entry-rules',
    allow: EVERYONE,
    request: () => ({ path: `${CUP}/entry-rules` }),
  },
  {
    route: 'PUT /api/championships/:championshipId/entry-rules',
    case: 'no rules (as the demo has)',
    allow: SECRETARIES,
    request: () => ({ path: `${CUP}/entry-rules`, body: {} }),
  },
  {
    route: 'GET /api/stages/:stageId/entry-rules',
    allow: EVERYONE,
    request: () => ({ path: `/api/stages/${stage.open}/entry-rules` }),
  },
  {
    route: 'GET /api/stages/:stageId/entry-rules',
    case: 'draft stage',
    allow: SECRETARIES,
    request: () => ({ path: `/api/stages/${stage.draft}/entry-rules` }),
  },
  {
    route: 'PUT /api/stages/:stageId/entry-rules',
    case: "as the championship's",
    allow: SECRETARIES,
    request: () => ({ path: `/api/stages/${stage.draft}/entry-rules`, body: { settings: null } }),
  },
  {
    route: 'GET /api/stages/:stageId/licence-check',
    case: "the caller's own rider",
    allow: SIGNED_IN,
    request: () => ({ path: `/api/stages/${stage.open}/licence-check` }),
  },
  {
    route: 'GET /api/stages/:stageId/licence-check',
    case: 'a rider the secretary picked',
    allow: SECRETARIES,
    request: async (w) => ({ path: `/api/stages/${stage.open}/licence-check?riderId=${await someRider(w)}` }),
  },
  {
    route: 'GET /api/permanent-numbers/:institutionId/:championshipSlug',
    allow: EVERYONE,
    request: async (w) => {
      const [cup] = await w.server.database.db
        .select({ slug: championships.slug })
        .from(championships)
        .where(eq(championships.id, 'demo-baltic-cup'));
      return { path: `/api/permanent-numbers/demo/${cup!.slug}` };
    },
  },
  {
    route: 'GET /api/championships/:championshipId/permanent-numbers/riders',
    allow: SECRETARIES,
    request: () => ({ path: `${CUP}/permanent-numbers/riders` }),
  },
  {
    route: 'POST /api/championships/:championshipId/permanent-numbers/request',
    case: 'the demo championship issues none',
    allow: SIGNED_IN,
    refusal: 'numbersNotIssued',
    request: () => ({ path: `${CUP}/permanent-numbers/request`, body: { number: 99 } }),
  },
  {
    route: 'POST /api/championships/:championshipId/permanent-numbers',
    case: 'the demo championship issues none',
    allow: SECRETARIES,
    refusal: 'numbersNotIssued',
    request: async (w) => ({ path: `${CUP}/permanent-numbers`, body: { riderId: await someRider(w), number: 99 } }),
  },
  {
    route: 'DELETE /api/championships/:championshipId/permanent-numbers/:riderId',
    allow: SECRETARIES,
    request: async (w) => {
      const riderId = await freshRider(w);
      await w.server.database.db
        .insert(permanentNumbers)
        .values({ championshipId: 'demo-baltic-cup', riderId, number: w.racingNumber() });
      return { path: `${CUP}/permanent-numbers/${riderId}` };
    },
  },
];
