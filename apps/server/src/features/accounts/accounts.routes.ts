import {
  accountRolesSchema,
  magicLinkFinishSchema,
  passwordResetRequestSchema,
  profileUpdateSchema,
  roleChangeSchema,
  setPasswordSchema,
  profileSchema,
  myResultsSchema,
} from '@trialhub/domain';
import { Hono } from 'hono';
import { timingSafeEqual } from 'node:crypto';
import { AppError, jsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { clientIp } from '../../http/client-ip.js';
import type { Db } from '../../db/open-db.js';
import { type AccountsService, changeRole } from './accounts.service.js';
import { doc } from '../../http/describe.js';

export function accountsRoutes(service: AccountsService, options: { trustProxy: number }) {
  return new Hono<AppEnv>()
    .get(
      '/me',
      doc({ summary: 'The signed-in profile', response: profileSchema, responses: { 401: 'signed out' } }),
      async (c) => c.json(await service.profile(c.get('viewer'))),
    )
    .patch(
      '/me',
      doc({
        summary: 'Change display name and judge flag',
        body: profileUpdateSchema,
        response: profileSchema,
        responses: { 200: 'the profile' },
      }),
      async (c) => c.json(await service.updateProfile(c.get('viewer'), await jsonBody(c, profileUpdateSchema))),
    )
    .get(
      '/me/results',
      doc({
        summary: 'My results: every stage entered, with place and points',
        response: myResultsSchema,
        responses: { 401: 'signed out' },
      }),
      async (c) => c.json(await service.myResults(c.get('viewer'))),
    )
    .post(
      '/account/set-password',
      doc({
        summary: 'Add a password to a Google or e-mail-link account',
        body: setPasswordSchema,
        status: 204,
        responses: { 204: 'set', 409: 'already has one' },
      }),
      async (c) => {
        const { newPassword } = await jsonBody(c, setPasswordSchema);
        await service.setPassword(c.get('viewer'), c.req.raw.headers, newPassword);
        return c.body(null, 204);
      },
    )
    .post(
      '/account/magic-link/finish',
      doc({
        summary: 'Complete an e-mail link sign-in (the e-mail must match)',
        body: magicLinkFinishSchema,
        status: 204,
        responses: { 204: 'signed in (cookies)' },
      }),
      async (c) => {
        const { token, email } = await jsonBody(c, magicLinkFinishSchema);
        const cookies = await service.finishMagicLink(c.req.raw.headers, token, email);
        return new Response(null, { status: 204, headers: cookies });
      },
    )
    .post(
      '/account/request-password-reset',
      doc({
        summary: 'Mail a reset link; 404 for an unknown address (spec §8)',
        body: passwordResetRequestSchema,
        status: 204,
        responses: { 204: 'sent', 404: 'no account', 429: 'rate limited' },
      }),
      async (c) => {
        const { email } = await jsonBody(c, passwordResetRequestSchema);
        await service.requestPasswordReset(clientIp(c, options.trustProxy), c.req.raw.headers, email);
        return c.body(null, 204);
      },
    );
}

/**
 * The users CLI's way into a running server on the embedded database (which only that process may
 * open): a token the server writes into its data dir, readable only by whoever can read that dir.
 */
export function internalRoutes(db: Db, adminToken: string | null) {
  return new Hono<AppEnv>().post(
    '/internal/roles',
    doc({
      summary:
        "The users CLI's way in on the embedded database: grant or revoke a role by e-mail (X-TrialHub-Admin-Token)",
      body: roleChangeSchema,
      security: ['adminToken'],
      response: accountRolesSchema,
      responses: { 200: 'the roles', 403: 'no or wrong token' },
    }),
    async (c) => {
      const given = Buffer.from(c.req.header('x-trialhub-admin-token') ?? '');
      const expected = Buffer.from(adminToken ?? '');
      if (!adminToken || given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new AppError('forbidden');
      const { email, role, grant } = await jsonBody(c, roleChangeSchema);
      return c.json({ roles: await changeRole(db, email, role, grant) });
    },
  );
}
