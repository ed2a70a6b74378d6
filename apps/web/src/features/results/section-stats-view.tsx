import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { type CompetitionType, sectionStats } from '@trialhub/domain';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../shared/numbers';
import type { ClassBlock } from './results-model';
import classes from './results.module.css';

const CLASSIC_KEYS = ['0', '1', '2', '3', '5'] as const;

/**
 * The 'Sections' tab: how each section rode per class (rides, average, the score spread on classic
 * stages, the best ride), the hardest and easiest marked. Derived from the live results, so it moves
 * with every score.
 */
export default function SectionStatsView({ type, blocks }: { type: CompetitionType; blocks: ClassBlock[] }) {
  const { t } = useTranslation();
  const ridden = blocks.filter((b) => b.rows.length > 0);
  if (ridden.length === 0) return <Text c="dimmed">{t('results.sectionStats.noRides')}</Text>;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t(type === 'classic' ? 'results.sectionStats.introClassic' : 'results.sectionStats.introOpenFree')}
      </Text>
      {ridden.map((block) => {
        const stats = sectionStats(
          type,
          block.lapSections,
          block.rows.flatMap((r) => r.result.sections),
        );
        return (
          <Card key={block.name} withBorder radius="md" p="sm" data-testid={`section-stats-${block.name}`}>
            <Group gap="sm" mb="xs">
              <span className={classes.swatch} style={{ background: block.color }} />
              <Text fw={700}>{block.name}</Text>
            </Group>
            <Table.ScrollContainer minWidth={0}>
              <Table verticalSpacing={4} horizontalSpacing={4} className={classes.lapsTable}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('results.sectionStats.section')}</Table.Th>
                    <Table.Th ta="right">{t('results.sectionStats.rides')}</Table.Th>
                    <Table.Th ta="right">{t('results.sectionStats.average')}</Table.Th>
                    {type === 'classic' ? (
                      CLASSIC_KEYS.map((k) => (
                        <Table.Th key={k} ta="right">
                          {k}
                        </Table.Th>
                      ))
                    ) : (
                      <Table.Th ta="right">{t('results.sectionStats.best')}</Table.Th>
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {stats.map((s) => (
                    <Table.Tr key={s.section} data-testid={`section-stat-${s.section}`} data-mark={s.mark ?? undefined}>
                      <Table.Td>
                        <Group gap={4} wrap="wrap">
                          <Text fw={700}>{t('results.sectionShort', { section: s.section })}</Text>
                          {s.mark && (
                            <Badge size="xs" variant="light" color={s.mark === 'hardest' ? 'red' : 'green'}>
                              {t(`results.sectionStats.${s.mark}`)}
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td ta="right">{s.rides}</Table.Td>
                      <Table.Td ta="right" fw={700} data-testid="average">
                        {s.average === null ? '–' : formatNumber(s.average, { decimals: 2 })}
                      </Table.Td>
                      {type === 'classic' ? (
                        CLASSIC_KEYS.map((k) => (
                          <Table.Td key={k} ta="right" c={s.counts[k] ? undefined : 'dimmed'}>
                            {s.counts[k]}
                          </Table.Td>
                        ))
                      ) : (
                        <Table.Td ta="right">{s.best ?? '–'}</Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        );
      })}
    </Stack>
  );
}
