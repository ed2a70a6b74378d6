import type { MarketAd } from '@trialhub/domain';
import { describe, expect, it } from 'vitest';
import { applyMarketEvent, applyMarketEventToPage } from './market-api';

const ad = (id: string, patch: Partial<MarketAd> = {}): MarketAd => ({
  id,
  title: `Ad ${id}`,
  description: `Ad ${id} with a long enough description`,
  price: 100,
  category: 'bikes',
  location: null,
  imageUrl: `/api/files/${id}`,
  thumbnailUrl: `/api/files/${id}/thumbnail`,
  imageFileId: id,
  phone: '+37120000000',
  whatsapp: null,
  sellerName: 'Seller',
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  isOwn: false,
  ...patch,
});

describe('live market events', () => {
  it("patches the ad they name, keeping the viewer's own flag", () => {
    const mine = ad('a', { isOwn: true });
    const changed = applyMarketEvent(mine, { type: 'ad.upserted', ad: ad('a', { price: 80, status: 'sold' }) });
    expect(changed).toMatchObject({ price: 80, status: 'sold', isOwn: true });
    expect(applyMarketEvent(mine, { type: 'ad.upserted', ad: ad('b', { price: 1 }) })).toBe(mine);
  });

  it('marks an ad that left the market as removed, in place on the list', () => {
    const page = { items: [ad('a'), ad('b')], total: 2, page: 1, pageSize: 12 };
    const next = applyMarketEventToPage(page, { type: 'ad.removed', id: 'b' });
    expect(next.items.map((a) => a.status)).toEqual(['active', 'removed']);
    expect(next.total).toBe(2);
  });
});
