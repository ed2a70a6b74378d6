import { Accordion, Stack, Table, Text } from '@mantine/core';
import type { JudgingStage } from '@trialhub/domain';
import { useTranslation } from 'react-i18next';
import { distribution, type mergeScores, remainingByLap } from './judge-model';

/** Under the judge app's keypad: who is still to score in this section per lap, and how the scores spread. */
export function SectionStats({
  data,
  scores,
  section,
}: {
  data: JudgingStage;
  scores: ReturnType<typeof mergeScores>;
  section: number;
}) {
  const { t } = useTranslation();
  const remaining = remainingByLap(scores, data, section);
  const counts = distribution(scores, section);
  const values = data.stage.competitionType === 'classic' ? [0, 1, 2, 3, 5] : [...counts.keys()].sort((a, b) => a - b);
  const total = [...remaining.values()].reduce((n, list) => n + list.length, 0);
  return (
    <Accordion variant="separated" data-testid="section-stats">
      <Accordion.Item value="remaining">
        <Accordion.Control>{t('judge.stillToScore', { count: total })}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="xs">
            {[...remaining.entries()].map(([lap, riders]) => (
              <Text key={lap} size="sm">
                <b>{t('judge.lapShort', { n: lap })}</b> ({riders.length}):{' '}
                {riders.map((r) => `#${r.racingNumber}`).join(', ')}
              </Text>
            ))}
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
