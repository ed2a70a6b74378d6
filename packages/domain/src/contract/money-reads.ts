import { z } from 'zod';

// The payment provider's side of online payment (decision 082), beside the money schemas the web app's
// forms load (money/payment-schemas.ts): this module is the server's and the OpenAPI document's only.

/** What became of a provider's notification. */
export const WEBHOOK_OUTCOMES = ['applied', 'replayed', 'ignored', 'alreadyPaid', 'unknown'] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/** POST /api/payments/online/webhook. */
export const webhookAnswerSchema = z.object({ received: z.literal(true), outcome: z.enum(WEBHOOK_OUTCOMES) });
