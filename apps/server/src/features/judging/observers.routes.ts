import { observerCredentialInputSchema, observerSessionInputSchema } from '@trialhub/domain';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { jsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { clientIp } from '../../http/client-ip.js';
import { DELIVERY_GRACE_MS, OBSERVER_COOKIE, type ObserversService } from './observers.service.js';

/**
 * Observers without accounts (issue #17, decision 029): the secretary's credentials, the phone's
 * session (an HttpOnly cookie for /api), and the hand-off code. Roles are checked in the service.
 */
export function observersRoutes(service: ObserversService, options: { trustProxy: boolean; secureCookie: boolean }) {
  return new Hono<AppEnv>()
    .get('/stages/:stageId/observers', async (c) => {
      c.header('cache-control', 'no-store');
      return c.json(await service.list(c.get('viewer'), c.req.param('stageId')));
    })
    .post('/stages/:stageId/observers', async (c) => {
      const input = await jsonBody(c, observerCredentialInputSchema);
      c.header('cache-control', 'no-store');
      return c.json(await service.create(c.get('viewer'), c.req.param('stageId'), input), 201);
    })
    .post('/stages/:stageId/observers/:credentialId/revoke', async (c) => {
      const { stageId, credentialId } = c.req.param();
      await service.revoke(c.get('viewer'), stageId, credentialId);
      return c.body(null, 204);
    })
    .get('/observe/stages', async (c) => {
      c.header('cache-control', 'no-store');
      return c.json(await service.openStages());
    })
    .post('/observe/session', async (c) => {
      const input = await jsonBody(c, observerSessionInputSchema);
      const { session, expiresAt, ...opened } = await service.openSession(input, clientIp(c, options.trustProxy));
      // Until well after the credential ends: a phone must still deliver what it took before.
      setCookie(c, OBSERVER_COOKIE, session, {
        path: '/api',
        httpOnly: true,
        secure: options.secureCookie,
        sameSite: 'Strict',
        maxAge: Math.floor((expiresAt.getTime() - Date.now() + DELIVERY_GRACE_MS) / 1000),
      });
      c.header('cache-control', 'no-store');
      return c.json(opened);
    })
    .post('/observe/handoff', async (c) => {
      c.header('cache-control', 'no-store');
      return c.json(await service.handoff(getCookie(c, OBSERVER_COOKIE)));
    });
}
