import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Flex.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Divider,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconBrandWhatsapp, IconMapPin, IconPhone, IconTrash, IconUser } from '@tabler/icons-react';
import { whatsappUrl } from '@trialhub/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ApiError } from '../../shared/api';
import { formatDate } from '../../shared/dates';
import { paths } from '../../shared/paths';
import { withSavingToasts } from '../../shared/saving-toast';
import { useRole } from '../../shared/session';
import { useNow } from '../../shared/timing';
import { descriptionBody, formatAge, formatPrice } from './format';
import classes from './market.module.css';
import { useAd, useAdMutations } from './market-api';
import { useDocumentTitle } from '../../shared/document-title';

/** /market/ads/{adId}: the photo large, price, details and the seller's contacts (tap to call, WhatsApp). */
export function AdPage() {
  const { t } = useTranslation();
  const { adId = '' } = useParams();
  // Back to the list as it was (search, category, page), when the visitor came from it.
  const state = useLocation().state as { back?: unknown } | null;
  const back = typeof state?.back === 'string' && state.back.startsWith(paths.market) ? state.back : paths.market;
  const { data: ad, isPending, error } = useAd(adId);
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 410) ? error.status : null;
  // A missing ad's title is the one the server wrote for its 404 / 410 answer (not-found-page.ts).
  useDocumentTitle(
    ...(missing === 410
      ? [t('market.noLongerAvailable')]
      : missing === 404
        ? [t('errorScreens.notFound.title')]
        : [ad?.title, t('market.title')]),
  );
  const isAdmin = useRole('admin');
  const { moderate } = useAdMutations();
  const now = useNow();

  if (isPending) {
    return (
      <Container size="lg" py="xl">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Skeleton height={380} radius="md" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Skeleton height={40} width="50%" mb="md" />
            <Skeleton height={20} mb="xs" />
            <Skeleton height={20} width="70%" />
          </Grid.Col>
        </Grid>
      </Container>
    );
  }
  // 410: its seller deleted it — it was here, and is no longer (issue #37 point 11).
  if (missing) {
    const gone = missing === 410;
    return (
      <Container size="sm" py={64}>
        <Stack align="center" gap="sm" ta="center" data-testid={gone ? 'ad-gone' : 'ad-not-found'}>
          <Title order={1}>{gone ? t('market.noLongerAvailable') : t('errorScreens.notFound.title')}</Title>
          {!gone && <Text c="dimmed">{t('market.adNotFound')}</Text>}
          <Button component={Link} to={paths.market} mt="md">
            {t('market.backToMarket')}
          </Button>
        </Stack>
      </Container>
    );
  }
  if (!ad) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t('home.errorLoading')} role="alert">
          {t('errors.refreshAndTryAgain')}
        </Alert>
      </Container>
    );
  }

  const body = descriptionBody(ad.description, ad.title);

  const removeAd = async () => {
    if (!window.confirm(t('market.confirmModerate'))) return;
    await withSavingToasts(
      { pending: t('market.removing'), success: t('market.moderated'), error: t('market.errorRemoving') },
      t,
      () => moderate.mutateAsync(ad.id),
    );
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Anchor component={Link} to={back} size="sm">
          ← {t('market.backToMarket')}
        </Anchor>
        {ad.status === 'removed' && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />} data-testid="ad-removed">
            {ad.isOwn || isAdmin ? t('market.removedNotice') : t('market.noLongerAvailable')}
          </Alert>
        )}
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            {/* The page's largest element: fetched first, not after the scripts (LCP, issue #20). */}
            <img src={ad.imageUrl} alt={ad.title} className={classes.hero} fetchPriority="high" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="sm">
              <Group gap="xs">
                <Badge variant="light" color="forest" radius="sm">
                  {t(`market.category.${ad.category}`)}
                </Badge>
                {ad.status !== 'active' && (
                  <Badge color={ad.status === 'sold' ? 'dark' : 'red'} data-testid="ad-status">
                    {t(`market.status.${ad.status}`)}
                  </Badge>
                )}
              </Group>
              <Text className={classes.price} fz={32} data-testid="ad-price">
                {ad.price === 0 ? t('market.free') : formatPrice(ad.price)}
              </Text>
              <Title order={1} fz="h3" lh={1.3}>
                {ad.title}
              </Title>
              <Stack gap={4}>
                {ad.location && (
                  <Group gap={6} c="dimmed">
                    <IconMapPin size={16} />
                    <Text size="sm">{ad.location}</Text>
                  </Group>
                )}
                <Group gap={6} c="dimmed">
                  <IconUser size={16} />
                  <Text size="sm">{ad.sellerName}</Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('market.posted', { date: formatDate(ad.createdAt), age: formatAge(ad.createdAt, now) })}
                </Text>
              </Stack>

              {ad.status === 'active' && (
                <div className={classes.stickyContact}>
                  <Group grow gap="sm">
                    {ad.phone && (
                      <Button component="a" href={`tel:${ad.phone}`} size="md" leftSection={<IconPhone size={18} />}>
                        {t('market.call')}
                      </Button>
                    )}
                    {ad.whatsapp && (
                      <Button
                        component="a"
                        href={whatsappUrl(ad.whatsapp)}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="md"
                        color="green"
                        leftSection={<IconBrandWhatsapp size={18} />}
                      >
                        {t('market.whatsappButton')}
                      </Button>
                    )}
                  </Group>
                  {ad.phone && (
                    <Text size="sm" c="dimmed" mt={6} ta="center">
                      {ad.phone}
                    </Text>
                  )}
                </div>
              )}
              {ad.status === 'sold' && (
                <Alert color="gray" variant="light">
                  {t('market.soldNotice')}
                </Alert>
              )}

              {body && (
                <>
                  <Divider />
                  <Text className={classes.description} data-testid="ad-description">
                    {body}
                  </Text>
                </>
              )}

              {(ad.isOwn || (isAdmin && ad.status !== 'removed')) && (
                <Paper withBorder p="sm" radius="md">
                  <Group gap="sm">
                    {ad.isOwn && (
                      <Button component={Link} to={paths.myAds} variant="default" size="sm">
                        {t('market.manageInMyAds')}
                      </Button>
                    )}
                    {isAdmin && ad.status !== 'removed' && (
                      <Button
                        color="red"
                        variant="light"
                        size="sm"
                        leftSection={<IconTrash size={16} />}
                        onClick={() => void removeAd()}
                      >
                        {t('market.moderate')}
                      </Button>
                    )}
                  </Group>
                </Paper>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
