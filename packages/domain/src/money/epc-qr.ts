import { decimalAmount, type Cents } from './cents.js';
import type { Payee } from './payee.js';

/**
 * The EPC069-12 "SEPA credit transfer" QR code's text (version 002, UTF-8): what a banking app reads
 * to fill in a transfer. Lines: service tag, version, character set, identification, BIC, name, IBAN,
 * amount, purpose, structured reference (RF), unstructured text (empty when a reference is given).
 */
export function epcPayload(payee: Payee, amountCents: Cents, reference: string): string {
  if (!Number.isInteger(amountCents) || amountCents < 1 || amountCents > 99_999_999_999)
    throw new Error('EPC amount must be 0.01 to 999999999.99 euro');
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    payee.bic,
    payee.name,
    payee.iban,
    `EUR${decimalAmount(amountCents)}`,
    '',
    reference,
  ].join('\n');
}
