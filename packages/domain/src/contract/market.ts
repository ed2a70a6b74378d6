import { z } from 'zod';
import type { AdCategory, AdStatus } from '../market/ad-rules.js';

/** An ad as the API returns it. */
export interface MarketAd {
  id: string;
  title: string;
  description: string;
  price: number;
  category: AdCategory;
  location: string | null;
  imageUrl: string;
  thumbnailUrl: string;
  imageFileId: string;
  phone: string | null;
  /** The wa.me link as the seller gave it; open it as https. */
  whatsapp: string | null;
  sellerName: string;
  status: AdStatus;
  createdAt: string;
  updatedAt: string;
  /** The viewer is the seller: may edit, mark sold, delete. */
  isOwn: boolean;
}

export interface MarketAdPage {
  items: MarketAd[];
  total: number;
  page: number;
  pageSize: number;
}

/** Mark sold, or back on sale. */
export const adStatusBodySchema = z.object({ status: z.enum(['active', 'sold']) }).strict();

/**
 * Events on the `market` topic: an ad as everyone sees it (isOwn false), or the id of one that left
 * the market (deleted by its seller or removed by an admin).
 */
export type MarketEvent = { type: 'ad.upserted'; ad: MarketAd } | { type: 'ad.removed'; id: string };
