import { checkoutRequestSchema, checkoutResponseSchema, webhookAnswerSchema } from '@trialhub/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../../http/app-env.js';
import { jsonBody } from '../../../http/app-error.js';
import { doc } from '../../../http/describe.js';
import type { OnlinePaymentsService } from './online.service.js';

/** Online payment (decision 082): the rider's checkout and the provider's webhook. */
export function onlinePaymentRoutes(service: OnlinePaymentsService) {
  return new Hono<AppEnv>()
    .post(
      '/stages/:stageId/participants/me/checkout',
      doc({
        summary: "The rider's own entry: a checkout page at the payment provider for the amount due",
        body: checkoutRequestSchema,
        response: checkoutResponseSchema,
        responses: { 404: 'not entered', 409: 'online payment off, nothing to pay, or already paid' },
      }),
      async (c) => {
        const { returnPath, language } = await jsonBody(c, checkoutRequestSchema);
        return c.json(await service.startCheckout(c.get('viewer'), c.req.param('stageId'), returnPath, language));
      },
    )
    .post(
      '/payments/online/webhook',
      doc({
        summary:
          "The payment provider's notification (Stripe webhook): its signature is checked, a paid session marks the entry paid once",
        response: webhookAnswerSchema,
        responses: {
          200: 'received, and what became of it',
          400: 'signature not the provider’s',
          404: 'online payment off',
        },
      }),
      async (c) => {
        // The signature covers the exact bytes sent, so the body is read as text, never re-serialized.
        const raw = await c.req.text();
        const outcome = await service.webhook(raw, c.req.header('stripe-signature'));
        return c.json({ received: true, outcome });
      },
    );
}
