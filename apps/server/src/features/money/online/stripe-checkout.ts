import type Stripe from 'stripe';
import type { CheckoutRequest, CheckoutSession, OnlinePaymentProvider, ProviderEvent } from './online-provider.js';

export interface StripeSettings {
  /** STRIPE_SECRET_KEY: the club's (or the federation's) secret API key. */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET: the webhook endpoint's signing secret ("whsec_…"). */
  webhookSecret: string;
  /** STRIPE_API_URL: another address for the API (tests' stand-in); unset: Stripe's own. */
  apiUrl: string | null;
}

/** The languages Stripe's hosted page speaks that we have. */
const LOCALES: Record<string, Stripe.Checkout.SessionCreateParams.Locale> = { en: 'en', lv: 'lv', et: 'et' };

/** Events that tell the money arrived; the others (expired, failed, unpaid completion) change nothing. */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * Stripe Checkout through the official library: a Checkout Session in payment mode for the amount due
 * (card and wallets on Stripe's page, so no card data ever reaches us), and webhooks whose signatures
 * the library's own `webhooks.constructEvent` checks (with its 5-minute tolerance against replays of
 * old deliveries).
 */
export function stripeCheckout(settings: StripeSettings): OnlinePaymentProvider {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  // Loaded by the first payment or notification, not at start: the library is ~220 modules, a tenth of
  // a restart's code (issue #36 point 6), and most servers never see a payment after a restart.
  let client: Promise<Stripe> | undefined;
  const loadClient = () =>
    (client ??= import('stripe').then(
      ({ default: StripeClient }) =>
        new StripeClient(settings.secretKey, {
          maxNetworkRetries: 1,
          timeout: 20_000,
          telemetry: false,
          ...(api
            ? {
                host: api.hostname,
                port: api.port || (api.protocol === 'http:' ? 80 : 443),
                protocol: api.protocol === 'http:' ? 'http' : 'https',
              }
            : {}),
        }),
    ));
  return {
    name: 'stripe',
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const stripe = await loadClient();
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: request.amountCents,
                product_data: { name: request.description.slice(0, 250) },
              },
            },
          ],
          client_reference_id: request.reference,
          metadata: { reference: request.reference },
          payment_intent_data: { metadata: { reference: request.reference } },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          locale: LOCALES[request.language] ?? 'auto',
          ...(request.email ? { customer_email: request.email } : {}),
        },
        // A second click within a short while must not make a second session for the same amount.
        { idempotencyKey: `${request.reference}-${request.amountCents}-${Math.floor(Date.now() / 60_000)}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { id: session.id, url: session.url };
    },
    async readEvent(rawBody: string, signature: string): Promise<ProviderEvent> {
      const stripe = await loadClient();
      const event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      const session = event.type.startsWith('checkout.session.')
        ? (event.data.object as Stripe.Checkout.Session)
        : null;
      return {
        id: event.id,
        type: event.type,
        paid: !!session && PAID_EVENTS.has(event.type) && session.payment_status === 'paid',
        sessionId: session?.id ?? null,
        reference: session?.client_reference_id ?? session?.metadata?.reference ?? null,
        amountCents: session?.amount_total ?? null,
        currency: session?.currency ?? null,
      };
    },
  };
}
