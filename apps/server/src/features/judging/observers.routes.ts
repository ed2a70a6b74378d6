import {
  createdObserverCredentialSchema,
  observerCredentialInputSchema,
  observerCredentialsSchema,
  observerHandoffSchema,
  observerSessionSchema,
  observerHandoffInputSchema,
  observerSessionInputSchema,
  observerTraineeInputSchema,
  observeStagesSchema,
} from '@trialhub/domain';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { jsonBody, optionalJsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { clientIp } from '../../http/client-ip.js';
import { DELIVERY_GRACE_MS, OBSERVER_COOKIE, type ObserversService } from './observers.service.js';
import { doc } from '../../http/describe.js';

/**
 * Observers without accounts (issue #17, decision 029): the secretary's credentials, the phone's
 * session (an HttpOnly cookie for /api), and the hand-off code. Roles are checked in the service.
 */
export function observersRoutes(service: ObserversService, options: { trustProxy: number; secureCookie: boolean }) {
  return new Hono<AppEnv>()
    .get(
      '/stages/:stageId/observers',
      doc({
        summary: "The stage's observer credentials (no secrets) with their phones (secretary)",
        response: observerCredentialsSchema,
      }),
      async (c) => {
        c.header('cache-control', 'no-store');
        return c.json(await service.list(c.get('viewer'), c.req.param('stageId')));
      },
    )
    .post(
      '/stages/:stageId/observers',
      doc({
        summary: 'Create an observer credential: link token and PIN, shown once (secretary)',
        body: observerCredentialInputSchema,
        response: createdObserverCredentialSchema,
        status: 201,
        responses: { 201: 'the credential with its token and PIN' },
      }),
      async (c) => {
        const input = await jsonBody(c, observerCredentialInputSchema);
        c.header('cache-control', 'no-store');
        return c.json(await service.create(c.get('viewer'), c.req.param('stageId'), input), 201);
      },
    )
    .post(
      '/stages/:stageId/observers/:credentialId/revoke',
      doc({
        summary: 'Revoke an observer credential at once (secretary); taps taken before still arrive',
        status: 204,
        responses: { 204: 'revoked' },
      }),
      async (c) => {
        const { stageId, credentialId } = c.req.param();
        await service.revoke(c.get('viewer'), stageId, credentialId);
        return c.body(null, 204);
      },
    )
    .put(
      '/stages/:stageId/observers/:credentialId/trainee',
      doc({
        summary:
          "Mark an observer credential as a trainee's (scores kept and compared, never counted) or not, while none of its phones has sent a score (secretary)",
        body: observerTraineeInputSchema,
        status: 204,
        responses: { 204: 'marked', 404: 'no such credential', 409: 'its phones already sent scores' },
      }),
      async (c) => {
        const { trainee } = await jsonBody(c, observerTraineeInputSchema);
        const { stageId, credentialId } = c.req.param();
        await service.setTrainee(c.get('viewer'), stageId, credentialId, trainee);
        return c.body(null, 204);
      },
    )
    .get(
      '/observe/stages',
      doc({ summary: 'Stages with observer credentials open now (the PIN page)', response: observeStagesSchema }),
      async (c) => {
        c.header('cache-control', 'no-store');
        return c.json(await service.openStages());
      },
    )
    .post(
      '/observe/session',
      doc({
        summary:
          "Open an observer credential on this phone (link token, PIN, or a hand-off code): sets the phone's session cookie",
        body: observerSessionInputSchema,
        response: observerSessionSchema,
        responses: { 200: 'where the judge app opens', 400: 'wrong, expired or revoked', 429: 'too many guesses' },
      }),
      async (c) => {
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
      },
    )
    .post(
      '/observe/handoff',
      doc({
        summary:
          "A one-time code for another phone to take this observer phone's section over; the body may name the operations the phone still holds",
        body: observerHandoffInputSchema,
        response: observerHandoffSchema,
        optionalBody: true,
        responses: { 200: 'the code', 401: 'no observer session' },
      }),
      async (c) => {
        const { held } = await optionalJsonBody(c, observerHandoffInputSchema);
        c.header('cache-control', 'no-store');
        return c.json(await service.handoff(getCookie(c, OBSERVER_COOKIE), held ?? []));
      },
    );
}
