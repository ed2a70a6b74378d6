import type { StatementResult } from '@trialhub/domain';
import { type Viewer, requireRole } from '../../auth/viewer.js';
import type { Db } from '../../db/open-db.js';
import { statementLines } from '../../db/schema.js';
import { findStageForRegistration } from '../participants/participants.repository.js';
import { readCamt053 } from './camt053.js';
import * as repo from './money.repository.js';
import { type MoneyService, dueOf } from './money.service.js';

type Line = StatementResult['lines'][number];

/**
 * A bank statement (camt.053) matched to entries (issue #39, decision 072): a credit whose RF
 * reference names an unpaid entry and whose amount is the amount due marks it paid by transfer; another
 * amount is listed as partial for the secretary; unknown references change nothing; a line already
 * seen (its key in statement_lines) is applied once, however often the file is uploaded.
 */
export class StatementService {
  constructor(
    private readonly db: Db,
    private readonly money: MoneyService,
  ) {}

  async import(viewer: Viewer | null, xml: string): Promise<StatementResult> {
    requireRole(viewer, 'secretary');
    const credits = await readCamt053(xml);
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const lines: Line[] = [];
      for (const credit of credits) {
        const line: Line = {
          outcome: 'unknown',
          reference: credit.reference,
          amountCents: credit.amountCents,
          bookedOn: credit.bookedOn,
          debtor: credit.debtor,
          stageId: null,
          participantId: null,
          name: null,
          dueCents: null,
        };
        lines.push(line);
        const payment = credit.reference ? await repo.paymentByReference(tx, credit.reference) : null;
        if (!payment) continue;
        const found = await findStageForRegistration(tx, payment.stageId);
        const entries = found ? await repo.entriesInOrder(tx, payment.stageId) : [];
        const entry = entries.find((e) => e.id === payment.participantId);
        if (!found || !entry) continue;
        const settings = await repo.feeSettingsOf(tx, found.stage.id, found.stage.championshipId);
        const due = dueOf(found.stage, settings.stage ?? settings.championship, entries, entry).totalCents;
        Object.assign(line, { stageId: payment.stageId, participantId: entry.id, name: entry.name, dueCents: due });
        if (payment.status === 'paid') {
          line.outcome = 'alreadyPaid';
          continue;
        }
        const outcome = credit.amountCents === due ? 'applied' : 'partial';
        const [inserted] = await tx
          .insert(statementLines)
          .values({
            lineKey: credit.key,
            reference: credit.reference,
            amountCents: credit.amountCents,
            bookedOn: credit.bookedOn,
            paymentNumber: payment.paymentNumber,
            outcome,
            importedBy: viewer.email,
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) {
          line.outcome = 'duplicate';
          continue;
        }
        line.outcome = outcome;
        if (outcome === 'applied')
          await this.money.apply(
            tx,
            viewer,
            payment,
            { status: 'paid', method: 'transfer' },
            due,
            'statement',
            credit.amountCents,
          );
      }
      return { lines };
    });
  }
}
