import { adAge } from '@trialhub/domain';
import { currentLanguage } from '../../shared/i18n';
import { numberFormat, relativeTimeFormat } from '../../shared/intl';

/**
 * "€3,900" / "3 900 €" as the language writes it; cents only when there are some. Thousands are always
 * grouped (Intl leaves 4-digit numbers ungrouped in lv and et): the price field writes "2 450,50" too, so
 * the seller sees the same number on the form and on the ad.
 */
export function formatPrice(price: number, language = currentLanguage()): string {
  return numberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    useGrouping: true,
    ...fractionDigits(price),
  }).format(price);
}

/** The price field's text for a number: "2,450.50" in English, "2 450,50" in Latvian and Estonian. */
export function priceFieldText(price: number, language = currentLanguage()): string {
  // A plain hyphen and spaces (not Intl's U+2212 and no-break spaces): what a keyboard types and parsePrice reads.
  return numberFormat(language, { useGrouping: true, ...fractionDigits(price) })
    .format(price)
    .replace(/\u2212/g, '-')
    .replace(/[\u00a0\u202f]/g, ' ');
}

function fractionDigits(price: number) {
  const digits = Math.round(price * 100) % 100 !== 0 ? 2 : 0;
  return { minimumFractionDigits: digits, maximumFractionDigits: digits };
}

/**
 * A typed price as a number, read the same way in every language (issue #37: "2450.5" typed in Latvian
 * was published as 24 505 €). Spaces group thousands. A "." or "," is the decimal point when one or two
 * digits follow it, and groups thousands when three do (a price has no third decimal); with both, the
 * last one is the decimal point: "2450.5", "2450,5", "2 450,50", "2,450.50" and "2.450,50" are all
 * 2450.5. Undefined for an empty field, NaN for text that is not such a number ("2,45,0", "12.3456").
 */
export function parsePrice(text: string): number | undefined {
  const typed = text.replace(/[\s\u00a0\u202f€]/g, '').replace(/\u2212/g, '-');
  if (typed === '') return undefined;
  const match = /^(-?)(\d*(?:[.,]\d*)*)$/.exec(typed);
  if (!match?.[2] || !/\d/.test(match[2])) return NaN;
  const [, sign, digits = ''] = match;
  const lastSeparator = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','));
  const afterLast = lastSeparator < 0 ? '' : digits.slice(lastSeparator + 1);
  const hasDecimals = lastSeparator >= 0 && (afterLast.length !== 3 || (digits.includes('.') && digits.includes(',')));
  const whole = hasDecimals ? digits.slice(0, lastSeparator) : digits;
  const fraction = hasDecimals ? afterLast : '';
  if (fraction.length > 2 || !groupedWhole(whole, hasDecimals ? digits[lastSeparator] : undefined)) return NaN;
  const number = Number(`${whole.replace(/[.,]/g, '') || '0'}.${fraction || '0'}`);
  return sign ? -number : number;
}

/** "2450", "2,450" or "1.234.567": one kind of thousands separator, groups of three after the first. */
function groupedWhole(whole: string, decimalPoint: string | undefined): boolean {
  if (!/[.,]/.test(whole)) return /^\d*$/.test(whole);
  const separator = whole.includes('.') ? '.' : ',';
  if (separator === decimalPoint || whole.includes(separator === '.' ? ',' : '.')) return false;
  const [first = '', ...groups] = whole.split(separator);
  return /^[1-9]\d{0,2}$/.test(first) && groups.every((group) => /^\d{3}$/.test(group));
}

/**
 * The description under its title: without the first line when that line is the whole title already,
 * so empty for a one-line ad (its title says it all).
 */
export function descriptionBody(description: string, title: string): string {
  const [first = '', ...rest] = description.trim().split(/\r?\n/);
  return first.trim() === title ? rest.join('\n').trim() : description.trim();
}

/** "3 days ago", "pirms 3 dienām", "3 päeva eest"; "today"-like words for the newest ones. */
export function formatAge(iso: string, now: Date, language = currentLanguage()): string {
  const { value, unit } = adAge(new Date(iso), now);
  const format = relativeTimeFormat(language, { numeric: 'auto' });
  return format.format(-value, unit);
}
