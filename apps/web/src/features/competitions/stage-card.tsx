import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconClock, IconMapPin } from '@tabler/icons-react';
import { type StageSummary, stagePath } from '@trialhub/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatDateTimeRange } from '../../shared/dates';
import classes from './stage-card.module.css';

/** `level`: the card's heading level, under the page's h1 (upcoming) or under a year's h2 (previous). */
export function StageCard({ stage, now, level }: { stage: StageSummary; now: Date; level: 2 | 3 }) {
  const { t } = useTranslation();
  const start = Date.parse(stage.competitionStartDate);
  const end = Date.parse(stage.competitionEndDate);
  const isLive = start <= now.getTime() && now.getTime() < end;
  const registrationOpen = stage.registrationEndDate !== null && Date.parse(stage.registrationEndDate) > now.getTime();
  const ended = end <= now.getTime();
  return (
    <Card
      component={Link}
      to={stagePath(stage)}
      withBorder
      radius="md"
      padding="lg"
      className={classes.card}
      data-testid="stage-card"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" lineClamp={1}>
            {stage.championshipName}
          </Text>
          <Group gap={4} wrap="nowrap">
            {isLive && (
              <Badge color="red.9" variant="filled" size="sm">
                {t('home.live')}
              </Badge>
            )}
            {stage.competitionType === 'openFree' && (
              <Badge color="grape" variant="light" size="sm">
                {t('home.openFree')}
              </Badge>
            )}
          </Group>
        </Group>
        <Title order={level} fz="lg" lh={1.3}>
          {stage.title}
        </Title>
        <Group gap={8} wrap="nowrap" align="flex-start">
          <IconCalendarEvent size={18} className={classes.icon} />
          <Text size="sm">
            {formatDateTimeRange(stage.competitionStartDate, stage.competitionEndDate, stage.timeZone)}
          </Text>
        </Group>
        <Group gap={8} wrap="nowrap" align="flex-start">
          <IconMapPin size={18} className={classes.icon} />
          <Text size="sm" c={stage.location ? undefined : 'dimmed'} fs={stage.location ? undefined : 'italic'}>
            {stage.location ?? t('home.placeToBeDefined')}
          </Text>
        </Group>
        {/* As the stage page says it: "till" while open, "ended" once closed, nothing once the stage is over. */}
        {stage.registrationEndDate && !ended && (
          <Group gap={8} wrap="nowrap" align="flex-start">
            <IconClock size={18} className={classes.icon} />
            <Text
              size="sm"
              c={registrationOpen ? 'forest.7' : 'dimmed'}
              fw={registrationOpen ? 600 : 400}
              data-testid="card-registration"
            >
              {t(registrationOpen ? 'home.registrationTill' : 'stage.registrationEnded', {
                date: formatDateTime(stage.registrationEndDate, stage.timeZone),
              })}
            </Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
