import { intlLocale } from './i18n';

/** A number as the language writes it, at most two decimals ("184.8" in English, "184,8" in Latvian). */
export function formatNumber(value: number, locale = intlLocale()): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}
