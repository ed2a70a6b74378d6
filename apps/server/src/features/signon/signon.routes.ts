import {
  championshipEntryLimitRulesSchema,
  declarationBodySchema,
  dnsConfirmBodySchema,
  dnsProposalSchema,
  declarationKindSchema,
  entryLimitRulesBodySchema,
  myWaitingSchema,
  mySignOnSchema,
  participantBodySchema,
  scanBodySchema,
  scanResultSchema,
  signOnBodySchema,
  signOnListSchema,
  stageEntryLimitRulesSchema,
  waitingListSchema,
  waitlistOrderBodySchema,
} from '@trialhub/domain';
import { Hono } from 'hono';
import { commandIdOf } from '../../http/command-id.js';
import type { AppEnv } from '../../http/app-env.js';
import { AppError, jsonBody } from '../../http/app-error.js';
import { doc } from '../../http/describe.js';
import type { DnsProposals } from './dns-proposal.js';
import type { SignOnService } from './signon.service.js';
import type { WaitlistService } from './waitlist.service.js';

/** Sign-on at the venue, entry limits and waiting lists (decision 081); roles are checked in the services. */
export function signOnRoutes(service: SignOnService, waitlist: WaitlistService, dns: DnsProposals) {
  return new Hono<AppEnv>()
    .get(
      '/stages/:stageId/entry-limits',
      doc({
        summary: "A stage's entry limits and health declaration in force, and where they come from",
        response: stageEntryLimitRulesSchema,
        responses: { 404: 'unknown or draft stage' },
      }),
      async (c) => c.json(await service.rules(c.get('viewer'), c.req.param('stageId'))),
    )
    .put(
      '/stages/:stageId/entry-limits',
      doc({
        summary: "Secretary sets a stage's entry limits and health declaration (null: as the championship)",
        body: entryLimitRulesBodySchema,
        response: stageEntryLimitRulesSchema,
      }),
      async (c) => {
        const { rules } = await jsonBody(c, entryLimitRulesBodySchema);
        return c.json(await service.saveRules(c.get('viewer'), c.req.param('stageId'), rules));
      },
    )
    .get(
      '/stages/:stageId/entry-limits/championship',
      doc({
        summary: "The championship's default entry limits and health declaration, from one of its stages (secretary)",
        response: championshipEntryLimitRulesSchema,
      }),
      async (c) => c.json(await service.championshipRules(c.get('viewer'), c.req.param('stageId'))),
    )
    .put(
      '/stages/:stageId/entry-limits/championship',
      doc({
        summary:
          "Secretary sets the championship's default entry limits (from one of its stages); stages without their own follow them",
        body: entryLimitRulesBodySchema,
        response: championshipEntryLimitRulesSchema,
      }),
      async (c) => {
        const { rules } = await jsonBody(c, entryLimitRulesBodySchema);
        return c.json(await service.saveChampionshipRules(c.get('viewer'), c.req.param('stageId'), rules));
      },
    )
    .get(
      '/stages/:stageId/signon',
      doc({
        summary: 'The sign-on screen: every entry with what is missing, and signed-on / entered per class (secretary)',
        response: signOnListSchema,
      }),
      async (c) => c.json(await service.list(c.get('viewer'), c.req.param('stageId'))),
    )
    .post(
      '/stages/:stageId/signon/scan',
      doc({
        summary: 'The entry a scanned or typed sign-on code names (secretary)',
        body: scanBodySchema,
        response: scanResultSchema,
        responses: { 404: 'forged, mistyped or another stage’s code' },
      }),
      async (c) => {
        const { code } = await jsonBody(c, scanBodySchema);
        return c.json(await service.scan(c.get('viewer'), c.req.param('stageId'), code));
      },
    )
    .put(
      '/stages/:stageId/signon/:participantId',
      doc({
        summary: 'Secretary signs an entry on (who and when) or undoes it (audit log)',
        body: signOnBodySchema,
        response: signOnListSchema,
        responses: { 404: 'no such entry' },
      }),
      async (c) => {
        const { signedOn } = await jsonBody(c, signOnBodySchema);
        const { stageId, participantId } = c.req.param();
        return c.json(await service.setSignedOn(c.get('viewer'), stageId, participantId, signedOn, commandIdOf(c)));
      },
    )
    .post(
      '/stages/:stageId/signon/:participantId/one-event-licence',
      doc({
        summary:
          'Secretary sells a one-event licence at the desk to an entry whose licence is missing or expired: recorded with the entry (its price joins the fee) and paid in cash, with a receipt (audit log)',
        response: signOnListSchema,
        responses: { 404: 'no such entry', 409: 'the licence is not needed, or the stage sells none' },
      }),
      async (c) => {
        const { stageId, participantId } = c.req.param();
        return c.json(await service.sellOneEventLicence(c.get('viewer'), stageId, participantId));
      },
    )
    .put(
      '/stages/:stageId/signon/:participantId/declarations/:kind',
      doc({
        summary:
          "Secretary records a signed declaration (parentConsent, health) with the signer's name and the time; null clears it",
        body: declarationBodySchema,
        response: signOnListSchema,
        responses: { 404: 'no such entry or declaration' },
      }),
      async (c) => {
        const { stageId, participantId } = c.req.param();
        const kind = declarationKindSchema.safeParse(c.req.param('kind'));
        if (!kind.success) throw new AppError('notFound');
        const { signer } = await jsonBody(c, declarationBodySchema);
        return c.json(await service.declare(c.get('viewer'), stageId, participantId, kind.data, signer));
      },
    )
    .get(
      '/stages/:stageId/participants/me/signon',
      doc({
        summary: "The rider's own sign-on code (its QR code's text) and whether they are signed on",
        response: mySignOnSchema,
        responses: { 401: 'not signed in', 404: 'not entered' },
      }),
      async (c) => c.json(await service.mine(c.get('viewer'), c.req.param('stageId'))),
    )
    .post(
      '/stages/:stageId/waitlist',
      doc({
        summary: 'A rider takes a place on the waiting list of a full class or stage (the join form)',
        body: participantBodySchema,
        status: 201,
        response: myWaitingSchema,
        responses: { 201: 'waiting', 403: 'registration closed', 409: 'already entered or waiting' },
      }),
      async (c) => {
        const { form, confirmDuplicateName } = await jsonBody(c, participantBodySchema);
        const confirm = { duplicateName: !!confirmDuplicateName };
        return c.json(await waitlist.join(c.get('viewer'), c.req.param('stageId'), form, confirm), 201);
      },
    )
    .get(
      '/stages/:stageId/waitlist/me',
      doc({
        summary: "The rider's own place on the waiting list",
        response: myWaitingSchema,
        responses: { 401: 'not signed in', 404: 'not waiting' },
      }),
      async (c) => c.json(await waitlist.mine(c.get('viewer'), c.req.param('stageId'))),
    )
    .delete(
      '/stages/:stageId/waitlist/me',
      doc({
        summary: 'A rider leaves the waiting list',
        status: 204,
        responses: { 204: 'left', 404: 'not waiting' },
      }),
      async (c) => {
        await waitlist.leave(c.get('viewer'), c.req.param('stageId'));
        return c.body(null, 204);
      },
    )
    .put(
      '/stages/:stageId/waitlist/order',
      doc({
        summary: "Secretary reorders a stage's waiting list (every waiting rider, each once)",
        body: waitlistOrderBodySchema,
        response: waitingListSchema,
        responses: { 409: 'the list changed meanwhile' },
      }),
      async (c) => {
        const { userIds } = await jsonBody(c, waitlistOrderBodySchema);
        return c.json(await waitlist.reorder(c.get('viewer'), c.req.param('stageId'), userIds));
      },
    )
    .delete(
      '/stages/:stageId/waitlist/:userId',
      doc({
        summary: 'Secretary takes a rider off the waiting list (the rider is told by e-mail)',
        response: waitingListSchema,
        responses: { 404: 'not waiting' },
      }),
      async (c) => {
        const { stageId, userId } = c.req.param();
        return c.json(await waitlist.remove(c.get('viewer'), stageId, userId));
      },
    )
    .get(
      '/stages/:stageId/results/dns-proposal',
      doc({
        summary: 'Riders proposed as DNS at approval: entered, never signed on, never started (secretary)',
        response: dnsProposalSchema,
      }),
      async (c) => c.json(await dns.proposal(c.get('viewer'), c.req.param('stageId'))),
    )
    .post(
      '/stages/:stageId/results/dns',
      doc({
        summary:
          'Secretary confirms DNS for riders of the proposal: each a setStatus command of the results (Idempotency-Key optional)',
        body: dnsConfirmBodySchema,
        response: dnsProposalSchema,
        responses: { 409: 'a rider not in the proposal (dnsNotProposed), or results approved (resultsLocked)' },
      }),
      async (c) => {
        const { participantIds } = await jsonBody(c, dnsConfirmBodySchema);
        return c.json(await dns.confirm(c.get('viewer'), c.req.param('stageId'), participantIds, commandIdOf(c)));
      },
    );
}
