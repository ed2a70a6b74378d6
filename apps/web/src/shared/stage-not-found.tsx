import { Anchor, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A stage address that names no stage a visitor may see (its page or its results): a page of its own —
 * an h1 saying what is missing and the way home (issue #37 point 11). The server answers it 404 with the
 * same title (page-meta.ts); the page sets it with `useDocumentTitle(t('stage.missingTitle'))`. The words
 * are the spec's ('No championship found. Please check the link'), split into heading and line.
 */
export function StageNotFound() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl" data-testid="stage-not-found">
      <Title order={1} mb="sm">
        {t('stage.missingTitle')}
      </Title>
      <Text mb="md">{t('stage.missingText')}</Text>
      <Anchor component={Link} to="/">
        {t('errorScreens.home')}
      </Anchor>
    </Container>
  );
}
