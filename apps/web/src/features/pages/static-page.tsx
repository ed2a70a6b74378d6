import '@mantine/core/styles/List.css';
import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/dates';
import { currentLanguage } from '../../shared/i18n';
import { usePublicConfig } from '../../shared/public-config';
import { type StaticPageId, staticPages, staticPagesUpdated } from './static-content';
import { useDocumentTitle } from '../../shared/document-title';

/** /about, /privacy and /terms: long texts kept as content, not as translation keys. */
export function StaticPage({ page }: { page: StaticPageId }) {
  const { t } = useTranslation();
  const content = staticPages[page][currentLanguage()];
  useDocumentTitle(content.title);
  const contactEmail = usePublicConfig().data?.contactEmail ?? 'info@trialhub.app';
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{content.title}</Title>
          <Text size="lg" c="dimmed">
            {content.lead}
          </Text>
          {page !== 'about' && (
            <Text size="sm" c="dimmed">
              {t('pages.updated', { date: formatDate(staticPagesUpdated) })}
            </Text>
          )}
        </Stack>
        {content.sections.map((section) => (
          <Stack key={section.heading} gap="xs">
            <Title order={2} fz="h3">
              {section.heading}
            </Title>
            {section.paragraphs.map((p) => (
              <Text key={p}>{p}</Text>
            ))}
            {section.bullets && (
              <List spacing={4}>
                {section.bullets.map((b) => (
                  <List.Item key={b}>{b}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        ))}
        <Text>
          {t('pages.contact')} <Anchor href={`mailto:${contactEmail}`}>{contactEmail}</Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
