import { type StagePayment, printedReference, wallClockIn } from '@trialhub/domain';
import type { TFunction } from 'i18next';
import { type SheetCell, type SheetLanguage, type SheetTable, type SheetTime, exportedAt } from '../../shared/sheet';

/** A moment on the venue's clock as a date-and-time cell (XLSX: a real date cell). */
const venueTime = (iso: string, timeZone: string): SheetTime => {
  const wall = wallClockIn(timeZone, iso).replace('T', ' ');
  return { kind: 'dateTime', wall, text: wall };
};

/** Euros as a number cell (a spreadsheet sums them); cents are exact integers until this last step. */
const euros = (cents: number | null): number | null => (cents === null ? null : cents / 100);

const statusText = (t: TFunction, p: StagePayment) =>
  p.status === 'paid' && p.method
    ? t('money.paidHow', { method: t(`money.method.${p.method}`) })
    : p.status === 'refunded' && p.refundKind === 'credit'
      ? t('money.status.credit')
      : t(`money.status.${p.status}`);

/**
 * The treasurer's export (issue #39): one row per entry (and per cancelled entry whose money is kept
 * or refunded) with the amount due and paid as numbers, status, method, reference, who recorded it and
 * when (a date cell on the venue's clock), and the contact e-mail the secretary sees.
 */
export function paymentsTable(payments: readonly StagePayment[], t: TFunction, timeZone: string): SheetTable {
  const rows: SheetCell[][] = payments.map((p) => [
    p.racingNumber,
    p.name,
    p.racingClass || null,
    euros(p.amountCents),
    euros(p.status === 'paid' ? p.paidCents : null),
    statusText(t, p),
    p.reference ? printedReference(p.reference) : null,
    p.recordedAt ? venueTime(p.recordedAt, timeZone) : null,
    p.recordedBy,
    p.cancelledAt ? venueTime(p.cancelledAt, timeZone) : null,
    p.contactEmail,
  ]);
  return {
    name: t('money.payments.title'),
    header: [
      t('participants.col.number'),
      t('money.payments.rider'),
      t('participants.col.class'),
      t('money.export.due'),
      t('money.export.paid'),
      t('money.payments.status'),
      t('money.reference'),
      t('money.export.recordedAt'),
      t('money.export.recordedBy'),
      t('money.export.cancelledAt'),
      t('money.export.contact'),
    ],
    rows,
  };
}

export function paymentsTitle(stageTitle: string, championship: string, t: TFunction, language: SheetLanguage) {
  return [championship, `${stageTitle} · ${t('money.payments.title')}`, exportedAt(t, language)];
}
