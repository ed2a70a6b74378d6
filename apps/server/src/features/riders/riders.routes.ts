import {
  myRiderSchema,
  riderPageSchema,
  riderPrivacySchema,
  riderReviewGroupsSchema,
  riderSearchHitsSchema,
  riderSearchQuerySchema,
} from '@trialhub/domain';
import { Hono } from 'hono';
import { AppError, jsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { doc } from '../../http/describe.js';
import type { RidersService } from './riders.service.js';

/** Riders as people (issue #38, decision 071); roles are checked in the service. */
export function ridersRoutes(service: RidersService) {
  return new Hono<AppEnv>()
    .get(
      '/riders',
      doc({
        summary: "Secretary's rider search by name (case and diacritics ignored) or racing number (?q=)",
        response: riderSearchHitsSchema,
        responses: { 200: 'up to 20 riders', 400: 'no query' },
      }),
      async (c) => {
        const parsed = riderSearchQuerySchema.safeParse({ q: c.req.query('q') ?? '' });
        if (!parsed.success) throw AppError.fromZod(parsed.error);
        return c.json(await service.search(c.get('viewer'), parsed.data.q));
      },
    )
    .get(
      '/riders/review',
      doc({
        summary: 'Secretary: riders kept apart who share a name (to look at, and merge where they are one)',
        response: riderReviewGroupsSchema,
      }),
      async (c) => c.json(await service.review(c.get('viewer'))),
    )
    .get(
      '/me/rider',
      doc({ summary: "The signed-in rider's record and privacy choice", response: myRiderSchema }),
      async (c) => c.json(await service.myPrivacy(c.get('viewer'))),
    )
    .put(
      '/me/rider',
      doc({
        summary: 'The signed-in rider hides (or shows) their rider page from search engines and public lists',
        body: riderPrivacySchema,
        response: myRiderSchema,
        responses: { 404: 'no rider record yet (no entry)' },
      }),
      async (c) => {
        const { hidden } = await jsonBody(c, riderPrivacySchema);
        return c.json(await service.setMyPrivacy(c.get('viewer'), hidden));
      },
    )
    .get(
      '/riders/:riderId',
      doc({
        summary:
          "A rider's page: name, club, class, birth year (birth date, gender for secretaries), each stage ridden, championship positions, statistics",
        response: riderPageSchema,
        responses: { 404: 'unknown, or only on draft stages' },
      }),
      async (c) => {
        c.header('cache-control', 'no-cache');
        return c.json(await service.page(c.get('viewer'), c.req.param('riderId')));
      },
    );
}

/**
 * `/riders/entry/{stage}/{participant}` (outside /api, a page address): the link behind every rider name
 * in participants, results and standings, which know the entry, not the rider. A 302 to the rider's page
 * for an entry on a published stage; anything else falls through to the app's 'Page not found'.
 */
export function riderEntryRedirect(service: RidersService) {
  return new Hono<AppEnv>().get('/riders/entry/:stageId/:participantId', async (c, next) => {
    const { stageId, participantId } = c.req.param();
    const path = await service.entryPath(null, stageId, participantId).catch(() => null);
    if (!path) return next();
    c.header('cache-control', 'no-cache');
    return c.redirect(path, 302);
  });
}
