import '@mantine/core/styles/Table.css';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import type { PublicStage } from '@trialhub/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { venueZoneLabel } from '../../shared/dates';
import { fetchStartList, startClock, startListKey } from './start-list-api';

const NARROW = { width: '1%', whiteSpace: 'nowrap' } as const;

/**
 * The stage page's start list (issue #39): per start block, every rider's start time on the venue's
 * clock (the zone named when it is not the viewer's), number, name and class. Nothing while none is set.
 */
export function StartListSection({ stage }: { stage: PublicStage }) {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: startListKey(stage.id), queryFn: () => fetchStartList(stage.id) });
  if (!data || data.riders.length === 0) return null;
  const zone = venueZoneLabel(data.timeZone, data.riders[0]!.startsAt);
  return (
    <Stack gap="sm" data-testid="start-list">
      <Title order={2} fz="h3">
        {t('startList.title')}
      </Title>
      {data.blocks.map((block, index) => {
        const riders = data.riders.filter((r) => r.block === index);
        if (riders.length === 0) return null;
        return (
          <Card key={block.classes.join('|')} withBorder radius="md" p="sm" data-testid="start-block">
            <Text fw={700}>{block.classes.join(', ')}</Text>
            <Text size="sm" c="dimmed" mb="xs">
              {[
                t('startList.firstStart', { time: `${block.startTime}${zone}` }),
                block.intervalMinutes > 0
                  ? t('startList.every', { count: block.intervalMinutes, group: block.groupSize })
                  : null,
                t(`startList.order.${block.order}`),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Table striped withRowBorders={false} verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  {/* Time and number as narrow as they are: the names get the phone's width. */}
                  <Table.Th style={NARROW}>{t('startList.time')}</Table.Th>
                  <Table.Th ta="right" style={NARROW}>
                    {t('startList.number')}
                  </Table.Th>
                  <Table.Th>{t('startList.rider')}</Table.Th>
                  {block.classes.length > 1 && <Table.Th>{t('startList.class')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {riders.map((r) => (
                  <Table.Tr key={`${r.position}`} data-testid="start-row">
                    <Table.Td fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {startClock(data.timeZone, r.startsAt)}
                    </Table.Td>
                    <Table.Td ta="right">{r.racingNumber ?? ''}</Table.Td>
                    <Table.Td>{r.name}</Table.Td>
                    {block.classes.length > 1 && <Table.Td>{r.racingClass}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
        );
      })}
      {zone && (
        <Text size="xs" c="dimmed">
          {t('startList.venueClock')}
        </Text>
      )}
    </Stack>
  );
}
