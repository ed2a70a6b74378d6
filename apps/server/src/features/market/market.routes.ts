import {
  adFormSchema,
  adListQuerySchema,
  adStatusBodySchema,
  marketAdPageSchema,
  marketAdSchema,
} from '@trialhub/domain';
import { z } from 'zod';
import { Hono } from 'hono';
import { AppError, jsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import type { ReadVersions } from '../../http/read-versions.js';
import type { TopicReadCache } from '../../http/topic-cache.js';
import type { MarketService } from './market.service.js';
import { doc } from '../../http/describe.js';

/**
 * /api/market/… — roles and ownership are checked in the service. The photo is uploaded first to
 * /api/files?kind=ad-image (type by content, 6 MB, re-encoded and thumbnailed there); the ad names it.
 * The list and an ad answer with an ETag (decision 032).
 */
export function marketRoutes(service: MarketService, cache: TopicReadCache, versions: ReadVersions) {
  return new Hono<AppEnv>()
    .get(
      '/market/ads',
      doc({
        summary: 'Ads on sale (?category, q, minPrice, maxPrice, sort=newest|priceAsc|priceDesc, page). ETag, 304',
        response: marketAdPageSchema,
        responses: { 200: 'a page of ads', 400: 'bad query' },
      }),
      async (c) => {
        const viewer = c.get('viewer');
        // Checked before the ETag: a refused query gets its 400, never a version.
        const parsed = adListQuerySchema.safeParse(c.req.query());
        if (!parsed.success) throw AppError.fromZod(parsed.error);
        return cache.respondAt(c, {
          // Each viewer's own ads say isOwn: a signed-in view is theirs alone.
          key: `ads:${JSON.stringify(parsed.data)}:${viewer?.userId ?? 'public'}`,
          version: await versions.adsOnSale(),
          shared: !viewer,
          build: () => service.list(viewer, c.req.query()),
        });
      },
    )
    .get(
      '/market/my-ads',
      doc({
        summary: "The caller's ads, sold and removed ones too",
        response: z.array(marketAdSchema),
        responses: { 401: 'signed out' },
      }),
      async (c) => {
        c.header('cache-control', 'no-store');
        return c.json(await service.mine(c.get('viewer')));
      },
    )
    .get(
      '/market/ads/:id',
      doc({
        summary: 'One ad (removed: seller and admins only). ETag, 304',
        response: marketAdSchema,
        responses: { 404: 'not found', 410: 'its seller deleted it' },
      }),
      async (c) => {
        const viewer = c.get('viewer');
        const id = c.req.param('id');
        return cache.respondAt(c, {
          key: `ad:${id}:${viewer?.userId ?? 'public'}`,
          version: await versions.marketAd(viewer, id),
          shared: !viewer,
          build: () => service.get(viewer, id),
        });
      },
    )
    .post(
      '/market/ads',
      doc({
        summary: 'Post an ad (signed in; photo uploaded first as kind=ad-image; rate limited)',
        body: adFormSchema,
        response: marketAdSchema,
        status: 201,
        responses: { 201: 'created', 400: 'invalid', 429: 'too many' },
      }),
      async (c) => c.json(await service.create(c.get('viewer'), await anyJson(c.req.raw)), 201),
    )
    .put(
      '/market/ads/:id',
      doc({ summary: 'Edit own ad', body: adFormSchema, response: marketAdSchema, responses: { 200: 'saved' } }),
      async (c) => c.json(await service.edit(c.get('viewer'), c.req.param('id'), await anyJson(c.req.raw))),
    )
    .patch(
      '/market/ads/:id/status',
      doc({ summary: 'Mark own ad sold or back on sale', body: adStatusBodySchema, response: marketAdSchema }),
      async (c) => {
        const { status } = await jsonBody(c, adStatusBodySchema);
        return c.json(await service.setStatus(c.get('viewer'), c.req.param('id'), status));
      },
    )
    .post(
      '/market/ads/:id/remove',
      doc({ summary: 'Remove an ad (admin moderation; the seller sees it as removed)', response: marketAdSchema }),
      async (c) => c.json(await service.moderate(c.get('viewer'), c.req.param('id'))),
    )
    .delete(
      '/market/ads/:id',
      doc({ summary: 'Delete own ad (and its photo)', status: 204, responses: { 204: 'deleted' } }),
      async (c) => {
        await service.remove(c.get('viewer'), c.req.param('id'));
        return c.body(null, 204);
      },
    );
}

/** The body as JSON; the service validates it (after checking who is asking: a visitor gets 401, not 400). */
async function anyJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new AppError('badRequest');
  }
}
