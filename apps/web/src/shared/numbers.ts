import { intlLocale } from './i18n';
import { numberFormat } from './intl';

/**
 * A number as the language writes it ("184.8" in English, "184,8" in Latvian): at most two decimals,
 * or exactly `decimals` when a column of numbers should line up.
 */
export function formatNumber(
  value: number,
  { locale = intlLocale(), decimals }: { locale?: string; decimals?: number } = {},
) {
  return numberFormat(locale, {
    minimumFractionDigits: decimals ?? 0,
    maximumFractionDigits: decimals ?? 2,
  }).format(value);
}
