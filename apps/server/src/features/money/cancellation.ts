import { cancellationOutcome } from '@trialhub/domain';
import type { Viewer } from '../../auth/viewer.js';
import { writeAudit } from '../../db/audit.js';
import type { Db } from '../../db/open-db.js';
import * as repo from './money.repository.js';

/**
 * An entry is cancelled (the rider withdraws or the secretary removes it), in the same transaction: its
 * payment row stays with the name it had, and money paid is refunded (or kept as credit) when the club's
 * refund day has not passed in the venue's zone, else kept (decision 082). The secretary can still mark
 * a kept payment refunded (the override) from the payments list.
 */
export async function settleCancelledEntry(
  tx: Db,
  who: Viewer,
  stage: { id: string; championshipId: string; timeZone: string },
  entry: { id: string; name: string },
  at: Date = new Date(),
) {
  const [payment] = await repo.paymentsOf(tx, stage.id, [entry.id]);
  if (!payment) return;
  // The row is kept under an id of its own, so the rider can enter again with a fresh payment.
  await repo.updatePayment(tx, payment.paymentNumber, {
    participantId: `${entry.id}~${payment.paymentNumber}`,
    cancelledAt: at,
    cancelledName: entry.name,
  });
  if (payment.status !== 'paid' || payment.method === 'waived') return;
  const both = await repo.feeSettingsOf(tx, stage.id, stage.championshipId);
  const outcome = cancellationOutcome(both.stage ?? both.championship, at, stage.timeZone);
  if (outcome !== 'keep') {
    await repo.updatePayment(tx, payment.paymentNumber, {
      status: 'refunded',
      refundKind: outcome,
      recordedAt: at,
      recordedBy: who.email,
    });
  }
  await writeAudit(tx, {
    stageId: stage.id,
    event: outcome === 'keep' ? 'payment.keptOnCancel' : 'payment.refunded',
    data: {
      participantId: entry.id,
      reference: payment.reference,
      cents: payment.paidCents,
      origin: 'cancellation',
      ...(outcome === 'keep' ? {} : { refundKind: outcome }),
    },
    userId: who.userId,
    userEmail: who.email,
  });
}
