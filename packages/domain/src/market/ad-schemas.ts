import { z } from 'zod';
import {
  AD_DESCRIPTION_MAX,
  AD_DESCRIPTION_MIN,
  AD_LOCATION_MAX,
  AD_PRICE_MAX,
  adCategories,
  adSorts,
  normalizePhone,
} from './ad-rules.js';

// The ad form's and the list query's schemas, apart from ad-rules.ts so the public ad page does not load zod
// (issue #20): the form that validates with them is a lazy route.

/** A phone "must be a number" (spec §5): digits, optionally a leading + and spaces/dashes between groups. */
const PHONE = /^\+?[0-9][0-9 -]{4,22}[0-9]$/;
/** spec §5: the WhatsApp link must start with wa.me (https:// in front is accepted too). */
const WHATSAPP = /^(?:https:\/\/)?wa\.me\/[0-9A-Za-z?=&%._/-]+$/;

/** Price in euros with at most two decimals. */
function hasAtMostTwoDecimals(price: number): boolean {
  return Math.abs(Math.round(price * 100) - price * 100) < 1e-6;
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * The ad form's rules (spec §5 "Market ad"), shared by the form in the browser and by the server.
 * Messages are translation keys. The image is uploaded first (its own checks: type by content, size);
 * the form carries the stored file's id.
 */
export const adFormSchema = z
  .object({
    description: z
      .string({ error: 'market.descriptionRequired' })
      .trim()
      .min(1, 'market.descriptionRequired')
      .min(AD_DESCRIPTION_MIN, 'market.descriptionTooShort')
      .max(AD_DESCRIPTION_MAX, 'validation.tooLong'),
    price: z
      .number({ error: 'market.priceNumber' })
      .finite('market.priceNumber')
      .min(0, 'market.priceMin')
      .max(AD_PRICE_MAX, 'market.priceMax')
      .refine(hasAtMostTwoDecimals, 'market.priceNumber'),
    category: z.enum(adCategories, { error: 'market.categoryRequired' }),
    location: optionalText(AD_LOCATION_MAX, 'validation.tooLong'),
    imageFileId: z
      .string({ error: 'market.imageRequired' })
      .min(1, 'market.imageRequired')
      .max(64, 'validation.invalid'),
    phone: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || PHONE.test(v), 'market.phoneInvalid')
      .transform((v) => (v === null ? null : normalizePhone(v))),
    whatsapp: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || WHATSAPP.test(v), 'market.whatsappInvalid'),
    consent: z.literal(true, { error: 'market.consentRequired' }),
  })
  .strict()
  // A buyer must be able to reach the seller somehow. Checked even when other fields fail (`when`),
  // so the form shows every message at once.
  .refine((ad) => !!ad && (!!ad.phone || !!ad.whatsapp), {
    path: ['phone'],
    message: 'market.contactRequired',
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type AdFormInput = z.input<typeof adFormSchema>;
export type AdForm = z.output<typeof adFormSchema>;

// At most the highest price an ad can have: the filter becomes cents in an integer column.
const queryNumber = z.coerce
  .number({ error: 'validation.invalid' })
  .finite()
  .min(0, 'validation.min0')
  .max(AD_PRICE_MAX, 'market.priceMax');

/** The list's query string: category, search text, price range, sort, page. */
export const adListQuerySchema = z
  .object({
    category: z.enum(adCategories).optional(),
    q: z.string().trim().max(100).optional(),
    minPrice: queryNumber.optional(),
    maxPrice: queryNumber.optional(),
    sort: z.enum(adSorts).default('newest'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    path: ['maxPrice'],
    message: 'market.priceRange',
  });
export type AdListQuery = z.output<typeof adListQuerySchema>;
