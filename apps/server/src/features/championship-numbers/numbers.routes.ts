import {
  championshipRidersSchema,
  permanentNumberSchema,
  permanentNumberAssignSchema,
  permanentNumberRequestSchema,
  permanentNumbersPageSchema,
} from '@trialhub/domain';
import { Hono } from 'hono';
import { jsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { doc } from '../../http/describe.js';
import type { NumbersService } from './numbers.service.js';

/** Permanent championship numbers (issue #38, decision 079); roles are checked in the service. */
export function numbersRoutes(service: NumbersService) {
  return new Hono<AppEnv>()
    .get(
      '/permanent-numbers/:institutionId/:championshipSlug',
      doc({
        summary:
          "A championship's public list of allocated permanent numbers, by its page address (holders who hid their page unnamed)",
        response: permanentNumbersPageSchema,
      }),
      async (c) => c.json(await service.list(c.req.param('institutionId'), c.req.param('championshipSlug'))),
    )
    .get(
      '/championships/:championshipId/permanent-numbers/riders',
      doc({
        summary: "Secretary: the championship's riders and the permanent numbers they hold",
        response: championshipRidersSchema,
      }),
      async (c) => c.json(await service.riders(c.get('viewer'), c.req.param('championshipId'))),
    )
    .post(
      '/championships/:championshipId/permanent-numbers/request',
      doc({
        summary: 'The signed-in rider asks for a permanent number (given when eligible and free)',
        body: permanentNumberRequestSchema,
        response: permanentNumberSchema,
        status: 201,
        responses: { 409: 'not issued, not eligible, or held by another rider' },
      }),
      async (c) => {
        const { number, racingClass } = await jsonBody(c, permanentNumberRequestSchema);
        return c.json(await service.request(c.get('viewer'), c.req.param('championshipId'), number, racingClass), 201);
      },
    )
    .post(
      '/championships/:championshipId/permanent-numbers',
      doc({
        summary: 'Secretary assigns a permanent number to a rider',
        body: permanentNumberAssignSchema,
        response: permanentNumberSchema,
        status: 201,
      }),
      async (c) => {
        const { riderId, number, racingClass } = await jsonBody(c, permanentNumberAssignSchema);
        return c.json(
          await service.assign(c.get('viewer'), c.req.param('championshipId'), riderId, number, racingClass),
          201,
        );
      },
    )
    .delete(
      '/championships/:championshipId/permanent-numbers/:riderId',
      doc({ summary: "Secretary takes a rider's permanent number back", status: 204 }),
      async (c) => {
        await service.release(c.get('viewer'), c.req.param('championshipId'), c.req.param('riderId'));
        return c.body(null, 204);
      },
    );
}
