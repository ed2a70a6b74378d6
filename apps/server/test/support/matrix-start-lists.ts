import type { MatrixRow } from '../authorization-matrix.js';
import { matrixRoles, stage } from './matrix-world.js';

/** The matrix's rows for start lists (issue #39) and the translated standings export (issue #41), spread into `authorizationMatrix`. */
const SECRETARIES = ['secretary', 'admin'] as const;
const today = `/api/stages/${stage.today}`;
const draft = `/api/stages/${stage.draft}`;
const block = { classes: ['Expert'], startTime: '10:00', intervalMinutes: 1, groupSize: 1, order: 'number' };

export const startListMatrixRows: MatrixRow[] = [
  {
    route: 'GET /api/stages/:stageId/start-list',
    allow: matrixRoles,
    request: () => ({ path: `${today}/start-list` }),
  },
  {
    route: 'GET /api/stages/:stageId/start-list',
    case: 'draft stage',
    allow: SECRETARIES,
    request: () => ({ path: `${draft}/start-list` }),
  },
  {
    route: 'PUT /api/stages/:stageId/start-list',
    allow: SECRETARIES,
    request: () => ({ path: `${draft}/start-list`, body: { blocks: [block] } }),
  },
  {
    route: 'GET /api/championships/:championshipId/standings/markdown',
    allow: SECRETARIES,
    request: () => ({ path: '/api/championships/demo-baltic-cup/standings/markdown?lang=lv' }),
  },
];
