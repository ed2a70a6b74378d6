/**
 * An online payment provider behind one interface (decision 082): the money code asks for a hosted
 * checkout page for an amount and reads the provider's signed notifications; which provider it is
 * stays here. Stripe Checkout is the one adapter (stripe-checkout.ts).
 */
export interface CheckoutRequest {
  /** The entry's RF reference: the provider keeps it and sends it back with every event. */
  reference: string;
  amountCents: number;
  /** The line the payer sees on the provider's page ("Entry fee — Stage title"). */
  description: string;
  /** Where the payer returns after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
  /** The payer's e-mail, filled in on the provider's page. */
  email: string | null;
  /** 'en' | 'lv' | 'et': the provider's page in the rider's language. */
  language: string;
}

export interface CheckoutSession {
  /** The provider's session id (all we store of it). */
  id: string;
  /** The provider's hosted page the payer is sent to. */
  url: string;
}

/** A provider notification, read and its signature checked. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The money arrived for this session (card at once, or a delayed method once it cleared). */
  paid: boolean;
  sessionId: string | null;
  reference: string | null;
  amountCents: number | null;
  currency: string | null;
}

export interface OnlinePaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The event in a webhook's raw body; rejects when its signature is not the provider's. */
  readEvent(rawBody: string, signature: string): Promise<ProviderEvent>;
}
