import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Progress.css';
import { Badge, Card, Group, Popover, Progress, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { type PublicStage, type SectionLapProgress, type StageJudge, liveTopics } from '@trialhub/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from '../../shared/live-client';
import { fetchProgress, progressKey } from './judging-api';
import { fetchObservers, observersKey } from './observers-api';

/**
 * Race control on the judges page: per section, its judges and, per lap, riders scored of those who
 * ride it, with the riders who look to have skipped it (scored further on). Every score on the
 * stage's results topic refetches it (a few secretaries, small answer), so it is live.
 */
export function RaceControl({ stage, judges }: { stage: PublicStage; judges: StageJudge[] }) {
  const { t } = useTranslation();
  useLiveQuery(liveTopics.stageResults(stage.id), progressKey(stage.id), () => undefined);
  const progress = useQuery({ queryKey: progressKey(stage.id), queryFn: () => fetchProgress(stage.id) });
  // The observer phones that hold a section now (not handed on, not revoked), next to its judges;
  // whole-stage ones are listed with the observers (the phone picks its section).
  const observers = useQuery({ queryKey: observersKey(stage.id), queryFn: () => fetchObservers(stage.id) });
  const holders = (section: number) =>
    (observers.data ?? [])
      .filter((c) => !c.revokedAt && c.section === section)
      .flatMap((c) =>
        c.devices
          .filter((d) => !d.handedOffAt)
          // A trainee scores beside the section's observer, not for it: named as a trainee.
          .map((d) => (c.trainee ? t('observers.traineeName', { name: d.name }) : d.name)),
      );
  const laps = Math.max(0, ...(progress.data ?? []).map((s) => s.laps.length));

  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t('judges.progress.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('judges.progress.intro')}
          </Text>
        </Stack>
        {!progress.data ? (
          <Skeleton h={120} />
        ) : (
          <Table.ScrollContainer minWidth={0}>
            <Table verticalSpacing="xs" data-testid="race-control">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('judges.sectionLabel')}</Table.Th>
                  {Array.from({ length: laps }, (_, i) => (
                    <Table.Th key={i}>{t('judges.progress.lap', { n: i + 1 })}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {progress.data.map((row) => {
                  const names = [
                    ...judges.filter((j) => j.section === row.section).map((j) => j.name),
                    ...holders(row.section),
                  ];
                  return (
                    <Table.Tr key={row.section} data-testid={`progress-section-${row.section}`}>
                      <Table.Td>
                        <Text fw={700}>{row.section}</Text>
                        {names.length > 0 && (
                          <Text size="xs" c="dimmed" lineClamp={2} maw={140}>
                            {names.join(', ')}
                          </Text>
                        )}
                      </Table.Td>
                      {Array.from({ length: laps }, (_, i) => (
                        <Table.Td key={i} miw={84}>
                          {row.laps[i] ? <LapCell lap={row.laps[i]} /> : null}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}

function LapCell({ lap }: { lap: SectionLapProgress }) {
  const { t } = useTranslation();
  if (lap.expected === 0) return <Text c="dimmed">—</Text>;
  const done = lap.scored === lap.expected;
  return (
    <Stack gap={4} data-testid={`progress-lap-${lap.lap}`}>
      <Group gap={6} wrap="nowrap">
        <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="progress-count">
          {t('judges.progress.count', { scored: lap.scored, expected: lap.expected })}
        </Text>
        {lap.possiblyMissed.length > 0 && (
          // A popover, not a tooltip: secretaries on phones tap it.
          <Popover withArrow shadow="md" position="bottom">
            <Popover.Target>
              <Badge
                component="button"
                type="button"
                color="orange"
                variant="light"
                size="sm"
                style={{ cursor: 'pointer' }}
                leftSection={<IconAlertTriangle size={12} />}
                data-testid="possibly-missed"
                aria-label={t('judges.progress.missedCount', { count: lap.possiblyMissed.length })}
              >
                {lap.possiblyMissed.length}
              </Badge>
            </Popover.Target>
            <Popover.Dropdown maw={260}>
              <Text size="sm" fw={700}>
                {t('judges.progress.missedTitle')}
              </Text>
              {lap.possiblyMissed.map((r) => (
                <Text size="sm" key={r.id}>
                  {r.racingNumber === null ? r.name : `#${r.racingNumber} ${r.name}`}
                </Text>
              ))}
            </Popover.Dropdown>
          </Popover>
        )}
      </Group>
      <Progress.Root size="sm">
        <Progress.Section
          value={(lap.scored / lap.expected) * 100}
          color={done ? 'forest' : 'blue'}
          aria-label={t('judges.progress.lap', { n: lap.lap })}
        />
      </Progress.Root>
    </Stack>
  );
}
