import {
  laptopCheckInSchema,
  laptopPairingBodySchema,
  laptopStateSchema,
  outboxQuerySchema,
  outboxSchema,
  pulledAnswerSchema,
  pulledBodySchema,
  uplinkReportSchema,
} from '@trialhub/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { AppError, jsonBody } from '../../../http/app-error.js';
import type { AppEnv } from '../../../http/app-env.js';
import { doc } from '../../../http/describe.js';
import type { LaptopVenue } from './laptop-venue.js';

const bearer = (header: string | undefined) => /^Bearer ([A-Za-z0-9_-]{16,100})$/.exec(header ?? '')?.[1] ?? null;

/**
 * A venue laptop's own routes (decision 085), under /api/venue/laptop: its staff's (the pairing, the
 * state race control shows, pulling the day again, check-in) and its forwarder's (the outbox, the commands
 * pulled from home, the uplink report; the lease's device token). On a server that is no venue laptop
 * (no VENUE_FEDERATION_URL) every one of them is a 404.
 */
export function laptopRoutes(laptop: LaptopVenue) {
  return new Hono<AppEnv>()
    .get(
      '/venue/laptop',
      doc({
        summary: "The venue laptop's state (its admin, secretaries): pairing code, the stage it holds, the uplink",
        response: laptopStateSchema,
        responses: { 404: 'not a venue laptop' },
        security: ['session'],
      }),
      async (c) => {
        c.header('cache-control', 'no-store');
        return c.json(await laptop.state(c.get('viewer')));
      },
    )
    .post(
      '/venue/laptop/pairing',
      doc({
        summary:
          'The laptop asks its federation server for a pairing under its name (its admin): the code to show until a secretary enters it',
        body: laptopPairingBodySchema,
        response: laptopStateSchema,
        responses: {
          404: 'not a venue laptop',
          409: 'the laptop holds a stage (laptopHoldsStage)',
          502: 'the federation server cannot be reached',
        },
        security: ['session'],
      }),
      async (c) => {
        const { deviceName } = await jsonBody(c, laptopPairingBodySchema);
        return c.json(await laptop.pair(c.get('viewer'), deviceName));
      },
    )
    .post(
      '/venue/laptop/pull',
      doc({
        summary: 'Pull the day again (online entries made at home since): only rows the laptop lacks are added',
        response: laptopStateSchema,
        responses: { 404: 'not a venue laptop, or it holds no stage', 502: 'the federation server cannot be reached' },
        security: ['session'],
      }),
      async (c) => c.json(await laptop.pullAgain(c.get('viewer'))),
    )
    .post(
      '/venue/laptop/check-in',
      doc({
        summary: "End the day: the laptop's digest against home's; equal, the stage goes home",
        response: laptopCheckInSchema,
        responses: {
          404: 'not a venue laptop, or it holds no stage',
          409: 'digests differ (commands still waiting) or the lease ended',
          502: 'the federation server cannot be reached',
        },
        security: ['session'],
      }),
      async (c) => c.json(await laptop.checkIn(c.get('viewer'))),
    )
    .get(
      '/venue/laptop/outbox',
      doc({
        summary:
          "The forwarder reads the laptop's own commands of its stage in log order, numbered as forward sequences (?after=&limit=)",
        response: outboxSchema,
        responses: { 401: "no or wrong device token (the lease's)", 404: 'not a venue laptop' },
        security: ['deviceToken'],
      }),
      async (c) => {
        const query = outboxQuerySchema.safeParse(c.req.query());
        if (!query.success) throw AppError.fromZod(query.error);
        c.header('cache-control', 'no-store');
        return c.json(await laptop.outbox(bearer(c.req.header('authorization')), query.data.after, query.data.limit));
      },
    )
    .post(
      '/venue/laptop/pulled',
      doc({
        summary: 'The forwarder hands over commands recorded at home (phones’ ops): applied here once by their ids',
        body: pulledBodySchema,
        response: pulledAnswerSchema,
        responses: { 401: "no or wrong device token (the lease's)", 404: 'not a venue laptop' },
        security: ['deviceToken'],
      }),
      async (c) => {
        const body = await jsonBody(c, pulledBodySchema);
        return c.json(await laptop.pulled(bearer(c.req.header('authorization')), body.commands, body.cursor));
      },
    )
    .post(
      '/venue/laptop/uplink',
      doc({
        summary: "The forwarder's report after a round: connected, the highest sequence home holds, when",
        body: uplinkReportSchema,
        response: z.object({ ok: z.literal(true) }),
        responses: { 401: "no or wrong device token (the lease's)", 404: 'not a venue laptop' },
        security: ['deviceToken'],
      }),
      async (c) => {
        const body = await jsonBody(c, uplinkReportSchema);
        return c.json(laptop.report(bearer(c.req.header('authorization')), body));
      },
    );
}
