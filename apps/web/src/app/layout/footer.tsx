import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { usePublicConfig } from '../../shared/public-config';
import { useNow } from '../../shared/timing';

export function Footer() {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const siteName = config?.siteName ?? 'TrialHub';
  // The render's year while a server-rendered page hydrates (New Year's Eve would not match otherwise).
  const year = useNow(3_600_000).getFullYear();
  return (
    <Box component="footer">
      <Container size="lg" py="lg">
        <Group justify="space-between" gap="sm">
          <Group gap="lg">
            <Anchor href={`mailto:${config?.contactEmail ?? 'info@trialhub.app'}`} size="sm">
              {t('footer.anyQuestions')}
            </Anchor>
            <Anchor component={Link} to={paths.about} size="sm" c="dimmed">
              {t('footer.about')}
            </Anchor>
            <Anchor component={Link} to={paths.privacy} size="sm" c="dimmed">
              {t('footer.privacy')}
            </Anchor>
            <Anchor component={Link} to={paths.terms} size="sm" c="dimmed">
              {t('footer.terms')}
            </Anchor>
          </Group>
          <Text size="sm" c="dimmed">
            © {year} {siteName}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
