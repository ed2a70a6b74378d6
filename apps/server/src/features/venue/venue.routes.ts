import {
  checkInAnswerSchema,
  checkInBodySchema,
  createPairingBodySchema,
  deviceTokenSchema,
  forceBackAnswerSchema,
  forwardAnswerSchema,
  forwardCommandsBodySchema,
  grantLeaseBodySchema,
  keptCommandsSchema,
  pairingSchema,
  pairingTokenBodySchema,
  stageLeaseDetailSchema,
  stageLeaseStateSchema,
} from '@trialhub/domain';
import { Hono } from 'hono';
import { jsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { doc } from '../../http/describe.js';
import type { DeviceLeases } from './device-lease.js';
import type { Pairings } from './pairing.js';

/** The device token a venue laptop presents: `Authorization: Bearer <token>`. */
const bearer = (header: string | undefined) => /^Bearer ([A-Za-z0-9_-]{16,100})$/.exec(header ?? '')?.[1] ?? null;

/**
 * Venue mode (decision 085): /api/venue/… are the laptop's (no account: a pairing, then its device token);
 * /api/stages/:stageId/lease… the secretary's and admin's.
 */
export function venueRoutes(pairings: Pairings, leases: DeviceLeases) {
  return new Hono<AppEnv>()
    .post(
      '/venue/pairings',
      doc({
        summary:
          'A venue laptop asks to pair under its name: a pairing id, the secret it keeps, the code it shows (10 minutes)',
        body: createPairingBodySchema,
        response: pairingSchema,
        status: 201,
        security: ['anonymous'],
      }),
      async (c) => c.json(await pairings.create(await jsonBody(c, createPairingBodySchema)), 201),
    )
    .post(
      '/venue/pairings/:pairingId/token',
      doc({
        summary: "The laptop proves its pairing's secret, once a secretary entered its code: its device token (once)",
        body: pairingTokenBodySchema,
        response: deviceTokenSchema,
        responses: {
          403: 'wrong secret',
          404: 'unknown, expired or spent pairing',
          409: 'code not entered yet (pairingPending)',
        },
        security: ['anonymous'],
      }),
      async (c) => {
        const { secret } = await jsonBody(c, pairingTokenBodySchema);
        return c.json(await pairings.token(c.req.param('pairingId'), secret));
      },
    )
    .post(
      '/venue/stages/:stageId/commands',
      doc({
        summary:
          "The laptop forwards its log's commands: applied in its order exactly once; the answer is the highest sequence applied",
        body: forwardCommandsBodySchema,
        response: forwardAnswerSchema,
        responses: {
          401: 'no or unknown device token',
          409: 'the lease ended: the commands were kept aside (leaseEnded)',
        },
        security: ['deviceToken'],
      }),
      async (c) => {
        const body = await jsonBody(c, forwardCommandsBodySchema);
        return c.json(await leases.forward(bearer(c.req.header('authorization')), c.req.param('stageId'), body));
      },
    )
    .post(
      '/venue/stages/:stageId/check-in',
      doc({
        summary: "The laptop hands the stage back with its digest: equal to the server's, the lease is returned",
        body: checkInBodySchema,
        response: checkInAnswerSchema,
        responses: {
          401: 'no or unknown device token',
          409: 'digests differ (digestMismatch: the first rider) or lease ended',
        },
        security: ['deviceToken'],
      }),
      async (c) => {
        const body = await jsonBody(c, checkInBodySchema);
        return c.json(await leases.checkIn(bearer(c.req.header('authorization')), c.req.param('stageId'), body));
      },
    )
    .get(
      '/stages/:stageId/lease',
      doc({
        summary:
          "The stage's lease (admin, secretary): the venue laptop running it and since when, or null; the latest lease with its sequences and digest",
        response: stageLeaseDetailSchema,
        security: ['session'],
      }),
      async (c) => {
        c.header('cache-control', 'no-store');
        return c.json(await leases.state(c.get('viewer'), c.req.param('stageId')));
      },
    )
    .post(
      '/stages/:stageId/lease',
      doc({
        summary: 'Check the stage out to a venue laptop (admin, secretary): the code the laptop shows',
        body: grantLeaseBodySchema,
        response: stageLeaseStateSchema,
        responses: {
          400: 'wrong or used code (pairingCodeInvalid), expired code (pairingCodeExpired)',
          409: 'already checked out (stageCheckedOut)',
          429: '5 wrong codes: locked 10 minutes (pairingLocked)',
        },
        security: ['session'],
      }),
      async (c) => {
        const body = await jsonBody(c, grantLeaseBodySchema);
        return c.json(await pairings.grant(c.get('viewer'), c.req.param('stageId'), body));
      },
    )
    .get(
      '/stages/:stageId/lease/kept',
      doc({
        summary: 'Commands a forced-back laptop sent later under its revoked token (admin): kept aside, never applied',
        response: keptCommandsSchema,
        security: ['session'],
      }),
      async (c) => {
        c.header('cache-control', 'no-store');
        return c.json(await leases.kept(c.get('viewer'), c.req.param('stageId')));
      },
    )
    .post(
      '/stages/:stageId/lease/force-back',
      doc({
        summary:
          "An admin takes a lost laptop's stage back: token revoked; the highest sequence reported against received",
        response: forceBackAnswerSchema,
        responses: { 404: 'not checked out' },
        security: ['session'],
      }),
      async (c) => c.json(await leases.forceBack(c.get('viewer'), c.req.param('stageId'))),
    );
}
