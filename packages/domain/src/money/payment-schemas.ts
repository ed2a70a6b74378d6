import { z } from 'zod';
import { feeSettingsSchema } from './fees.js';
import { payeeSchema } from './payee.js';

export const paymentMethods = ['cash', 'transfer', 'online', 'waived'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentStatuses = ['unpaid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** PUT a stage's or a championship's fees; null: the stage follows its championship (or the championship has none). */
export const feeSettingsBodySchema = z.object({ settings: feeSettingsSchema.nullable() });

const feeLineSchema = z.object({
  kind: z.enum(['classFee', 'earlyDiscount', 'lateSurcharge', 'familyDiscount', 'licence']),
  cents: z.number().int(),
});
export const feeQuoteSchema = z.object({ totalCents: z.number().int(), lines: z.array(feeLineSchema) });

/** The fees in force for a stage and where they come from. */
export const stageFeesSchema = z.object({
  settings: feeSettingsSchema.nullable(),
  source: z.enum(['stage', 'championship']).nullable(),
  /** The championship's default, for the secretary's "as the championship" choice. */
  championshipSettings: feeSettingsSchema.nullable(),
});
export type StageFees = z.output<typeof stageFeesSchema>;

/** A quote for the join form: the class and team the rider is about to enter with. */
export const feeQuoteQuerySchema = z.object({
  racingClass: z.string().trim().min(1).max(100),
  team: z.string().trim().max(100).optional(),
  /** The join form's birth date: prices a one-event licence by age band when the rider needs one. */
  birthDate: z.iso.date('licences.error.date').optional(),
});

/** What an entry pays, how far it is paid, and how to pay by transfer. */
export const entryPaymentSchema = z.object({
  stageId: z.string(),
  participantId: z.string(),
  amountCents: z.number().int(),
  lines: z.array(feeLineSchema),
  status: z.enum(paymentStatuses),
  method: z.enum(paymentMethods).nullable(),
  /** What was received when paid (fixed then; decision 072). */
  paidCents: z.number().int().nullable(),
  /** ISO 11649, when there is anything to pay. */
  reference: z.string().nullable(),
  payee: payeeSchema.nullable(),
  /** The EPC069-12 QR code's text, when a transfer can be made. */
  epc: z.string().nullable(),
  recordedAt: z.string().nullable(),
  recordedBy: z.string().nullable(),
  /** The club takes online payments (a provider is configured) and this entry has something to pay. */
  onlinePayment: z.boolean(),
  /** A refunded payment: money back or credit for a later entry. */
  refundKind: z.enum(['refund', 'credit']).nullable(),
});
export type EntryPayment = z.output<typeof entryPaymentSchema>;

/** A row of the secretary's payments list. */
export const stagePaymentSchema = entryPaymentSchema.extend({
  name: z.string(),
  racingClass: z.string(),
  team: z.string().nullable(),
  racingNumber: z.number().nullable(),
  /** The entry was cancelled (its payment is kept): when. */
  cancelledAt: z.string().nullable(),
  /** The rider's account e-mail, for chasing an unpaid fee (secretaries only: privacy.ts). */
  contactEmail: z.string().nullable(),
});
export type StagePayment = z.output<typeof stagePaymentSchema>;
export const stagePaymentsSchema = z.array(stagePaymentSchema);

/** The secretary records a payment, waives the fee, undoes it, or marks a refund. */
export const recordPaymentSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('paid'), method: z.enum(['cash', 'transfer', 'waived']) }),
  z.object({ status: z.literal('unpaid') }),
  /** Money back (default) or kept as credit for a later entry. */
  z.object({ status: z.literal('refunded'), as: z.enum(['refund', 'credit']).optional() }),
]);
export type RecordPayment = z.output<typeof recordPaymentSchema>;

/**
 * A bank statement uploaded by the secretary (within the JSON body limit): a camt.053 XML text, or the
 * file's bytes in base64 (camt.053, or a Baltic bank's CSV in UTF-8 or Windows-1257). `repay` names the
 * lines (their keys) the secretary chose to apply although their entry's payment was refunded.
 */
export const statementImportSchema = z
  .object({
    xml: z.string().min(1).max(240_000).optional(),
    file: z
      .string()
      .min(4)
      .max(250_000)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/)
      .optional(),
    repay: z.array(z.string().min(1).max(300)).max(500).optional(),
  })
  .refine((body) => (body.xml === undefined) !== (body.file === undefined), {
    message: 'either xml or file',
  });

export const statementOutcomes = ['applied', 'partial', 'alreadyPaid', 'duplicate', 'refunded', 'unknown'] as const;
export type StatementOutcome = (typeof statementOutcomes)[number];

/** What became of each credit line: applied (paid now), partial (amount differs), or listed only. */
export const statementResultSchema = z.object({
  lines: z.array(
    z.object({
      outcome: z.enum(statementOutcomes),
      /** The line's own key: what `repay` names to apply a line whose entry's payment was refunded. */
      key: z.string(),
      /** When the entry's payment was refunded (outcome refunded): the secretary decides, never silently. */
      refundedOn: z.string().nullable(),
      reference: z.string().nullable(),
      amountCents: z.number().int(),
      bookedOn: z.string().nullable(),
      debtor: z.string().nullable(),
      stageId: z.string().nullable(),
      participantId: z.string().nullable(),
      name: z.string().nullable(),
      dueCents: z.number().int().nullable(),
    }),
  ),
});
export type StatementResult = z.output<typeof statementResultSchema>;
export type StatementImport = z.output<typeof statementImportSchema>;

/** The rider starts an online payment: where to come back to (a path of ours) and the page's language. */
export const checkoutRequestSchema = z.object({
  returnPath: z
    .string()
    .max(500)
    .regex(/^\/(?![/\\])[^\s\\]*$/, 'validation.invalid'),
  language: z.enum(['en', 'lv', 'et']).default('en'),
});
/** The provider's hosted payment page to send the rider to. */
export const checkoutResponseSchema = z.object({ url: z.string() });
