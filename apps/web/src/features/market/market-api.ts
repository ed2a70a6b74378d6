import { type AdFormInput, type MarketAd, type MarketAdPage, type MarketEvent, liveTopics } from '@trialhub/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api';
import { useLiveQuery } from '../../shared/live-client';

export interface AdFilters {
  category?: string;
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: string;
  page?: number;
}

export function adsQueryString(filters: AdFilters): `?${string}` | '' {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const marketKeys = {
  all: ['market'] as const,
  list: (filters: AdFilters) => ['market', 'ads', filters] as const,
  ad: (id: string) => ['market', 'ad', id] as const,
  mine: ['market', 'mine'] as const,
};

/**
 * An ad patched from a market event: a change as the public sees it (the viewer's own flag kept), or
 * gone ('removed': no longer on the market).
 */
export function applyMarketEvent(ad: MarketAd, event: MarketEvent): MarketAd {
  if (event.type === 'ad.upserted' && event.ad.id === ad.id) return { ...event.ad, isOwn: ad.isOwn };
  if (event.type === 'ad.removed' && event.id === ad.id) return { ...ad, status: 'removed' };
  return ad;
}

/** The list keeps its order and filters; ads on it change in place (price, sold, gone). New ads show on the next load. */
export function applyMarketEventToPage(page: MarketAdPage, event: MarketEvent): MarketAdPage {
  return { ...page, items: page.items.map((ad) => applyMarketEvent(ad, event)) };
}

export function useAds(filters: AdFilters) {
  useLiveQuery<MarketAdPage, MarketEvent>(liveTopics.market, marketKeys.list(filters), applyMarketEventToPage);
  return useQuery({
    queryKey: marketKeys.list(filters),
    queryFn: () => api(`/api/market/ads${adsQueryString(filters)}`),
    placeholderData: (previous) => previous,
  });
}

export function useAd(id: string) {
  useLiveQuery<MarketAd, MarketEvent>(liveTopics.market, marketKeys.ad(id), applyMarketEvent);
  return useQuery({
    queryKey: marketKeys.ad(id),
    queryFn: () => api(`/api/market/ads/${encodeURIComponent(id)}`),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}

export function useMyAds() {
  return useQuery({ queryKey: marketKeys.mine, queryFn: () => api('/api/market/my-ads') });
}

/** The photo goes first, as the raw file; the server checks its type by content and re-encodes it. */
export function uploadAdPhoto(file: File) {
  return api('/api/files?kind=ad-image', {
    method: 'POST',
    body: file,
    headers: { 'content-type': 'application/octet-stream' },
  });
}

/** Any change to an ad: the caches of lists, the ad and My ads are refreshed from the answer. */
export function useAdMutations() {
  const queryClient = useQueryClient();
  const settle = (ad?: MarketAd) => {
    if (ad) queryClient.setQueryData(marketKeys.ad(ad.id), ad);
    return queryClient.invalidateQueries({ queryKey: marketKeys.all });
  };
  return {
    create: useMutation({
      mutationFn: (form: AdFormInput) => api('/api/market/ads', { method: 'POST', json: form }),
      onSuccess: settle,
    }),
    edit: useMutation({
      mutationFn: ({ id, form }: { id: string; form: AdFormInput }) =>
        api(`/api/market/ads/${id}`, { method: 'PUT', json: form }),
      onSuccess: settle,
    }),
    setStatus: useMutation({
      mutationFn: ({ id, status }: { id: string; status: 'active' | 'sold' }) =>
        api(`/api/market/ads/${id}/status`, { method: 'PATCH', json: { status } }),
      onSuccess: settle,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api(`/api/market/ads/${id}`, { method: 'DELETE' }),
      onSuccess: () => settle(),
    }),
    moderate: useMutation({
      mutationFn: (id: string) => api(`/api/market/ads/${id}/remove`, { method: 'POST' }),
      onSuccess: settle,
    }),
  };
}
