import {
  type EntryPayment,
  type FeeQuote,
  type FeeSettings,
  type RecordPayment,
  type StageFees,
  type StagePayment,
  computeEntryFee,
  entryReference,
  epcPayload,
} from '@trialhub/domain';
import { type Viewer, canReadStage, requireRole, requireViewer } from '../../auth/viewer.js';
import { writeAudit } from '../../db/audit.js';
import type { Db } from '../../db/open-db.js';
import { AppError } from '../../http/app-error.js';
import { findStageForRegistration } from '../participants/participants.repository.js';
import { type DocLanguage } from '../documents/document-texts.js';
import { documentFileName } from '../documents/pdf-frame.js';
import { renderInvoice } from './invoice.js';
import { issueReceipt, latestReceipt, receiptLabel } from './receipts.js';
import { renderReceipt } from './receipt-document.js';
import { storedMailLanguage } from '../../mail/templates.js';
import * as repo from './money.repository.js';
import { quoteEntryLicenceCents } from '../riders/entry-licence.js';

type Stage = NonNullable<Awaited<ReturnType<typeof findStageForRegistration>>>['stage'];

/** The team a family discount counts by: names differing only in case or spaces are one team. */
const teamKey = (team: string | null | undefined) => (team ?? '').trim().toLowerCase();

/** What one entry is due, from the settings in force, its class, team and entry time (decision 072). */
export function dueOf(stage: Stage, settings: FeeSettings | null, entries: repo.EntryRow[], entry: repo.EntryRow) {
  const team = teamKey(entry.team);
  const earlier = team
    ? entries.filter((e) => e !== entry && teamKey(e.team) === team && isBefore(e, entry)).length
    : 0;
  return computeEntryFee({
    settings,
    racingClass: entry.racingClass,
    enteredAt: entry.createdOn,
    timeZone: stage.timeZone,
    registrationEnd: stage.registrationEndDate,
    competitionStart: stage.competitionStartDate,
    earlierTeamEntries: earlier,
    licenceCents: entry.licenceCents ?? 0,
  });
}

/** What the list needs of a cancelled entry's payment (its row outlives the entry). */
const cancelledEntry = (payment: repo.PaymentRow): repo.EntryRow => ({
  id: payment.participantId,
  name: payment.cancelledName ?? '',
  racingClass: '',
  racingNumber: null,
  team: null,
  createdOn: payment.createdAt,
  licenceCents: null,
});

const isBefore = (a: repo.EntryRow, b: repo.EntryRow) =>
  a.createdOn.getTime() < b.createdOn.getTime() || (a.createdOn.getTime() === b.createdOn.getTime() && a.id < b.id);

/**
 * Entry fees and payments (issue #39): the fees a secretary sets per stage (a championship default
 * behind them), the amount an entry is due and why, its reference and EPC QR text, and the payment
 * status the secretary records, each change in the audit log.
 */
