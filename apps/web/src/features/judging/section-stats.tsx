import { Accordion, Group, Stack, Table, Text } from '@mantine/core';
import { type JudgingStage, classEndInstant } from '@trialhub/domain';
import { useTranslation } from 'react-i18next';
import { distribution, type mergeScores, notYetSeen } from './judge-model';

/**
 * Under the judge app's keypad: the riders not yet seen at this section in their class's current lap,
 * with the class's end time (so a rider who skipped the section is noticed before he leaves), and how the
 * scores spread.
 */
export function SectionStats({
  data,
  scores,
  section,
  now = Date.now(),
}: {
  data: JudgingStage;
  scores: ReturnType<typeof mergeScores>;
  section: number;
  now?: number;
}) {
  const { t } = useTranslation();
  const groups = notYetSeen(scores, data, section);
  const counts = distribution(scores, section);
  const values = data.stage.competitionType === 'classic' ? [0, 1, 2, 3, 5] : [...counts.keys()].sort((a, b) => a - b);
  const total = groups.reduce((n, g) => n + g.riders.length, 0);
  const { timeZone, competitionStartDate } = data.stage;
  return (
    <Accordion variant="separated" defaultValue="notSeen" data-testid="section-stats">
      <Accordion.Item value="notSeen">
        <Accordion.Control>{t('judge.notSeen.title', { count: total })}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm" data-testid="not-seen">
            {groups.map(({ cls, lap, riders }) => {
              // Snapshots stored before the end time was part of them have none.
              const endTime = cls.endTime ?? null;
              const end = classEndInstant(timeZone, competitionStartDate, endTime);
              const over = end !== null && end.getTime() <= now;
              return (
                <Stack key={cls.name} gap={2} data-testid="not-seen-class" data-class={cls.name}>
                  <Group gap={6} style={{ borderLeft: `6px solid ${cls.color}`, paddingLeft: 8 }}>
                    <Text fw={800} size="sm">
                      {t('judge.notSeen.class', { name: cls.name, lap, laps: cls.laps })}
                    </Text>
                    {endTime && <Text size="sm">·</Text>}
                    {endTime && (
                      <Text size="sm" fw={700} c={over ? 'red.8' : undefined} data-testid="not-seen-end">
                        {t(over ? 'judge.notSeen.ended' : 'judge.notSeen.ends', { time: endTime })}
                      </Text>
                    )}
                  </Group>
                  {riders.map(({ rider, missing }) => (
                    <Text key={rider.id} size="sm" pl={14} data-testid="not-seen-rider">
                      <b>#{rider.racingNumber}</b> {rider.name}
                      {(missing.length > 1 || missing[0] !== lap) &&
                        ` · ${t('judge.notSeen.missing', { laps: missing.map((n) => t('judge.lapShort', { n })).join(', ') })}`}
                    </Text>
                  ))}
                </Stack>
              );
            })}
            {total === 0 && <Text size="sm">{t('judge.allScored')}</Text>}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="distribution">
        <Accordion.Control>{t('judge.distribution')}</Accordion.Control>
        <Accordion.Panel>
          <Table withTableBorder ta="center">
            <Table.Thead>
              <Table.Tr>
                {values.map((v) => (
                  <Table.Th key={v} ta="center">
                    {v}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                {values.map((v) => (
                  <Table.Td key={v}>{counts.get(v) ?? 0}</Table.Td>
                ))}
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
