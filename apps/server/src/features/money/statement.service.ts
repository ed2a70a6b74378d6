import type { StatementImport, StatementResult } from '@trialhub/domain';
import { type Viewer, requireRole } from '../../auth/viewer.js';
import type { Db } from '../../db/open-db.js';
import { statementLines } from '../../db/schema.js';
import { findStageForRegistration } from '../participants/participants.repository.js';
import { decodeStatement, readBankCsv } from './bank-csv.js';
import { readCamt053 } from './camt053.js';
import * as repo from './money.repository.js';
import { type MoneyService, dueOf } from './money.service.js';

type Line = StatementResult['lines'][number];

/** The credits of an uploaded statement: camt.053 XML, or a Baltic bank's CSV (decision 088). */
async function creditsOf(body: StatementImport) {
  const text = body.xml ?? decodeStatement(Buffer.from(body.file ?? '', 'base64'));
  return text.trimStart().startsWith('<') ? readCamt053(text) : readBankCsv(text);
}

/**
 * A bank statement (camt.053, or a Baltic bank's CSV) matched to entries (issue #39, decisions 072 and
 * 088): a credit whose RF reference names an unpaid entry and whose amount is the amount due marks it
 * paid by transfer; another amount is listed as partial for the secretary; unknown references change
 * nothing; a line already seen (its key in statement_lines) is applied once, however often the file is
 * uploaded. A credit for an entry whose payment was refunded is only listed (with the refund's date)
 * until the secretary names its key in `repay`: paying a refunded entry again is never silent.
 */
export class StatementService {
  constructor(
    private readonly db: Db,
    private readonly money: MoneyService,
  ) {}

  async import(viewer: Viewer | null, body: StatementImport): Promise<StatementResult> {
    requireRole(viewer, 'secretary');
    const credits = await creditsOf(body);
    const repay = new Set(body.repay ?? []);
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const lines: Line[] = [];
      for (const credit of credits) {
        const line: Line = {
          outcome: 'unknown',
          key: credit.key,
          refundedOn: null,
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
        if (payment.status === 'refunded' && !repay.has(credit.key)) {
          line.outcome = 'refunded';
          line.refundedOn = payment.recordedAt?.toISOString().slice(0, 10) ?? null;
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
