import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './participant-charts.module.css';

interface Bar {
  label: string;
  value: number;
  color: string;
}

/**
 * The two charts of the participants section (per class, per club), as plain bars: no chart library
 * on the stage page. Heights follow spec §9 (at least 180 px on desktop, 260 px on phones; 769 px
 * is the breakpoint).
 */
export function ParticipantCharts({ perClass, perClub }: { perClass: Bar[]; perClub: Bar[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="participant-charts">
      <BarChart title={t('participants.perClass')} bars={perClass} />
      <BarChart title={t('participants.perClub')} bars={perClub} />
    </SimpleGrid>
  );
}

function BarChart({ title, bars }: { title: string; bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <Card withBorder radius="md" p="sm" className={classes.chart}>
      <Title order={3} fz="sm" mb="xs">
        {title}
      </Title>
      <Stack gap={6} role="list" aria-label={title} className={classes.bars}>
        {bars.map((bar) => (
          <div key={bar.label} className={classes.row} role="listitem" aria-label={`${bar.label}: ${bar.value}`}>
            <Text size="xs" className={classes.label} title={bar.label}>
              {bar.label}
            </Text>
            <div className={classes.track}>
              {/* No bar for none: the bar's minimum width would draw a sliver for a class nobody entered. */}
              {bar.value > 0 && (
                <div
                  className={classes.bar}
                  style={{ width: `${(bar.value / max) * 100}%`, background: bar.color }}
                  data-bar
                />
              )}
            </div>
            <Text size="xs" fw={700} className={classes.value}>
              {bar.value}
            </Text>
          </div>
        ))}
      </Stack>
    </Card>
  );
}
