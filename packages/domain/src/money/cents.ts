/**
 * Money as integer euro cents (decision 072): never floats. Text is made only when shown, and typed
 * amounts are read digit by digit, so 19.99 is 1999 cents and not 1998.9999….
 */

export type Cents = number;

const formats = new Map<string, Intl.NumberFormat>();

/** "25,00 €" in Latvian and Estonian, "€25.00" in English: always two decimals, thousands grouped (decision 055). */
export function formatCents(cents: Cents, language: string): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'EUR',
      useGrouping: true,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(language, format);
  }
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  // Intl is given a decimal string, not cents / 100, so no binary fraction takes part.
  const text = format.format(`${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}` as never);
  return text;
}

/** Cents as the EPC QR code and bank files write them: "25.00", a point and two decimals. */
export function decimalAmount(cents: Cents): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * A typed amount in cents, read as the market's prices are (decision 055): spaces and € ignored, a "." or
 * "," followed by one or two digits is the decimal point, by three digits a thousands separator. Null for
 * text that is not such an amount, or one with a third decimal, or a negative one.
 */
export function parseCents(text: string): Cents | null {
  const typed = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (!/^\d[\d.,]*$/.test(typed)) return null;
  const last = Math.max(typed.lastIndexOf('.'), typed.lastIndexOf(','));
  const after = last < 0 ? '' : typed.slice(last + 1);
  const mixed = typed.includes('.') && typed.includes(',');
  const decimals = last >= 0 && (after.length !== 3 || mixed);
  const whole = decimals ? typed.slice(0, last) : typed;
  const fraction = decimals ? after : '';
  if (fraction.length > 2 || (decimals && fraction.length === 0 && !mixed)) return null;
  if (/[.,]/.test(whole)) {
    const separator = whole.includes('.') ? '.' : ',';
    if (decimals && typed[last] === separator) return null;
    const groups = whole.split(separator);
    if (groups.some((g, i) => (i === 0 ? !/^[1-9]\d{0,2}$/.test(g) : !/^\d{3}$/.test(g)))) return null;
  }
  const digits = whole.replace(/[.,]/g, '');
  if (digits.length > 9) return null;
  return Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
}
