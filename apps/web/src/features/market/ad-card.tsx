import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { MarketAd } from '@trialhub/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { marketAdPath } from '../../shared/paths';
import { formatAge, formatPrice } from './format';
import classes from './market.module.css';

/** One ad in the list: photo, price, title line, category, place and age. */
export function AdCard({ ad, now }: { ad: MarketAd; now: Date }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Card
      component={Link}
      to={marketAdPath(ad.id)}
      state={{ back: location.pathname + location.search }}
      withBorder
      radius="md"
      padding={0}
      className={classes.card}
      data-testid="ad-card"
    >
      <div className={classes.thumb}>
        {/* The 200 px thumbnail on phones; the full photo where a card is wider or the screen denser. */}
        <img
          src={ad.thumbnailUrl}
          srcSet={`${ad.thumbnailUrl} 200w, ${ad.imageUrl} 800w`}
          sizes="(max-width: 640px) 50vw, 280px"
          alt=""
          loading="lazy"
        />
        {ad.status !== 'active' && (
          <Badge className={classes.badgeOnImage} color={ad.status === 'sold' ? 'dark' : 'red'}>
            {t(`market.status.${ad.status}`)}
          </Badge>
        )}
      </div>
      <Stack gap={4} p="sm" style={{ flex: 1 }}>
        <Text className={classes.price}>{ad.price === 0 ? t('market.free') : formatPrice(ad.price)}</Text>
        <Text fw={600} size="sm" lineClamp={2} lh={1.35}>
          {ad.title}
        </Text>
        <Group gap={6} mt="auto" pt={4}>
          <Badge
            variant="light"
            color="forest"
            size="sm"
            radius="sm"
            classNames={{ root: classes.wrapBadge, label: classes.wrapBadgeLabel }}
          >
            {t(`market.category.${ad.category}`)}
          </Badge>
        </Group>
        <Stack gap={0} className={classes.meta}>
          {ad.location && (
            <Group gap={2} wrap="nowrap" style={{ minWidth: 0 }}>
              <IconMapPin size={14} style={{ flex: 'none' }} />
              <Text span size="xs" truncate>
                {ad.location}
              </Text>
            </Group>
          )}
          <Text span size="xs">
            {formatAge(ad.createdAt, now)}
          </Text>
        </Stack>
      </Stack>
    </Card>
  );
}
