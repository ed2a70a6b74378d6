import { adAge } from '@trialhub/domain';
import { currentLanguage } from '../../shared/i18n';
import { numberFormat, relativeTimeFormat } from '../../shared/intl';

/** "€3,900" / "3 900 €" as the language writes it; cents only when there are some. */
export function formatPrice(price: number, language = currentLanguage()): string {
  const cents = Math.round(price * 100) % 100 !== 0;
  return numberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }).format(price);
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

/** How the language writes numbers, for price inputs: "3,900.50" in English, "3 900,50" in Latvian and Estonian. */
export function numberSeparators(language = currentLanguage()): {
  decimalSeparator: string;
  thousandSeparator: string;
} {
  return language === 'en'
    ? { decimalSeparator: '.', thousandSeparator: ',' }
    : { decimalSeparator: ',', thousandSeparator: ' ' };
}
