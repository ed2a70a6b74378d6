import { compactReference, isCreditorReference } from '@trialhub/domain';
import type { XMLParser } from 'fast-xml-parser';
import { AppError } from '../../http/app-error.js';

/** One credit booked on the club's account, as a bank statement (ISO 20022 camt.053) reports it. */
export interface StatementCredit {
  /** What makes the line itself unique: the bank's own reference for it, else reference + amount + date. */
  key: string;
  /** The RF creditor reference it carries (structured, or found in the free text), compacted. */
  reference: string | null;
  amountCents: number;
  bookedOn: string | null;
  /** Who paid (the debtor's name), for the secretary's list. */
  debtor: string | null;
}

const ARRAYS = new Set(['Stmt', 'Ntry', 'TxDtls', 'Ustrd', 'Strd', 'CdtrRefInf']);
// The XML parser (~30 modules) is loaded by the first statement imported, not at start (issue #36 point 6).
let parser: Promise<XMLParser> | undefined;
const loadParser = () =>
  (parser ??= import('fast-xml-parser').then(
    ({ XMLParser: Parser }) =>
      new Parser({
        removeNSPrefix: true,
        ignoreAttributes: false,
        attributeNamePrefix: '@',
        parseTagValue: false,
        processEntities: false,
        isArray: (name) => ARRAYS.has(name),
      }),
  ));

type Node = Record<string, unknown>;
const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() || null;
  const inner = node(value)['#text'];
  return typeof inner === 'string' ? inner.trim() || null : null;
};
const at = (value: unknown, ...path: string[]) => path.reduce<unknown>((v, key) => node(v)[key], value);

/** "30.00" → 3000; null for anything that is not a plain amount of euros with at most two decimals. */
function amountCents(value: unknown): { cents: number; currency: string | null } | null {
  const amount = text(value);
  const match = amount ? /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(amount) : null;
  if (!match) return null;
  const currency = node(value)['@Ccy'];
  return {
    cents: Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')),
    currency: typeof currency === 'string' ? currency : null,
  };
}

/** The RF reference a transaction carries: the structured creditor reference, else one written in the free text. */
function referenceOf(tx: unknown): string | null {
  const remittance = at(tx, 'RmtInf');
  for (const strd of list(at(remittance, 'Strd')))
    for (const ref of list(at(strd, 'CdtrRefInf'))) {
      const value = text(at(ref, 'Ref'));
      if (value && isCreditorReference(value)) return compactReference(value);
    }
  for (const line of list(at(remittance, 'Ustrd'))) {
    const found = referenceInText(text(line));
    if (found) return found;
  }
  return null;
}

/** An RF creditor reference written in free text (a payment's description), compacted; null when none holds. */
export function referenceInText(value: string | null): string | null {
  const found = /RF\d{2}[\s0-9A-Z]{1,30}/i.exec(value ?? '');
  if (!found) return null;
  // The reference's end is where its check digits hold: try the longest first.
  const compact = compactReference(found[0]);
  for (let end = compact.length; end > 4; end--)
    if (isCreditorReference(compact.slice(0, end))) return compact.slice(0, end);
  return null;
}

/**
 * The booked EUR credits of a camt.053 statement (any version: the tags read here are the same from
 * .001.02 to .001.13), one per transaction detail, or per entry when it has none. Debits, pending
 * entries and other currencies are left out. Throws statementUnreadable for a file that is no statement.
 */
export async function readCamt053(xml: string): Promise<StatementCredit[]> {
  const xmlParser = await loadParser();
  let document: unknown;
  try {
    document = xmlParser.parse(xml, true);
  } catch {
    throw new AppError('statementUnreadable');
  }
  const statements = list(at(document, 'Document', 'BkToCstmrStmt', 'Stmt'));
  if (statements.length === 0) throw new AppError('statementUnreadable');
  const credits: StatementCredit[] = [];
  for (const statement of statements) {
    const account = text(at(statement, 'Acct', 'Id', 'IBAN')) ?? '';
    for (const entry of list(at(statement, 'Ntry'))) {
      if (text(at(entry, 'CdtDbtInd')) !== 'CRDT') continue;
      const status = text(at(entry, 'Sts')) ?? text(at(entry, 'Sts', 'Cd'));
      if (status && status !== 'BOOK') continue;
      const bookedOn = (text(at(entry, 'BookgDt', 'Dt')) ?? text(at(entry, 'BookgDt', 'DtTm')))?.slice(0, 10) ?? null;
      const entryRef = text(at(entry, 'AcctSvcrRef'));
      const details = list(at(entry, 'NtryDtls')).flatMap((d) => list(at(d, 'TxDtls')));
      const transactions = details.length > 0 ? details : [entry];
      transactions.forEach((tx, i) => {
        const amount =
          amountCents(at(tx, 'Amt')) ??
          amountCents(at(tx, 'AmtDtls', 'TxAmt', 'Amt')) ??
          (transactions.length === 1 ? amountCents(at(entry, 'Amt')) : null);
        if (!amount || (amount.currency && amount.currency !== 'EUR')) return;
        const reference = referenceOf(tx);
        const bankRef = text(at(tx, 'Refs', 'AcctSvcrRef')) ?? (entryRef ? `${entryRef}#${i}` : null);
        credits.push({
          key: bankRef ? `${account}|${bankRef}` : `${account}|${reference}|${amount.cents}|${bookedOn}`,
          reference,
          amountCents: amount.cents,
          bookedOn,
          debtor: text(at(tx, 'RltdPties', 'Dbtr', 'Nm')) ?? text(at(tx, 'RltdPties', 'Dbtr', 'Pty', 'Nm')),
        });
      });
    }
  }
  return credits;
}
