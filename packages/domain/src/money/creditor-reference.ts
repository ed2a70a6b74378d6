/**
 * ISO 11649 structured creditor references ("RF18 5390 0754 7034"): "RF", two check digits, and a body
 * of up to 21 letters and digits. The check is ISO 7064 mod 97-10, as for IBANs: the body followed by
 * "RF00", letters as numbers (A = 10 … Z = 35), taken mod 97; the check digits are 98 minus that.
 */

const BODY = /^[0-9A-Z]{1,21}$/;

/** The number a string of digits and letters stands for, mod 97 (read in chunks: no big integers). */
function mod97(text: string): number {
  let digits = '';
  for (const char of text) digits += /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
  let remainder = 0;
  for (let i = 0; i < digits.length; i += 7) remainder = Number(`${remainder}${digits.slice(i, i + 7)}`) % 97;
  return remainder;
}

/** A reference without spaces, in capitals: how a banking app or a statement may write it. */
export function compactReference(reference: string): string {
  return reference.replace(/\s+/g, '').toUpperCase();
}

/** "RF" + check digits + body, for a body of 1–21 letters and digits. */
export function creditorReference(body: string): string {
  const compact = compactReference(body);
  if (!BODY.test(compact)) throw new Error(`creditor reference body must be 1-21 letters or digits: ${body}`);
  const check = 98 - mod97(`${compact}RF00`);
  return `RF${String(check).padStart(2, '0')}${compact}`;
}

/** Whether a reference (spaces and case ignored) is a well-formed RF reference with the right check digits. */
export function isCreditorReference(reference: string): boolean {
  const compact = compactReference(reference);
  if (!/^RF\d{2}[0-9A-Z]{1,21}$/.test(compact)) return false;
  return mod97(`${compact.slice(4)}${compact.slice(0, 4)}`) === 1;
}

/** Printed in groups of four, as the standard recommends for paper: "RF18 5390 0754 7034". */
export function printedReference(reference: string): string {
  return compactReference(reference).replace(/(.{4})(?=.)/g, '$1 ');
}

/** An entry's reference from its payment number: body "TH" + the number (decision 072). */
export function entryReference(paymentNumber: number): string {
  if (!Number.isSafeInteger(paymentNumber) || paymentNumber < 1) throw new Error('payment number must be positive');
  return creditorReference(`TH${paymentNumber}`);
}
