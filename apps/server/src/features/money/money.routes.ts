import {
  entryPaymentSchema,
  feeQuoteQuerySchema,
  feeQuoteSchema,
  feeSettingsBodySchema,
  recordPaymentSchema,
  stageFeesSchema,
  stagePaymentsSchema,
  statementImportSchema,
  statementResultSchema,
} from '@trialhub/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { AppError, jsonBody } from '../../http/app-error.js';
import { doc } from '../../http/describe.js';
import { languageOf } from '../documents/documents.routes.js';
import type { MoneyService } from './money.service.js';
import type { StatementService } from './statement.service.js';

/** Entry fees and payments (issue #39, decision 072); roles are checked in the service. */
export function moneyRoutes(service: MoneyService, statements: StatementService) {
  return new Hono<AppEnv>()
    .get(
      '/stages/:stageId/fees',
      doc({
        summary: "A stage's entry fees in force and where they come from (the stage or its championship)",
        response: stageFeesSchema,
        responses: { 404: 'unknown or draft stage' },
      }),
      async (c) => c.json(await service.stageFees(c.get('viewer'), c.req.param('stageId'))),
    )
    .put(
      '/stages/:stageId/fees',
      doc({
        summary: "Secretary sets a stage's entry fees (null: as the championship)",
        body: feeSettingsBodySchema,
        response: stageFeesSchema,
      }),
      async (c) => {
        const { settings } = await jsonBody(c, feeSettingsBodySchema);
        return c.json(await service.saveStageFees(c.get('viewer'), c.req.param('stageId'), settings));
      },
    )
    .put(
      '/stages/:stageId/fees/championship',
      doc({
        summary:
          "Secretary sets the championship's default entry fees (from one of its stages); stages without their own inherit them",
        body: feeSettingsBodySchema,
        response: stageFeesSchema,
      }),
      async (c) => {
        const { settings } = await jsonBody(c, feeSettingsBodySchema);
        return c.json(await service.saveChampionshipFees(c.get('viewer'), c.req.param('stageId'), settings));
      },
    )
    .get(
      '/stages/:stageId/fees/quote',
      doc({
        summary: 'What entering now in a class (and team) costs, line by line: the join form shows it',
        response: feeQuoteSchema,
        responses: { 400: 'no class', 404: 'unknown or draft stage' },
      }),
      async (c) => {
        const query = feeQuoteQuerySchema.safeParse(c.req.query());
        if (!query.success) throw AppError.fromZod(query.error);
        const { racingClass, team, birthDate } = query.data;
        return c.json(await service.quote(c.get('viewer'), c.req.param('stageId'), racingClass, team, birthDate));
      },
    )
    .get(
      '/stages/:stageId/participants/me/payment',
      doc({
        summary: "The rider's own entry: amount due and why, payment status, reference and EPC QR text",
        response: entryPaymentSchema,
        responses: { 401: 'not signed in', 404: 'not entered' },
      }),
      async (c) => c.json(await service.myPayment(c.get('viewer'), c.req.param('stageId'))),
    )
    .get(
      '/stages/:stageId/payments',
      doc({ summary: "Every entry's amount and payment status (secretary)", response: stagePaymentsSchema }),
      async (c) => c.json(await service.stagePayments(c.get('viewer'), c.req.param('stageId'))),
    )
    .put(
      '/stages/:stageId/payments/:participantId',
      doc({
        summary: 'Secretary records cash, a transfer or a waived fee, undoes it, or marks a refund (audit log)',
        body: recordPaymentSchema,
        response: stagePaymentsSchema,
        responses: { 404: 'no such entry', 409: 'nothing to pay, already paid, or not paid' },
      }),
      async (c) => {
        const change = await jsonBody(c, recordPaymentSchema);
        const { stageId, participantId } = c.req.param();
        return c.json(await service.record(c.get('viewer'), stageId, participantId, change));
      },
    )
    .get(
      '/stages/:stageId/payments/:participantId/invoice.pdf',
      doc({
        summary:
          "An entry's invoice PDF with the EPC QR code (the rider's own, or any for a secretary); ?lang=lv|et|en",
        media: 'application/pdf',
        responses: { 200: 'the invoice', 404: 'no such entry', 409: 'nothing to pay' },
      }),
      async (c) => {
        const { stageId, participantId } = c.req.param();
        const file = await service.invoice(c.get('viewer'), stageId, participantId, languageOf(c));
        c.header('cache-control', 'no-store');
        c.header('content-type', 'application/pdf');
        c.header('content-disposition', `inline; filename="${file.name}"`);
        return c.body(new Uint8Array(file.bytes));
      },
    )
    .get(
      '/stages/:stageId/payments/:participantId/receipt.pdf',
      doc({
        summary:
          "An entry's latest receipt PDF, numbered per club and year (the rider's own, or any for a secretary); ?lang=lv|et|en, else the rider's language",
        media: 'application/pdf',
        responses: { 200: 'the receipt', 404: 'no receipt' },
      }),
      async (c) => {
        const { stageId, participantId } = c.req.param();
        const lang = c.req.query('lang') === undefined ? null : languageOf(c);
        const file = await service.receipt(c.get('viewer'), stageId, participantId, lang);
        c.header('cache-control', 'no-store');
        c.header('content-type', 'application/pdf');
        c.header('content-disposition', `inline; filename="${file.name}"`);
        return c.body(new Uint8Array(file.bytes));
      },
    )
    .post(
      '/payments/statement',
      doc({
        summary:
          "Secretary uploads a bank statement (camt.053 XML, or a Swedbank / LHV / SEB CSV as base64): credits matched by RF reference and amount mark entries paid; a refunded entry's line waits for the secretary's choice (repay); the rest is listed",
        body: statementImportSchema,
        response: statementResultSchema,
        responses: { 400: 'not a statement of a known format' },
      }),
      async (c) => {
        const body = await jsonBody(c, statementImportSchema);
        return c.json(await statements.import(c.get('viewer'), body));
      },
    );
}
