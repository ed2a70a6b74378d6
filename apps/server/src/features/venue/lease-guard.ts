import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/open-db.js';
import type { AppEnv } from '../../http/app-env.js';
import { refuseIfCheckedOut } from '../stage-results/index.js';

const STAGE_EDIT = /^\/api\/(?:stages\/([^/]+)\/(.+)|admin\/stages\/([^/]+))$/;

/**
 * What stays open on a checked-out stage (decision 085, point 4): the lease itself, a rider's own online
 * entry, withdrawal, payment and waiting list, riders' queries and their answers, and observers'
 * credentials. Every other write under the stage (corrections, statuses, penalties, provisional
 * publication, approval, standings, sign-on, participants, keyed entry and sheet import, judges, fees,
 * entry rules, start list, the stage's own settings) is refused; judges' phones write under
 * /api/judging/… and are not touched here.
 */
const OPEN = [
  /^lease(?:\/force-back)?$/,
  /^participants\/(?:join|me|me\/checkout)$/,
  /^waitlist(?:\/me)?$/,
  /^results\/[^/]+\/queries$/,
  /^queries\/[^/]+$/,
  /^observers(?:\/[^/]+\/(?:revoke|trainee)|\/refused\/[^/]+\/dismiss)?$/,
];

/**
 * One guard for every edit of a stage over HTTP: while the stage is checked out to a venue laptop, 409
 * `stageCheckedOut` with the laptop's name and the lease's start (the commands the server numbers are
 * refused again inside their transaction by runCommand). Callers without a session pass on to the route,
 * which refuses them as before (401/403), so the lease says nothing to strangers.
 */
export function leaseGuard(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    const match = STAGE_EDIT.exec(c.req.path);
    if (!match || !c.get('viewer')) return next();
    let stageId: string;
    try {
      stageId = decodeURIComponent(match[1] ?? match[3]!);
    } catch {
      return next(); // not a stage's id: the route answers 404
    }
    if (match[2] !== undefined && OPEN.some((open) => open.test(match[2]!))) return next();
    await refuseIfCheckedOut(db, stageId);
    return next();
  };
}