export class MoneyService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
    /** A payment provider is configured (decision 082): riders may pay online. */
    private readonly onlineEnabled = false,
  ) {}

  private tx<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Db));
  }

  private async readableStage(db: Db, viewer: Viewer | null, stageId: string) {
    const found = await findStageForRegistration(db, stageId);
    if (!found || !canReadStage(viewer, found.stage.status)) throw new AppError('notFound');
    return found.stage;
  }

  private async settingsOf(db: Db, stage: Stage) {
    const both = await repo.feeSettingsOf(db, stage.id, stage.championshipId);
    return { ...both, effective: both.stage ?? both.championship };
  }

  async stageFees(viewer: Viewer | null, stageId: string): Promise<StageFees> {
    const stage = await this.readableStage(this.db, viewer, stageId);
    const { stage: own, championship, effective } = await this.settingsOf(this.db, stage);
    return {
      settings: effective,
      source: own ? 'stage' : championship ? 'championship' : null,
      championshipSettings: championship,
    };
  }

  async saveStageFees(viewer: Viewer | null, stageId: string, settings: FeeSettings | null): Promise<StageFees> {
    requireRole(viewer, 'secretary');
    await this.tx(async (tx) => {
      const found = await findStageForRegistration(tx, stageId);
      if (!found) throw new AppError('notFound');
      await repo.saveFeeSettings(tx, { stageId }, settings);
      await writeAudit(tx, {
        stageId,
        event: 'fees.saved',
        data: { settings },
        userId: viewer.userId,
        userEmail: viewer.email,
      });
    });
    return this.stageFees(viewer, stageId);
  }

  /** The championship's default fees, set from one of its stages: every stage without fees of its own follows them. */
  async saveChampionshipFees(viewer: Viewer | null, stageId: string, settings: FeeSettings | null): Promise<StageFees> {
    requireRole(viewer, 'secretary');
    await this.tx(async (tx) => {
      const found = await findStageForRegistration(tx, stageId);
      if (!found) throw new AppError('notFound');
      await repo.saveFeeSettings(tx, { championshipId: found.stage.championshipId }, settings);
      await writeAudit(tx, {
        stageId,
        event: 'fees.championshipSaved',
        data: { championshipId: found.stage.championshipId, settings },
        userId: viewer.userId,
        userEmail: viewer.email,
      });
    });
    return this.stageFees(viewer, stageId);
  }

  /** The join form's amount: what the viewer would pay entering now in this class and team. */
  async quote(
    viewer: Viewer | null,
    stageId: string,
    racingClass: string,
    team?: string,
    birthDate?: string,
  ): Promise<FeeQuote> {
    const stage = await this.readableStage(this.db, viewer, stageId);
    const { effective } = await this.settingsOf(this.db, stage);
    const entries = await repo.entriesInOrder(this.db, stageId);
    const now = this.clock();
    const self = {
      id: viewer?.userId ?? '',
      name: '',
      racingClass,
      racingNumber: null,
      team: team ?? null,
      createdOn: now,
      licenceCents: await quoteEntryLicenceCents(this.db, stage, viewer?.userId ?? null, birthDate),
    };
    const others = entries.filter((e) => e.id !== self.id);
    return dueOf(stage, effective, [...others, self], self);
  }

  private view(
    stage: Stage,
    settings: FeeSettings | null,
    entries: repo.EntryRow[],
    entry: repo.EntryRow,
    payment: repo.PaymentRow | undefined,
    withRecorder: boolean,
  ): EntryPayment {
    const due = dueOf(stage, settings, entries, entry);
    const status = payment?.status ?? 'unpaid';
    const payee = settings?.payee ?? null;
    const reference = payment?.reference ?? null;
    const owes = status === 'unpaid' && due.totalCents > 0;
    return {
      stageId: stage.id,
      participantId: entry.id,
      amountCents: due.totalCents,
      lines: due.lines,
      status,
      method: payment?.method ?? null,
      paidCents: payment?.paidCents ?? null,
      reference,
      payee,
      epc: owes && payee && reference ? epcPayload(payee, due.totalCents, reference) : null,
      recordedAt: payment?.recordedAt?.toISOString() ?? null,
      recordedBy: withRecorder ? (payment?.recordedBy ?? null) : null,
      onlinePayment: this.onlineEnabled && owes && reference !== null,
      refundKind: payment?.refundKind ?? null,
    };
  }

  /** The rider's own entry: amount, why, status, and how to transfer it (a reference once there is something to pay). */
  async myPayment(viewer: Viewer | null, stageId: string): Promise<EntryPayment> {
    requireViewer(viewer);
    return this.tx(async (tx) => {
      const stage = await this.readableStage(tx, viewer, stageId);
      const entries = await repo.entriesInOrder(tx, stageId);
      const entry = entries.find((e) => e.id === viewer.userId);
      if (!entry) throw new AppError('notFound');
      const { effective } = await this.settingsOf(tx, stage);
      let [payment] = await repo.paymentsOf(tx, stageId, [entry.id]);
      if (!payment && dueOf(stage, effective, entries, entry).totalCents > 0)
        payment = await repo.ensurePayment(tx, stageId, entry.id, entryReference);
      return this.view(stage, effective, entries, entry, payment, false);
    });
  }

  /** An entry's invoice PDF: the rider's own, or any for a secretary; 409 when there is nothing to pay. */
  async invoice(viewer: Viewer | null, stageId: string, participantId: string, lang: DocLanguage) {
    requireViewer(viewer);
    if (viewer.userId !== participantId) requireRole(viewer, 'secretary');
    const found = await this.tx(async (tx) => {
      const stage = await this.readableStage(tx, viewer, stageId);
      const entries = await repo.entriesInOrder(tx, stageId);
      const entry = entries.find((e) => e.id === participantId);
      if (!entry) throw new AppError('notFound');
      const { effective } = await this.settingsOf(tx, stage);
      if (dueOf(stage, effective, entries, entry).totalCents <= 0) throw new AppError('nothingToPay');
      const payment = await repo.ensurePayment(tx, stageId, entry.id, entryReference);
      const names = await repo.documentNames(tx, stage.championshipId);
      return { stage, entry, names, view: this.view(stage, effective, entries, entry, payment, false) };
    });
    const bytes = await renderInvoice({
      lang,
      ...found.names,
      stageTitle: found.stage.title,
      stageStart: found.stage.competitionStartDate,
      timeZone: found.stage.timeZone,
      rider: found.entry,
      payment: found.view,
      now: this.clock(),
    });
    return { bytes, name: documentFileName('invoice', found.stage.slug, found.view.reference ?? found.entry.name) };
  }

  /** The entry's latest receipt as a PDF, in the asked language or else the rider's own (their mail language). */
  async receipt(viewer: Viewer | null, stageId: string, participantId: string, lang: DocLanguage | null) {
    requireViewer(viewer);
    if (viewer.userId !== participantId) requireRole(viewer, 'secretary');
    const found = await this.tx(async (tx) => {
      const stage = await this.readableStage(tx, viewer, stageId);
      const entry = (await repo.entriesInOrder(tx, stageId)).find((e) => e.id === participantId);
      const [payment] = await repo.paymentsOf(tx, stageId, [participantId]);
      const receipt = payment?.status === 'paid' ? await latestReceipt(tx, payment.paymentNumber) : null;
      if (!entry || !payment || !receipt) throw new AppError('notFound');
      const names = await repo.documentNames(tx, stage.championshipId);
      const language = lang ?? storedMailLanguage(await repo.userLanguage(tx, participantId)) ?? 'en';
      return { stage, entry, payment, receipt, names, language };
    });
    const number = receiptLabel(found.receipt);
    const bytes = await renderReceipt({
      lang: found.language,
      ...found.names,
      stageTitle: found.stage.title,
      timeZone: found.stage.timeZone,
      number,
      rider: found.entry,
      amountCents: found.receipt.amountCents,
      method: found.receipt.method,
      issuedAt: found.receipt.issuedAt,
      reference: found.payment.reference,
    });
    return { bytes, name: documentFileName('receipt', number) };
  }

  /** Every entry's payment for the secretary (and the treasurer's totals). */
  async stagePayments(viewer: Viewer | null, stageId: string): Promise<StagePayment[]> {
    requireRole(viewer, 'secretary');
    return this.tx(async (tx) => {
      const stage = await this.readableStage(tx, viewer, stageId);
      const { effective } = await this.settingsOf(tx, stage);
      const entries = await repo.entriesInOrder(tx, stageId);
      const payments = new Map((await repo.paymentsOf(tx, stageId)).map((p) => [p.participantId, p]));
      // Contacts are the secretary's (privacy.ts): an entry made with an account has its e-mail.
      const emails = await repo.accountEmails(
        tx,
        entries.map((e) => e.id),
      );
      const list: StagePayment[] = [];
      for (const entry of entries) {
        let payment = payments.get(entry.id);
        if (!payment && dueOf(stage, effective, entries, entry).totalCents > 0)
          payment = await repo.ensurePayment(tx, stageId, entry.id, entryReference);
        list.push({
          ...this.view(stage, effective, entries, entry, payment, true),
          name: entry.name,
          racingClass: entry.racingClass,
          team: entry.team,
          racingNumber: entry.racingNumber,
          cancelledAt: null,
          contactEmail: emails.get(entry.id) ?? null,
        });
      }
      // Cancelled entries whose money was received stay listed: refunded, or kept (the secretary may refund).
      for (const payment of payments.values()) {
        if (!payment.cancelledAt || payment.paidCents === null || payment.method === 'waived') continue;
        list.push({
          ...this.view(stage, effective, entries, cancelledEntry(payment), payment, true),
          amountCents: payment.paidCents,
          lines: [],
          epc: null,
          onlinePayment: false,
          name: payment.cancelledName ?? '',
          racingClass: '',
          team: null,
          racingNumber: null,
          cancelledAt: payment.cancelledAt.toISOString(),
          contactEmail: null,
        });
      }
      return list;
    });
  }

  /** The secretary records cash or a transfer, waives the fee, undoes a record, or marks a refund. */
  async record(viewer: Viewer | null, stageId: string, participantId: string, change: RecordPayment) {
    requireRole(viewer, 'secretary');
    await this.tx(async (tx) => {
      const stage = await this.readableStage(tx, viewer, stageId);
      const entries = await repo.entriesInOrder(tx, stageId);
      const entry = entries.find((e) => e.id === participantId);
      if (!entry) {
        // A cancelled entry's kept payment: the secretary's override is to refund it, nothing else.
        const [cancelled] = await repo.paymentsOf(tx, stageId, [participantId]);
        if (!cancelled?.cancelledAt) throw new AppError('notFound');
        if (change.status !== 'refunded') throw new AppError('notPaid');
        await this.apply(tx, viewer, cancelled, change, 0, 'secretary');
        return;
      }
      const { effective } = await this.settingsOf(tx, stage);
      const due = dueOf(stage, effective, entries, entry).totalCents;
      const payment = await repo.ensurePayment(tx, stageId, participantId, entryReference);
      await this.apply(tx, viewer, payment, change, due, 'secretary');
    });
    return this.stagePayments(viewer, stageId);
  }

  /** One payment change with its audit entry, in the caller's transaction. */
  async apply(
    tx: Db,
    viewer: Viewer,
    payment: repo.PaymentRow,
    change: RecordPayment | { status: 'paid'; method: 'online' },
    due: number,
    origin: 'secretary' | 'statement' | 'online',
    receivedCents?: number,
  ) {
    if (change.status === 'paid' && change.method !== 'waived' && due <= 0) throw new AppError('nothingToPay');
    if (change.status === 'paid' && payment.status === 'paid') throw new AppError('alreadyPaid');
    if (change.status === 'refunded' && payment.status !== 'paid') throw new AppError('notPaid');
    const now = this.clock();
    const paid =
      change.status === 'paid'
        ? { method: change.method, paidCents: change.method === 'waived' ? 0 : (receivedCents ?? due) }
        : change.status === 'unpaid'
          ? { method: null, paidCents: null }
          : {};
    await repo.updatePayment(tx, payment.paymentNumber, {
      status: change.status,
      ...paid,
      refundKind: change.status === 'refunded' ? (change.as ?? 'refund') : null,
      recordedAt: now,
      recordedBy: viewer.email,
    });
    // Money received gets a receipt numbered in this same transaction (gapless per club and year).
    const received = change.status === 'paid' && change.method !== 'waived' ? (paid.paidCents ?? 0) : 0;
    const owner = received > 0 ? await repo.receiptOwner(tx, payment.stageId) : null;
    const receipt =
      owner && change.status === 'paid'
        ? await issueReceipt(tx, {
            ...owner,
            paymentNumber: payment.paymentNumber,
            amountCents: received,
            method: change.method,
            issuedBy: viewer.email,
            at: now,
          })
        : null;
    await writeAudit(tx, {
      stageId: payment.stageId,
      event: `payment.${change.status}`,
      data: {
        participantId: payment.participantId,
        reference: payment.reference,
        method: change.status === 'paid' ? change.method : null,
        cents: 'paidCents' in paid ? paid.paidCents : payment.paidCents,
        origin,
        ...(receipt ? { receipt: receiptLabel(receipt) } : {}),
      },
      userId: viewer.userId,
      userEmail: viewer.email,
    });
  }
}
