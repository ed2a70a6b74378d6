/**
 * The Stripe stand-in (apps/server/test/support/stripe-stand-in.ts) as a process, for the e2e server
 * (playwright.config.ts) and for trying online payment by hand:
 *   STAND_IN_PORT=4163 WEBHOOK_URL=http://localhost:4162/api/payments/online/webhook \
 *   STRIPE_WEBHOOK_SECRET=whsec_local npx node scripts/stripe-stand-in.ts
 * then start the server with STRIPE_SECRET_KEY=sk_test_local, the same STRIPE_WEBHOOK_SECRET and
 * STRIPE_API_URL=http://127.0.0.1:4163. Node runs this TypeScript as it is (type stripping).
 */
import { startStripeStandIn } from '../apps/server/test/support/stripe-stand-in.ts';

const port = Number(process.env.STAND_IN_PORT ?? 4163);
const webhookUrl = process.env.WEBHOOK_URL ?? 'http://localhost:3000/api/payments/online/webhook';
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_local';
const standIn = await startStripeStandIn({ port, webhookUrl: () => webhookUrl, webhookSecret });
console.log(`Stripe stand-in on ${standIn.url}, delivering to ${webhookUrl}`);
process.on('SIGTERM', () => void standIn.close().then(() => process.exit(0)));
