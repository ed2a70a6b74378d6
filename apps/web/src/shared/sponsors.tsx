import '@mantine/core/styles/Image.css';
import { Anchor, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { PublicStage } from '@trialhub/domain';
import { useTranslation } from 'react-i18next';
import classes from './sponsors.module.css';

/** A stage's sponsors at the bottom of its pages (stage page, results page): logos, else names, linked. */
export function Sponsors({ sponsors }: { sponsors: PublicStage['sponsors'] }) {
  const { t } = useTranslation();
  if (sponsors.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="sponsors">
      <Title order={2} fz="h3">
        {t('stage.sponsors')}
      </Title>
      <Group gap="md">
        {sponsors.map((sponsor) => (
          <Anchor
            key={sponsor.name}
            href={sponsor.url ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            title={sponsor.name}
            className={classes.sponsor}
          >
            {sponsor.logoUrl ? (
              <Image src={sponsor.logoUrl} alt={sponsor.name} w={140} h={100} fit="contain" />
            ) : (
              <Text fw={700} ta="center">
                {sponsor.name}
              </Text>
            )}
          </Anchor>
        ))}
      </Group>
    </Stack>
  );
}
