import { z } from 'zod';
import { foldText } from '../registration/participant-rules.js';

/** Spec §3 "Market ad": the nine categories, as stable keys (labels are translations: market.category.<key>). */
export const adCategories = [
  'bikes',
  'partsAccessories',
  'safetyGear',
  'toolsEquipment',
  'trailersTransport',
  'equipment',
  'spareParts',
  'accessories',
  'miscellaneous',
] as const;
export type AdCategory = (typeof adCategories)[number];

/** Spec §9: description at least 20 characters; price 0 or more; ad file at most 6 MB. */
export const AD_DESCRIPTION_MIN = 20;
export const AD_DESCRIPTION_MAX = 4000;
/** Our own ceiling: a price above a million euros is a typo, not a trial bike. */
export const AD_PRICE_MAX = 1_000_000;
export const AD_IMAGE_MAX_BYTES = 6 * 1024 * 1024;
export const AD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AD_LOCATION_MAX = 80;
export const AD_TITLE_MAX = 80;

/** A phone "must be a number" (spec §5): digits, optionally a leading + and spaces/dashes between groups. */
const PHONE = /^\+?[0-9][0-9 -]{4,22}[0-9]$/;
/** spec §5: the WhatsApp link must start with wa.me (https:// in front is accepted too). */
const WHATSAPP = /^(?:https:\/\/)?wa\.me\/[0-9A-Za-z?=&%._/-]+$/;

/** The phone as stored and dialled: spaces and dashes dropped ("+371 2000 0000" → "+37120000000"). */
export function normalizePhone(phone: string): string {
  return phone.replace(/[ -]/g, '');
}

/** The wa.me link as a full https address. */
export function whatsappUrl(link: string): string {
  return link.startsWith('https://') ? link : `https://${link}`;
}

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

/** The title line of a card: the description's first line, cut at a word near 80 characters. */
export function adTitle(description: string): string {
  const firstLine = description.trim().split(/\r?\n/, 1)[0]!.trim();
  if (firstLine.length <= AD_TITLE_MAX) return firstLine;
  const cut = firstLine.slice(0, AD_TITLE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > AD_TITLE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** What the search looks in, folded (case and diacritics blind: "cesis" finds "Cēsis"). */
export function adSearchText(ad: { description: string; location: string | null }): string {
  return foldText(`${ad.description} ${ad.location ?? ''}`);
}

export const adSorts = ['newest', 'priceAsc', 'priceDesc'] as const;
export type AdSort = (typeof adSorts)[number];
export const AD_PAGE_SIZE = 12;

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

/** Whole days and the like since a moment, for "3 days ago" (the browser words it with Intl.RelativeTimeFormat). */
export function adAge(
  createdAt: Date,
  now: Date,
): { value: number; unit: 'minute' | 'hour' | 'day' | 'month' | 'year' } {
  const minutes = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 60_000));
  if (minutes < 60) return { value: minutes, unit: 'minute' };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { value: hours, unit: 'hour' };
  const days = Math.floor(hours / 24);
  if (days < 31) return { value: days, unit: 'day' };
  if (days < 365) return { value: Math.floor(days / 30.44), unit: 'month' };
  return { value: Math.floor(days / 365.25), unit: 'year' };
}

/** Who may do what with an ad (checked by the server; the web only hides what would be refused). */
export type AdStatus = 'active' | 'sold' | 'removed';
export const adStatuses = ['active', 'sold', 'removed'] as const;

export function canSeeAd(
  ad: { status: AdStatus; sellerId: string },
  viewer: { userId: string; isAdmin: boolean } | null,
) {
  if (ad.status !== 'removed') return true;
  return !!viewer && (viewer.isAdmin || viewer.userId === ad.sellerId);
}

/** Only the seller edits or marks sold; a removed ad stays as the moderator left it. */
export function canChangeAd(ad: { status: AdStatus; sellerId: string }, viewer: { userId: string } | null) {
  return !!viewer && viewer.userId === ad.sellerId && ad.status !== 'removed';
}

/** Only the seller deletes their ad, removed or not. */
export function canDeleteAd(ad: { sellerId: string }, viewer: { userId: string } | null) {
  return !!viewer && viewer.userId === ad.sellerId;
}
