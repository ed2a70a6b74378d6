import { Alert, Container, Divider, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarOff } from '@tabler/icons-react';
import { homeSections } from '@trialhub/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDelayed, useNow } from '../../shared/timing';
import { StageCard } from './stage-card';
import { usePublishedStages } from './use-stages';
import { useDocumentTitle } from '../../shared/document-title';

const grid = { base: 1, sm: 2, lg: 3 };

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));
  const { data: stages, isPending, isError } = usePublishedStages();
  const showSkeleton = useDelayed(isPending, 500);
  const now = useNow();
  const sections = useMemo(() => (stages ? homeSections(stages, now) : null), [stages, now]);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('home.title')}</Title>
        {isPending && showSkeleton && (
          <SimpleGrid cols={grid} data-testid="home-skeleton">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={190} radius="md" />
            ))}
          </SimpleGrid>
        )}
        {isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t('home.errorLoading')}>
            {t('errors.refreshAndTryAgain')}
          </Alert>
        )}
        {sections && (
          <>
            {sections.upcoming.length === 0 ? (
              <Stack align="center" gap="xs" py="xl" c="dimmed">
                <IconCalendarOff size={40} stroke={1.5} />
                <Text size="lg">{t('home.noPlanned')}</Text>
              </Stack>
            ) : (
              <SimpleGrid cols={grid} spacing="lg" data-testid="upcoming">
                {sections.upcoming.map((stage) => (
                  <StageCard key={stage.id} stage={stage} now={now} level={2} />
                ))}
              </SimpleGrid>
            )}
            {sections.previousByYear.length > 0 && (
              <Stack gap="lg" mt="lg" data-testid="previous">
                <Divider
                  label={
                    <Text fw={700} size="md">
                      {t('home.previous')}
                    </Text>
                  }
                  labelPosition="center"
                />
                {sections.previousByYear.map(({ year, stages: yearStages }) => (
                  <Stack key={year} gap="sm">
                    <Title order={2} fz="h3" c="dimmed">
                      {year}
                    </Title>
                    <SimpleGrid cols={grid} spacing="lg">
                      {yearStages.map((stage) => (
                        <StageCard key={stage.id} stage={stage} now={now} level={3} />
                      ))}
                    </SimpleGrid>
                  </Stack>
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
