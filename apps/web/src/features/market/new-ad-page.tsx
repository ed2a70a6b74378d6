import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { marketAdPath, paths } from '../../shared/paths';
import { showToast } from '../../shared/toast';
import { AdForm } from './ad-form';
import { useAdMutations } from './market-api';
import { useDocumentTitle } from '../../shared/document-title';

/** /market/new (signed in): post an ad with a photo. */
export function NewAdPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('market.newTitle'));
  const navigate = useNavigate();
  const { create } = useAdMutations();
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={paths.market} size="sm">
            ← {t('market.backToMarket')}
          </Anchor>
          <Title order={1}>{t('market.newTitle')}</Title>
          <Text c="dimmed">{t('market.newIntro')}</Text>
        </Stack>
        <AdForm
          submitLabel={t('market.publish')}
          onSubmit={async (form) => {
            const ad = await create.mutateAsync(form);
            void showToast({ message: t('market.published'), color: 'forest', autoClose: 1500 });
            await navigate(marketAdPath(ad.id));
          }}
        />
      </Stack>
    </Container>
  );
}
