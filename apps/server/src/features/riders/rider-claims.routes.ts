import {
  myRiderClaimsSchema,
  pendingRiderClaimsSchema,
  riderClaimDecisionSchema,
  riderClaimOutcomeSchema,
  riderMergeAnswerSchema,
  riderSplitAnswerSchema,
  riderClaimLookupSchema,
  riderClaimSchema,
  riderDismissSchema,
  riderMergeSchema,
  riderSplitSchema,
} from '@trialhub/domain';
import { Hono } from 'hono';
import { AppError, jsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { doc } from '../../http/describe.js';
import type { RiderClaimsService } from './rider-claims.service.js';

/** Claims, merges, splits and dismissed namesakes (issue #38, decision 080); roles are checked in the service. */
export function riderClaimsRoutes(service: RiderClaimsService) {
  return new Hono<AppEnv>()
    .get(
      '/me/rider-claims',
      doc({
        summary:
          'Rider records without an account the signed-in user may claim (e-mail, licence, or name and birth date: ?birthDate=&licence=), and his claims waiting for a secretary',
        response: myRiderClaimsSchema,
        responses: { 400: 'a bad birth date or licence' },
      }),
      async (c) => {
        const parsed = riderClaimLookupSchema.safeParse({
          ...(c.req.query('birthDate') ? { birthDate: c.req.query('birthDate') } : {}),
          ...(c.req.query('licence') ? { licence: c.req.query('licence') } : {}),
        });
        if (!parsed.success) throw AppError.fromZod(parsed.error);
        return c.json(await service.mine(c.get('viewer'), parsed.data));
      },
    )
    .post(
      '/me/rider-claims',
      doc({
        summary:
          'Claim a rider record: linked at once on an e-mail or licence match, else a claim a secretary confirms',
        body: riderClaimSchema,
        response: riderClaimOutcomeSchema,
        responses: { 200: 'claimed, or pending', 404: 'not a record this user is offered' },
      }),
      async (c) => c.json(await service.claim(c.get('viewer'), await jsonBody(c, riderClaimSchema))),
    )
    .get(
      '/rider-claims',
      doc({ summary: 'Secretary: claims waiting for a decision', response: pendingRiderClaimsSchema }),
      async (c) => c.json(await service.pending(c.get('viewer'))),
    )
    .post(
      '/rider-claims/:claimId/approve',
      doc({
        summary: 'Secretary approves a claim: the record becomes the account’s rider',
        response: riderClaimDecisionSchema,
        responses: { 409: 'decided' },
      }),
      async (c) => c.json(await service.decide(c.get('viewer'), c.req.param('claimId'), true)),
    )
    .post(
      '/rider-claims/:claimId/refuse',
      doc({ summary: 'Secretary refuses a claim', response: riderClaimDecisionSchema, responses: { 409: 'decided' } }),
      async (c) => c.json(await service.decide(c.get('viewer'), c.req.param('claimId'), false)),
    )
    .post(
      '/riders/review/dismiss',
      doc({
        summary: 'Secretary: these namesakes are different riders (remembered; not listed or asked again)',
        body: riderDismissSchema,
        status: 204,
      }),
      async (c) => {
        const { riderIds } = await jsonBody(c, riderDismissSchema);
        await service.dismiss(c.get('viewer'), riderIds);
        return c.body(null, 204);
      },
    )
    .post(
      '/riders/:riderId/merge',
      doc({
        summary: 'Secretary merges this rider into another (entries, account and old links move; audited)',
        body: riderMergeSchema,
        response: riderMergeAnswerSchema,
        responses: { 409: 'both have accounts, or both rode one stage' },
      }),
      async (c) => {
        const { into } = await jsonBody(c, riderMergeSchema);
        return c.json(await service.merge(c.get('viewer'), c.req.param('riderId'), into));
      },
    )
    .post(
      '/riders/:riderId/split',
      doc({
        summary: "Secretary moves some of a rider's entries to a new rider (remembered as different; audited)",
        body: riderSplitSchema,
        response: riderSplitAnswerSchema,
      }),
      async (c) => {
        const { entries } = await jsonBody(c, riderSplitSchema);
        return c.json(await service.split(c.get('viewer'), c.req.param('riderId'), entries));
      },
    );
}
