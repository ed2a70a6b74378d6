import type { StagePayment } from '@trialhub/domain';
import { describe, expect, it } from 'vitest';
import { readXlsx, sheetValues, translator } from '../../shared/sheet-testing';
import { xlsxBytes } from '../../shared/xlsx';
import { paymentsTable } from './payments-sheet';

const base: Omit<StagePayment, 'participantId' | 'name'> = {
  stageId: 's',
  amountCents: 2500,
  lines: [],
  status: 'unpaid',
  method: null,
  paidCents: null,
  reference: 'RF18539007547034',
  payee: null,
  epc: null,
  recordedAt: null,
  recordedBy: null,
  onlinePayment: false,
  refundKind: null,
  racingClass: 'Expert',
  team: null,
  racingNumber: 7,
  cancelledAt: null,
  contactEmail: null,
};
const payments: StagePayment[] = [
  {
    ...base,
    participantId: 'a',
    name: 'Jānis Bērziņš',
    status: 'paid',
    method: 'online',
    paidCents: 1999,
    amountCents: 1999,
    // 22:30 UTC on 5 December is 00:30 on 6 December in Riga: the venue's clock is written.
    recordedAt: '2026-12-05T22:30:00.000Z',
    recordedBy: 'stripe',
  },
  { ...base, participantId: 'b', name: 'Mari Tamm', racingNumber: null, contactEmail: 'mari@example.ee' },
];

describe('payments export (XLSX)', () => {
  it.each(['en', 'lv', 'et'] as const)(
    'in %s: amounts are number cells, times are date cells on the venue’s clock',
    async (lng) => {
      const t = translator(lng);
      const book = await readXlsx(
        await xlsxBytes({
          title: ['Championship', 'Stage', 'now'],
          sheets: [paymentsTable(payments, t, 'Europe/Riga')],
        }),
      );
      const sheet = book.worksheets[0]!;
      const [header, first, second] = sheetValues(sheet, 5, 7);
      expect(header).toContain(t('money.export.due'));
      expect(first!.slice(0, 6)).toEqual([
        7,
        'Jānis Bērziņš',
        'Expert',
        19.99,
        19.99,
        t('money.paidHow', { method: t('money.method.online') }),
      ]);
      expect(typeof sheet.getCell(6, 4).value).toBe('number');
      // A real date cell: the spreadsheet reader gives a Date, at the wall-clock time of Riga.
      const recorded = sheet.getCell(6, 8).value;
      expect(recorded).toBeInstanceOf(Date);
      expect((recorded as Date).toISOString().slice(0, 16)).toBe('2026-12-06T00:30');
      expect(second!.slice(0, 6)).toEqual([null, 'Mari Tamm', 'Expert', 25, null, t('money.status.unpaid')]);
      expect(second![10]).toBe('mari@example.ee');
    },
  );
});
