import { Group, Table, Text } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RiderLink } from '../../shared/rider-link';
import type { ClassBlock, RankedRow } from './results-model';
import classes from './results.module.css';
import { useStatusText } from './use-status-text';

/** The ranking table variant (spec §2): Place, Name with number, Points, Finished, Class, Bike; by place. */
export function RankingTable({
  stageId,
  rows,
  blocks,
  overall,
}: {
  stageId: string;
  rows: RankedRow[];
  blocks: ClassBlock[];
  overall?: boolean;
}) {
  const { t } = useTranslation();
  const statusText = useStatusText();
  const order = new Map(blocks.map((b, i) => [b.name, i]));
  const sorted = overall
    ? rows
    : [...rows].sort(
        (a, b) =>
          (a.place ?? Infinity) - (b.place ?? Infinity) ||
          (order.get(a.result.participant.racingClass) ?? 0) - (order.get(b.result.participant.racingClass) ?? 0),
      );
  const color = new Map(blocks.map((b) => [b.name, b.color]));
  if (rows.length === 0) return <Text c="dimmed">{t('results.noOneStarted')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing={6} data-testid="ranking-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th aria-sort="ascending">{t('results.col.place')}</Table.Th>
            <Table.Th>{t('results.col.name')}</Table.Th>
            <Table.Th>{t('results.col.points')}</Table.Th>
            <Table.Th>{t('results.col.finished')}</Table.Th>
            <Table.Th>{t('results.col.class')}</Table.Th>
            <Table.Th>{t('results.col.bike')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) => (
            <Table.Tr key={row.result.participantId}>
              <Table.Td fw={700}>{row.place ?? statusText(row) ?? '–'}</Table.Td>
              <Table.Td>
                <RiderLink stageId={stageId} participantId={row.result.participantId}>
                  {row.result.participant.name}
                </RiderLink>
                {row.result.participant.racingNumber !== null && (
                  <Text span c="dimmed" fz="sm">
                    {' '}
                    #{row.result.participant.racingNumber}
                  </Text>
                )}
              </Table.Td>
              <Table.Td fw={700}>{row.result.total ?? '—'}</Table.Td>
              <Table.Td>
                {row.result.isFinished && (
                  <IconCircleCheckFilled
                    size={16}
                    color="var(--mantine-color-forest-6)"
                    aria-label={t('results.finished')}
                  />
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <span
                    className={classes.swatch}
                    style={{ background: color.get(row.result.participant.racingClass) }}
                  />
                  {row.result.participant.racingClass}
                </Group>
              </Table.Td>
              <Table.Td>{row.result.participant.bike ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
