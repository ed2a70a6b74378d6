import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { JudgingStage } from '@trialhub/domain';
import { useTranslation } from 'react-i18next';
import classes from './judge-app.module.css';
import { type Rider, type mergeScores, slotKey } from './judge-model';

/**
 * The judge app's "From list": the section's riders by class, each lap's score at a glance; a tap picks
 * one (without `onPick`, on a phone that takes no scores, the list is only read).
 */
export function RiderList({
  data,
  scores,
  section,
  onPick,
}: {
  data: JudgingStage;
  scores: ReturnType<typeof mergeScores>;
  section: number;
  onPick?: (rider: Rider) => void;
}) {
  const { t } = useTranslation();
  const groups = [...data.stage.classes]
    .filter((c) => c.lapSections.includes(section))
    .sort((a, b) => a.order - b.order)
    .map((cls) => ({
      cls,
      riders: data.riders
        .filter((r) => r.racingClass === cls.name)
        .sort((a, b) => (a.racingNumber ?? 0) - (b.racingNumber ?? 0)),
    }));
  if (groups.length === 0) return <Text c="dimmed">{t('judge.noClassesHere')}</Text>;
  return (
    <Stack gap="md" data-testid="rider-list">
      {groups.map(({ cls, riders }) => (
        <Stack key={cls.name} gap={4}>
          <Text fw={800} style={{ borderLeft: `6px solid ${cls.color}`, paddingLeft: 8 }}>
            {cls.name}
          </Text>
          {riders.map((r) => (
            <UnstyledButton
              key={r.id}
              component={onPick ? 'button' : 'div'}
              className={classes.touch}
              onClick={onPick && (() => onPick(r))}
              py={6}
              px={4}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} truncate>
                  #{r.racingNumber} {r.name}
                </Text>
                <Group gap={4} wrap="nowrap">
                  {Array.from({ length: cls.laps }, (_, i) => i + 1).map((lap) => {
                    const s = scores.get(slotKey(r.id, section, lap));
                    return (
                      <Badge
                        key={lap}
                        variant={s ? 'filled' : 'outline'}
                        color={s ? (s.pending ? 'orange' : 'teal') : 'gray'}
                        w={34}
                      >
                        {s ? s.points : '·'}
                      </Badge>
                    );
                  })}
                </Group>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
