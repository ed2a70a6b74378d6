import { notificationSettingsSchema, unsubscribeInfoSchema } from '@trialhub/domain';
import { Hono } from 'hono';
import { jsonBody } from '../http/app-error.js';
import type { AppEnv } from '../http/app-env.js';
import type { Notifications } from './notifications.js';
import { doc } from '../http/describe.js';

/**
 * The rider's mail choices, and the signed unsubscribe link of each mail: GET tells what it stops (the
 * web page asks to confirm), POST stops it — also the RFC 8058 one-click POST a mail client sends
 * (body `List-Unsubscribe=One-Click`, no cookies), which is why it needs no session: the token is the key.
 */
export function notificationsRoutes(notifications: Notifications) {
  return new Hono<AppEnv>()
    .get(
      '/me/notifications',
      doc({
        summary: 'My mail language and which notification kinds are on',
        response: notificationSettingsSchema,
        responses: { 401: 'signed out' },
      }),
      async (c) => {
        c.header('cache-control', 'no-store');
        return c.json(await notifications.settings(c.get('viewer')));
      },
    )
    .put(
      '/me/notifications',
      doc({
        summary: 'Change the mail language and the notification kinds',
        body: notificationSettingsSchema,
        response: notificationSettingsSchema,
        responses: { 200: 'the choices' },
      }),
      async (c) =>
        c.json(await notifications.updateSettings(c.get('viewer'), await jsonBody(c, notificationSettingsSchema))),
    )
    .get(
      '/mail/unsubscribe/:token',
      doc({
        summary: 'What a signed unsubscribe link stops, and whether it is still on',
        response: unsubscribeInfoSchema,
        responses: { 404: 'not a valid link' },
      }),
      async (c) => {
        c.header('cache-control', 'no-store');
        return c.json(await notifications.unsubscribeInfo(c.req.param('token')));
      },
    )
    .post(
      '/mail/unsubscribe/:token',
      doc({
        summary: 'Unsubscribe from one kind (also the RFC 8058 one-click POST; no session needed)',
        response: unsubscribeInfoSchema,
        responses: { 200: 'unsubscribed', 404: 'not a valid link' },
      }),
      async (c) => c.json(await notifications.unsubscribe(c.req.param('token'))),
    );
}
