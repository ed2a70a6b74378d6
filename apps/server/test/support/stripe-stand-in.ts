import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * Stripe cannot be reached from these machines, so this stands in for the part of its HTTP API that
 * TrialHub uses, as Stripe documents it: `POST /v1/checkout/sessions` (form-encoded, bracketed keys,
 * Bearer secret key) answers a Checkout Session object; its `url` is a tiny hosted page here whose
 * "Pay" button completes the session, delivers a `checkout.session.completed` event to the webhook
 * signed the way Stripe signs (the library's own generateTestHeaderString) and redirects to
 * `success_url`. The official `stripe` library is pointed at it with its host/port/protocol options.
 */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer_email: string | null;
  locale: string | null;
  mode: string;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  url: string;
  livemode: false;
}

export interface StripeStandIn {
  url: string;
  sessions: Map<string, StandInSession>;
  /** Every API request's form fields as sent, for the tests to look at (e.g. no card data asked). */
  requests: { path: string; authorization: string | undefined; fields: Record<string, string> }[];
  /** An event for a session, as Stripe would deliver it, and the signature header for it. */
  event(type: string, session: StandInSession, secret?: string): { body: string; signature: string };
  close(): Promise<void>;
}

const stripe = new Stripe('sk_test_stand_in');

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  res.end(JSON.stringify(body));
}

const stripeError = (message: string) => ({ error: { type: 'invalid_request_error', message } });

export async function startStripeStandIn(options: {
  port?: number;
  /** Where "Pay" on the hosted page delivers the signed event; read when paying (the app may start later). */
  webhookUrl: () => string;
  webhookSecret: string;
}): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const requests: StripeStandIn['requests'] = [];
  let base = '';

  const event = (type: string, session: StandInSession, secret = options.webhookSecret) => {
    const body = JSON.stringify({
      id: id('evt'),
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object: session },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    return { body, signature: stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base);
    if (url.pathname === '/health') return send(res, 200, { ok: true });
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const fields = Object.fromEntries(new URLSearchParams(await readBody(req)));
      requests.push({ path: url.pathname, authorization: req.headers.authorization, fields });
      if (!req.headers.authorization?.startsWith('Bearer sk_')) return send(res, 401, stripeError('Invalid API Key'));
      const amount = Number(fields['line_items[0][price_data][unit_amount]']);
      if (fields.mode !== 'payment' || !Number.isInteger(amount) || amount <= 0 || !fields.success_url)
        return send(res, 400, stripeError('Missing or invalid parameters'));
      const sessionId = id('cs');
      const metadata = Object.fromEntries(
        Object.entries(fields)
          .filter(([k]) => /^metadata\[[^\]]+\]$/.test(k))
          .map(([k, v]) => [k.slice(9, -1), v]),
      );
      const session: StandInSession = {
        id: sessionId,
        object: 'checkout.session',
        amount_total: amount,
        currency: fields['line_items[0][price_data][currency]'] ?? 'eur',
        client_reference_id: fields.client_reference_id ?? null,
        metadata,
        customer_email: fields.customer_email ?? null,
        locale: fields.locale ?? null,
        mode: 'payment',
        payment_status: 'unpaid',
        status: 'open',
        success_url: fields.success_url,
        cancel_url: fields.cancel_url ?? fields.success_url,
        url: `${base}/pay/${sessionId}`,
        livemode: false,
      };
      sessions.set(sessionId, session);
      return send(res, 200, session);
    }
    const page = /^\/pay\/(cs_test_[0-9a-f]+)$/.exec(url.pathname);
    const session = page ? sessions.get(page[1]!) : undefined;
    if (req.method === 'GET' && session) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const euros = (session.amount_total / 100).toFixed(2);
      return res.end(
        `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width">` +
          `<title>Stand-in checkout</title></head><body><h1>Stand-in checkout</h1>` +
          `<p>Amount: <strong>EUR ${euros}</strong></p><form method="post"><button>Pay</button></form>` +
          `<p><a href="${session.cancel_url}">Back</a></p></body></html>`,
      );
    }
    if (req.method === 'POST' && session) {
      session.status = 'complete';
      session.payment_status = 'paid';
      const { body, signature } = event('checkout.session.completed', session);
      const delivered = await fetch(options.webhookUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      });
      if (!delivered.ok) return send(res, 502, stripeError(`webhook answered ${delivered.status}`));
      res.writeHead(303, { location: session.success_url });
      return res.end();
    }
    send(res, 404, stripeError('Unrecognized request URL'));
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, stripeError(String(error))));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    sessions,
    requests,
    event,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
