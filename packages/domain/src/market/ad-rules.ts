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

/** The phone as stored and dialled: spaces and dashes dropped ("+371 2000 0000" → "+37120000000"). */
export function normalizePhone(phone: string): string {
  return phone.replace(/[ -]/g, '');
}

/** The wa.me link as a full https address. */
export function whatsappUrl(link: string): string {
  return link.startsWith('https://') ? link : `https://${link}`;
}

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
