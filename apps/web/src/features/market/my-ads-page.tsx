import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconEdit, IconPlus, IconRefresh, IconTag, IconTrash } from '@tabler/icons-react';
import type { MarketAd } from '@trialhub/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { marketAdPath, paths } from '../../shared/paths';
import { withSavingToasts } from '../../shared/saving-toast';
import { useNow } from '../../shared/timing';
import { AdForm } from './ad-form';
import { formatAge, formatPrice } from './format';
import classes from './market.module.css';
import { useAdMutations, useMyAds } from './market-api';
import { useDocumentTitle } from '../../shared/document-title';
import { usePhone } from '../../shared/viewport';

const statusColor = { active: 'forest', sold: 'dark', removed: 'red' } as const;

/** /market/my-ads: the user's ads, each to edit, mark sold (or back on sale) or delete. */
export function MyAdsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('market.myAdsTitle'));
  const { data, isPending, isError } = useMyAds();
  const [editing, setEditing] = useState<MarketAd | null>(null);
  const isPhone = usePhone();
  const { edit } = useAdMutations();

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Title order={1}>{t('market.myAdsTitle')}</Title>
          <Button component={Link} to={paths.marketNew} leftSection={<IconPlus size={18} />}>
            {t('market.postAd')}
          </Button>
        </Group>
        {isPending && (
          <Stack>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={104} radius="md" />
            ))}
          </Stack>
        )}
        {isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
            {t('errors.refreshAndTryAgain')}
          </Alert>
        )}
        {data && data.length === 0 && (
          <Stack align="center" py="xl" gap="sm" c="dimmed" data-testid="my-ads-empty">
            <IconTag size={44} stroke={1.4} />
            <Text size="lg">{t('market.myAdsEmpty')}</Text>
            <Button component={Link} to={paths.marketNew}>
              {t('market.postFirst')}
            </Button>
          </Stack>
        )}
        {data && data.length > 0 && (
          <Stack gap="sm" data-testid="my-ads">
            {data.map((ad) => (
              <MyAdRow key={ad.id} ad={ad} onEdit={() => setEditing(ad)} />
            ))}
          </Stack>
        )}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('market.editTitle')}
        size="lg"
        fullScreen={!!isPhone}
      >
        {editing && (
          <AdForm
            ad={editing}
            submitLabel={t('market.save')}
            onCancel={() => setEditing(null)}
            onSubmit={async (form) => {
              await edit.mutateAsync({ id: editing.id, form });
              setEditing(null);
            }}
          />
        )}
      </Modal>
    </Container>
  );
}

function MyAdRow({ ad, onEdit }: { ad: MarketAd; onEdit: () => void }) {
  const { t } = useTranslation();
  const now = useNow();
  const { setStatus, remove } = useAdMutations();
  const isRemoved = ad.status === 'removed';

  const markSold = (status: 'active' | 'sold') =>
    withSavingToasts(
      { pending: t('market.saving'), success: t('market.saved'), error: t('market.errorSaving') },
      t,
      () => setStatus.mutateAsync({ id: ad.id, status }),
    );
  const deleteAd = async () => {
    if (!window.confirm(t('market.confirmDelete', { title: ad.title }))) return;
    await withSavingToasts(
      { pending: t('market.removing'), success: t('market.deleted'), error: t('market.errorRemoving') },
      t,
      () => remove.mutateAsync(ad.id),
    );
  };

  return (
    <Card withBorder radius="md" padding="sm" data-testid="my-ad">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <img src={ad.thumbnailUrl} alt="" className={classes.rowThumb} />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="nowrap" justify="space-between" align="flex-start">
            {isRemoved ? (
              <Text fw={600} lineClamp={2}>
                {ad.title}
              </Text>
            ) : (
              <Anchor component={Link} to={marketAdPath(ad.id)} fw={600} lineClamp={2} c="inherit">
                {ad.title}
              </Anchor>
            )}
            <Badge
              color={statusColor[ad.status]}
              variant={ad.status === 'active' ? 'light' : 'filled'}
              style={{ flex: 'none' }}
            >
              {t(`market.status.${ad.status}`)}
            </Badge>
          </Group>
          <Text fw={800} c="forest.8">
            {ad.price === 0 ? t('market.free') : formatPrice(ad.price)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`market.category.${ad.category}`)} · {formatAge(ad.createdAt, now)}
          </Text>
          {isRemoved && (
            <Text size="xs" c="red">
              {t('market.removedNotice')}
            </Text>
          )}
        </Stack>
      </Group>
      <Group gap="xs" mt="sm" justify="flex-end">
        {!isRemoved && (
          <Button size="xs" variant="default" leftSection={<IconEdit size={14} />} onClick={onEdit}>
            {t('market.edit')}
          </Button>
        )}
        {ad.status === 'active' && (
          <Button size="xs" variant="light" leftSection={<IconCheck size={14} />} onClick={() => void markSold('sold')}>
            {t('market.markSold')}
          </Button>
        )}
        {ad.status === 'sold' && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} />}
            onClick={() => void markSold('active')}
          >
            {t('market.backOnSale')}
          </Button>
        )}
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={() => void deleteAd()}
        >
          {t('market.delete')}
        </Button>
      </Group>
    </Card>
  );
}
