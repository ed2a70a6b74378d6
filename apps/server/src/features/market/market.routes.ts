import { adStatusBodySchema } from '@trialhub/domain';
import { Hono } from 'hono';
import { AppError, jsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import type { MarketService } from './market.service.js';

/**
 * /api/market/… — roles and ownership are checked in the service. The photo is uploaded first to
 * /api/files?kind=ad-image (type by content, 6 MB, re-encoded and thumbnailed there); the ad names it.
 */
export function marketRoutes(service: MarketService) {
  return new Hono<AppEnv>()
    .get('/market/ads', async (c) => {
      c.header('cache-control', 'no-cache');
      return c.json(await service.list(c.get('viewer'), c.req.query()));
    })
    .get('/market/my-ads', async (c) => {
      c.header('cache-control', 'no-store');
      return c.json(await service.mine(c.get('viewer')));
    })
    .get('/market/ads/:id', async (c) => {
      c.header('cache-control', 'no-cache');
      return c.json(await service.get(c.get('viewer'), c.req.param('id')));
    })
    .post('/market/ads', async (c) => c.json(await service.create(c.get('viewer'), await anyJson(c.req.raw)), 201))
    .put('/market/ads/:id', async (c) =>
      c.json(await service.edit(c.get('viewer'), c.req.param('id'), await anyJson(c.req.raw))),
    )
    .patch('/market/ads/:id/status', async (c) => {
      const { status } = await jsonBody(c, adStatusBodySchema);
      return c.json(await service.setStatus(c.get('viewer'), c.req.param('id'), status));
    })
    .post('/market/ads/:id/remove', async (c) => c.json(await service.moderate(c.get('viewer'), c.req.param('id'))))
    .delete('/market/ads/:id', async (c) => {
      await service.remove(c.get('viewer'), c.req.param('id'));
      return c.body(null, 204);
    });
}

/** The body as JSON; the service validates it (after checking who is asking: a visitor gets 401, not 400). */
async function anyJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new AppError('badRequest');
  }
}
