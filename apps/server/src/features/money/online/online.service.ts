import { type WebhookOutcome, entryReference } from '@trialhub/domain';
import { eq } from 'drizzle-orm';
import { type Viewer, canReadStage, requireViewer } from '../../../auth/viewer.js';
import { writeAudit } from '../../../db/audit.js';
import type { Db } from '../../../db/open-db.js';
import { entryPayments, onlinePaymentEvents } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import { logger } from '../../../ops/logger.js';
import { findStageForRegistration } from '../../participants/participants.repository.js';
import { type MoneyService, dueOf } from '../money.service.js';
import * as repo from '../money.repository.js';
import type { OnlinePaymentProvider, ProviderEvent } from './online-provider.js';

/** Who an online payment is recorded by: the provider, in the audit log and the payment's "recorded by". */
const providerViewer = (name: string): Viewer => ({
  userId: `provider:${name}`,
  email: name,
  displayName: name,
  roles: [],
  isJudge: false,
});

export type { WebhookOutcome };

/**
 * Online payment (issue #39, decision 082): off unless a provider is configured. The rider's own entry
 * gets a checkout page at the provider for the amount due; the provider's signed notification marks
 * the entry paid (method online) exactly once, whatever order or how often the notifications come.
 */
export class OnlinePaymentsService {
  constructor(
    private readonly db: Db,
    private readonly money: MoneyService,
    private readonly provider: OnlinePaymentProvider | null,
    private readonly publicUrl: string,
  ) {}

  get enabled() {
    return this.provider !== null;
  }

  private tx<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Db));
  }

  /** The rider's own entry: a provider checkout page for what it is due now. */
  async startCheckout(viewer: Viewer | null, stageId: string, returnPath: string, language: string) {
    requireViewer(viewer);
    const provider = this.provider;
    const found = await this.tx(async (tx) => {
      const registration = await findStageForRegistration(tx, stageId);
      const stage = registration?.stage;
      if (!stage || !canReadStage(viewer, stage.status)) throw new AppError('notFound');
      const entries = await repo.entriesInOrder(tx, stageId);
      const entry = entries.find((e) => e.id === viewer.userId);
      if (!entry) throw new AppError('notFound');
      // Only the entered rider learns whether the club takes online payments.
      if (!provider) throw new AppError('onlinePaymentOff');
      const settings = await repo.feeSettingsOf(tx, stage.id, stage.championshipId);
      const due = dueOf(stage, settings.stage ?? settings.championship, entries, entry).totalCents;
      if (due <= 0) throw new AppError('nothingToPay');
      const payment = await repo.ensurePayment(tx, stageId, entry.id, entryReference);
      if (payment.status !== 'unpaid') throw new AppError('alreadyPaid');
      return { stage, payment, due };
    });
    const back = `${this.publicUrl}${returnPath}`;
    const session = await provider!.createCheckout({
      reference: found.payment.reference,
      amountCents: found.due,
      description: found.stage.title,
      successUrl: `${back}${back.includes('?') ? '&' : '?'}paid=online`,
      cancelUrl: back,
      email: viewer.email,
      language,
    });
    await this.db
      .update(entryPayments)
      .set({ onlineSession: session.id })
      .where(eq(entryPayments.paymentNumber, found.payment.paymentNumber));
    return { url: session.url };
  }

  /** A provider notification: its signature checked by the provider's library, then applied once. */
  async webhook(rawBody: string, signature: string | undefined): Promise<WebhookOutcome> {
    if (!this.provider) throw new AppError('notFound');
    let event: ProviderEvent;
    try {
      event = await this.provider.readEvent(rawBody, signature ?? '');
    } catch (error) {
      // A forged or mangled notification: noted (without its body), answered 400, nothing changed.
      logger.warn(
        { reason: error instanceof Error ? error.message.split('\n')[0] : 'unreadable' },
        'online payment webhook refused',
      );
      throw new AppError('webhookSignature');
    }
    const provider = this.provider;
    return this.tx(async (tx) => {
      // The event id is taken first: a second delivery of the same event waits here and then finds it.
      const taken = await tx
        .insert(onlinePaymentEvents)
        .values({ eventId: event.id, eventType: event.type, sessionId: event.sessionId, outcome: 'pending' })
        .onConflictDoNothing()
        .returning({ eventId: onlinePaymentEvents.eventId });
      if (taken.length === 0) return 'replayed';
      const outcome = await this.applyEvent(tx, event, provider.name);
      await tx
        .update(onlinePaymentEvents)
        .set({ outcome: outcome.outcome, paymentNumber: outcome.paymentNumber })
        .where(eq(onlinePaymentEvents.eventId, event.id));
      return outcome.outcome;
    });
  }

  private async applyEvent(tx: Db, event: ProviderEvent, providerName: string) {
    // Expired, failed, or a completion still waiting for a delayed method: nothing to record. Only
    // "paid" ever changes an entry, and only from unpaid, so the order events come in does not matter.
    if (!event.paid || !event.reference) return { outcome: 'ignored' as const, paymentNumber: null };
    const [payment] = await tx
      .select()
      .from(entryPayments)
      .where(eq(entryPayments.reference, event.reference))
      .for('update');
    if (!payment || event.currency !== 'eur' || event.amountCents === null)
      return { outcome: 'unknown' as const, paymentNumber: null };
    if (payment.status !== 'unpaid') {
      // Paid twice (say, cash at sign-on and then online): the secretary sees it in the audit log and refunds.
      await writeAudit(tx, {
        stageId: payment.stageId,
        event: 'payment.onlineAgain',
        data: { participantId: payment.participantId, reference: payment.reference, cents: event.amountCents },
        userId: `provider:${providerName}`,
        userEmail: providerName,
      });
      return { outcome: 'alreadyPaid' as const, paymentNumber: payment.paymentNumber };
    }
    await this.money.apply(
      tx,
      providerViewer(providerName),
      payment,
      { status: 'paid', method: 'online' },
      event.amountCents,
      'online',
      event.amountCents,
    );
    await tx
      .update(entryPayments)
      .set({ onlineSession: event.sessionId })
      .where(eq(entryPayments.paymentNumber, payment.paymentNumber));
    return { outcome: 'applied' as const, paymentNumber: payment.paymentNumber };
  }
}
