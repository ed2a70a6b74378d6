import { AppError } from '../../http/app-error.js';
import { type StatementCredit, referenceInText } from './camt053.js';

/**
 * The CSV account statements of the Baltic banks (issue #39), read by their header row. Only layouts
 * whose columns are publicly documented are known (decision 088):
 * - Swedbank (EE "Kontoväljavõte", LV "Konta pārskats", the English export): 12 columns with a row
 *   type (20 = a transaction), D/K marker, decimal comma, ";" (or ",") separated;
 * - the Estonian banks' common layout, LHV and SEB (EE/EN headers): a "Deebet/Kreedit (D/C)" marker,
 *   "Viitenumber" and "Selgitus"; LHV uses "," and a decimal point with signed amounts, SEB ";" and a comma.
 * The file may be UTF-8 (with or without BOM) or Windows-1257 (ISO-8859-13: the same Baltic letters).
 */
interface Layout {
  /** Header names (lower case) per field; a layout is the file's when every one of `needs` is found. */
  columns: Record<Field, string[]>;
  needs: Field[];
  /** The row type that marks a transaction (Swedbank: 20); rows of other types are balances and totals. */
  transactionRow?: string;
}
type Field =
  'account' | 'rowType' | 'date' | 'payer' | 'description' | 'amount' | 'currency' | 'marker' | 'bankRef' | 'reference';

const LAYOUTS: Layout[] = [
  {
    columns: {
      account: ['kliendi konto', 'klienta konts', 'client account'],
      rowType: ['reatüüp', 'ieraksta tips', 'row type'],
      date: ['kuupäev', 'datums', 'date'],
      payer: ['saaja/maksja', 'saņēmējs/maksātājs', 'beneficiary/payer'],
      description: ['selgitus', 'informācija saņēmējam', 'details'],
      amount: ['summa', 'amount'],
      currency: ['valuuta', 'valūta', 'currency'],
      marker: ['deebet/kreedit', 'debets/kredīts', 'debit/credit'],
      bankRef: ['arhiveerimistunnus', 'arhīva kods', 'transfer reference'],
      reference: ['viitenumber', 'references numurs', 'refernces numurs', 'reference number'],
    },
    needs: ['rowType', 'date', 'amount', 'marker', 'description'],
    transactionRow: '20',
  },
  {
    columns: {
      account: ['kliendi konto', 'customer account no'],
      rowType: [],
      date: ['kuupäev', 'date'],
      payer: ['saaja/maksja nimi', 'sender/receiver name'],
      description: ['selgitus', 'description'],
      amount: ['summa', 'amount'],
      currency: ['valuuta', 'currency'],
      marker: ['deebet/kreedit (d/c)', 'debit/credit (d/c)'],
      bankRef: ['arhiveerimistunnus', 'archiving code'],
      reference: ['viitenumber', 'reference number'],
    },
    needs: ['date', 'amount', 'marker', 'description'],
  },
];

/** The text of an uploaded statement: UTF-8 (a BOM dropped) when it is valid UTF-8, else Windows-1257. */
export function decodeStatement(bytes: Uint8Array): string {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bom ? bytes.subarray(3) : bytes);
  } catch {
    return new TextDecoder('windows-1257').decode(bytes);
  }
}

/** "1 234,50", "-8.93", "30" → signed cents; null for anything else (three decimals, letters). */
export function csvAmountCents(value: string): number | null {
  const match = /^([+-]?)(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(value.replace(/[\s\u00a0']/g, ''));
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/** "27.11.2026" or "2026-11-27" → "2026-11-27". */
function isoDate(value: string): string | null {
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})/.exec(value);
  if (dotted) return `${dotted[3]}-${dotted[2]}-${dotted[1]}`;
  return /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? null;
}

/** The separator the header row uses most: ";" (Swedbank, SEB), "," (LHV) or a tab. */
function separatorOf(headerLine: string): string {
  const counts = [';', ',', '\t'].map((s) => [s, headerLine.split(s).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

async function rowsOf(text: string): Promise<string[][]> {
  const { parseString } = await import('@fast-csv/parse');
  const delimiter = separatorOf(text.slice(0, text.search(/\r?\n|$/)));
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    parseString<string[], string[]>(text, { delimiter, ignoreEmpty: true, trim: true })
      .on('error', () => reject(new AppError('statementUnreadable')))
      .on('data', (row: string[]) => rows.push(row))
      .on('end', () => resolve(rows));
  });
}

/** Whether a text looks like a CSV statement of a known layout (its first line names the columns). */
function layoutOf(header: string[]): { layout: Layout; index: Record<Field, number> } | null {
  const names = header.map((h) => h.trim().toLowerCase());
  for (const layout of LAYOUTS) {
    const index = Object.fromEntries(
      (Object.keys(layout.columns) as Field[]).map((field) => [
        field,
        names.findIndex((name) => layout.columns[field].includes(name)),
      ]),
    ) as Record<Field, number>;
    if (layout.needs.every((field) => index[field] >= 0)) return { layout, index };
  }
  return null;
}

/**
 * The EUR credits of a Baltic bank's CSV statement, in the shape camt.053 gives (same matching after).
 * Debits, balance rows and other currencies are left out; the RF reference is taken from the reference
 * column, else from the description. Throws statementUnreadable for a file of no known layout.
 */
export async function readBankCsv(text: string): Promise<StatementCredit[]> {
  const rows = await rowsOf(text);
  const found = rows.length > 0 ? layoutOf(rows[0]!) : null;
  if (!found) throw new AppError('statementUnreadable');
  const { layout, index } = found;
  const cell = (row: string[], field: Field) => (index[field] >= 0 ? (row[index[field]] ?? '').trim() : '');
  const credits: StatementCredit[] = [];
  for (const row of rows.slice(1)) {
    if (layout.transactionRow && cell(row, 'rowType') !== layout.transactionRow) continue;
    const signed = csvAmountCents(cell(row, 'amount'));
    const marker = cell(row, 'marker').toUpperCase();
    if (signed === null || signed <= 0 || !['C', 'K'].includes(marker)) continue;
    const currency = cell(row, 'currency');
    if (currency && currency.toUpperCase() !== 'EUR') continue;
    const reference = referenceInText(cell(row, 'reference')) ?? referenceInText(cell(row, 'description'));
    const bookedOn = isoDate(cell(row, 'date'));
    const account = cell(row, 'account');
    const bankRef = cell(row, 'bankRef');
    credits.push({
      key: bankRef ? `${account}|${bankRef}` : `${account}|${reference}|${signed}|${bookedOn}`,
      reference,
      amountCents: signed,
      bookedOn,
      debtor: cell(row, 'payer') || null,
    });
  }
  return credits;
}
