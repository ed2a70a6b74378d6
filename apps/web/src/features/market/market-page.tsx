import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pagination.css';
import {
  Alert,
  Button,
  Container,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconAdjustmentsHorizontal,
  IconAlertTriangle,
  IconPlus,
  IconSearch,
  IconShoppingBagSearch,
} from '@tabler/icons-react';
import { adCategories, adSorts } from '@trialhub/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../shared/paths';
import { useDelayed, useNow } from '../../shared/timing';
import { AdCard } from './ad-card';
import { FilterSelect, PriceInput, usePrepareFilters } from './filter-fields';
import classes from './market.module.css';
import { type AdFilters, useAds } from './market-api';
import { useDocumentTitle } from '../../shared/document-title';

const grid = { base: 2, sm: 3, lg: 4 };

const numberParam = (value: string | null) =>
  value !== null && value !== '' && !Number.isNaN(Number(value)) ? Number(value) : undefined;

/** /market: ads on sale as cards, with filters kept in the address (so a filtered list can be shared). */
export function MarketPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('market.title'));
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const filters: AdFilters = {
    category: params.get('category') ?? undefined,
    q: params.get('q') ?? undefined,
    minPrice: numberParam(params.get('minPrice')),
    maxPrice: numberParam(params.get('maxPrice')),
    sort: params.get('sort') ?? undefined,
    page: numberParam(params.get('page')),
  };
  const [search, setSearch] = useState(filters.q ?? '');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  // On a server-rendered page (decision 036) a reader may type before the script has taken over: keep it.
  const searchInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = searchInput.current?.value;
    if (typed !== undefined && typed !== search) setSearch(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);
  const [showMore, setShowMore] = useState(filters.minPrice !== undefined || filters.maxPrice !== undefined);
  const prepareFilters = usePrepareFilters();

  /** Changes some filters; any change but paging goes back to page 1. */
  const update = (patch: Record<string, string | number | undefined | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in patch)) next.delete('page');
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if ((debouncedSearch.trim() || undefined) !== (params.get('q') ?? undefined)) update({ q: debouncedSearch.trim() });
    // Only the typed text drives this; the address is read fresh inside update.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  // "Price to" below "Price from": told at the field, and the list ignores the upper bound meanwhile.
  const isRangeWrong =
    filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice;
  const { data, isPending, isError, isPlaceholderData } = useAds(
    isRangeWrong ? { ...filters, maxPrice: undefined } : filters,
  );
  const showSkeleton = useDelayed(isPending, 500);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const isFiltered = !!(
    filters.category ||
    filters.q ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1}>{t('market.title')}</Title>
          <Group gap="xs">
            <Button component={Link} to={paths.myAds} variant="default">
              {t('header.myAds')}
            </Button>
            <Button component={Link} to={paths.marketNew} leftSection={<IconPlus size={18} />}>
              {t('market.postAd')}
            </Button>
          </Group>
        </Group>

        <Stack gap="xs" role="search">
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              leftSection={<IconSearch size={16} />}
              placeholder={t('market.searchPlaceholder')}
              aria-label={t('market.search')}
              ref={searchInput}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              type="search"
            />
            <Button
              hiddenFrom="sm"
              variant={showMore ? 'light' : 'default'}
              onClick={() => setShowMore((v) => !v)}
              aria-expanded={showMore}
              px="sm"
              aria-label={t('market.moreFilters')}
            >
              <IconAdjustmentsHorizontal size={18} />
            </Button>
          </Group>
          {/* The filters' code loads when a reader points at them or tabs in (filter-fields.tsx). */}
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" onPointerEnter={prepareFilters}>
            <FilterSelect
              aria-label={t('market.categoryLabel')}
              placeholder={t('market.allCategories')}
              data={adCategories.map((c) => ({ value: c, label: t(`market.category.${c}`) }))}
              value={filters.category ?? null}
              onChange={(value) => update({ category: value })}
              clearable
              data-testid="category-filter"
            />
            <FilterSelect
              aria-label={t('market.sortLabel')}
              data={adSorts.map((s) => ({ value: s, label: t(`market.sort.${s}`) }))}
              value={filters.sort ?? 'newest'}
              onChange={(value) => update({ sort: value === 'newest' ? null : value })}
              allowDeselect={false}
            />
            {/* On a phone the price range folds behind the filter button; from sm up it is always there. */}
            <div className={classes.priceFilter} data-collapsed={showMore ? undefined : true}>
              <PriceInput
                aria-label={t('market.minPrice')}
                placeholder={t('market.minPrice')}
                value={filters.minPrice}
                onChange={(value) => update({ minPrice: value })}
              />
            </div>
            <div className={classes.priceFilter} data-collapsed={showMore ? undefined : true}>
              <PriceInput
                aria-label={t('market.maxPrice')}
                placeholder={t('market.maxPrice')}
                value={filters.maxPrice}
                error={isRangeWrong ? t('market.priceRange') : undefined}
                onChange={(value) => update({ maxPrice: value })}
              />
            </div>
          </SimpleGrid>
        </Stack>

        {data && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('market.found', { count: data.total })}
            </Text>
            {isFiltered && (
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => {
                  setSearch('');
                  setParams(new URLSearchParams(), { replace: true });
                }}
              >
                {t('market.clearFilters')}
              </Button>
            )}
          </Group>
        )}

        {isPending && showSkeleton && (
          <SimpleGrid cols={grid} spacing="md" data-testid="market-skeleton">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height={260} radius="md" />
            ))}
          </SimpleGrid>
        )}
        {isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t('home.errorLoading')} role="alert">
            {t('errors.refreshAndTryAgain')}
          </Alert>
        )}
        {data && data.items.length === 0 && (
          <Stack align="center" gap="xs" py="xl" c="dimmed" data-testid="market-empty">
            <IconShoppingBagSearch size={44} stroke={1.4} />
            <Text size="lg">{isFiltered ? t('market.emptyFiltered') : t('market.empty')}</Text>
            {!isFiltered && (
              <Button component={Link} to={paths.marketNew} mt="xs">
                {t('market.postFirst')}
              </Button>
            )}
          </Stack>
        )}
        {data && data.items.length > 0 && (
          <SimpleGrid
            cols={grid}
            spacing="md"
            data-testid="ads"
            style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          >
            {data.items.map((ad) => (
              <AdCard key={ad.id} ad={ad} now={now} />
            ))}
          </SimpleGrid>
        )}
        {data && pages > 1 && (
          <Group justify="center" mt="md">
            <Pagination
              total={pages}
              value={data.page}
              onChange={(page) => {
                update({ page: page === 1 ? null : page });
                window.scrollTo({ top: 0 });
              }}
            />
          </Group>
        )}
      </Stack>
    </Container>
  );
}
