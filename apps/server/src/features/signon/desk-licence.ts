import type { Viewer } from '../../auth/viewer.js';
import { writeAudit } from '../../db/audit.js';
import type { Db } from '../../db/open-db.js';
import { AppError } from '../../http/app-error.js';
import * as moneyRepo from '../money/money.repository.js';
import { entryReference } from '@trialhub/domain';
import { type MoneyService, dueOf } from '../money/money.service.js';
import type { findStageForRegistration } from '../participants/participants.repository.js';
import { issueReceipt, receiptLabel } from '../money/receipts.js';
import { checkEntryLicence, recordEntryLicence } from '../riders/entry-licence.js';

type Stage = NonNullable<Awaited<ReturnType<typeof findStageForRegistration>>>['stage'];
import { licenceStates } from './licence-check.js';

/**
 * The desk sells a one-event licence (issue #39, decisions 079 and 081): for an entry whose licence is
 * missing or expired, on a stage whose rules sell one, the licence is recorded with the entry as the
 * join form's is (its price joins the entry's fee) and the cash is taken at once: an unpaid entry is
 * paid in cash for all it owes (fee and licence); an entry already paid gets the licence's price added
 * to what it paid, with a cash receipt of its own. Both with their audit entries, in the caller's transaction.
 */
export async function sellOneEventLicence(
  tx: Db,
  viewer: Viewer,
  money: MoneyService,
  stage: Stage,
  entry: { id: string; riderId: string | null; birthDate: string },
) {
  const state = (await licenceStates(tx, stage, [entry])).get(entry.id) ?? null;
  if (state === null || state === 'valid') throw new AppError('oneEventNotNeeded');
  if (!entry.riderId) throw new AppError('licenceMissing', { licence: 'licences.missing.none' });
  const purchase = await checkEntryLicence(tx, stage, { id: entry.riderId, birthDate: entry.birthDate }, true);
  await recordEntryLicence(tx, entry.riderId, stage.id, entry.id, purchase, viewer.userId);
  const priceCents = purchase?.priceCents ?? 0;
  await writeAudit(tx, {
    stageId: stage.id,
    event: 'signon.oneEventLicence',
    data: { participantId: entry.id, federation: purchase?.federation ?? null, priceCents },
    userId: viewer.userId,
    userEmail: viewer.email,
  });
  const entries = await moneyRepo.entriesInOrder(tx, stage.id);
  const row = entries.find((e) => e.id === entry.id)!;
  const settings = await moneyRepo.feeSettingsOf(tx, stage.id, stage.championshipId);
  const payment = await moneyRepo.ensurePayment(tx, stage.id, entry.id, entryReference);
  if (payment.status !== 'paid') {
    const due = dueOf(stage, settings.stage ?? settings.championship, entries, row).totalCents;
    if (due > 0) await money.apply(tx, viewer, payment, { status: 'paid', method: 'cash' }, due, 'secretary');
    return;
  }
  if (priceCents <= 0) return;
  // Paid before (a transfer, say): the licence's cash on top, with its own receipt.
  const at = new Date();
  await moneyRepo.updatePayment(tx, payment.paymentNumber, { paidCents: (payment.paidCents ?? 0) + priceCents });
  const owner = await moneyRepo.receiptOwner(tx, stage.id);
  const receipt = owner
    ? await issueReceipt(tx, {
        ...owner,
        paymentNumber: payment.paymentNumber,
        amountCents: priceCents,
        method: 'cash',
        issuedBy: viewer.email,
        at,
      })
    : null;
  await writeAudit(tx, {
    stageId: stage.id,
    event: 'payment.licenceCash',
    data: {
      participantId: entry.id,
      reference: payment.reference,
      method: 'cash',
      cents: priceCents,
      origin: 'secretary',
      ...(receipt ? { receipt: receiptLabel(receipt) } : {}),
    },
    userId: viewer.userId,
    userEmail: viewer.email,
  });
}
