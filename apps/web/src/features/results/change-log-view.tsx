import { Accordion, Table, Text } from '@mantine/core';
import type { ResultAuditEntry, CompactResult } from '@trialhub/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api';
import { formatTimestamp } from '../../shared/dates';
import { useVenueZone } from '../../shared/venue-zone';
import { changeLogKey } from './change-log';
import { clockTime } from './results-model';

/** What changed, in a few characters: "S2 L1: 5 → 0", "+5", "DQ", "12:01:00 → 12:03:10". */
function describe(entry: ResultAuditEntry, t: (key: string) => string): string {
  const d = entry.data as Record<string, unknown>;
  switch (entry.event) {
    case 'edit_section':
      return `S${String(d.section)} L${String(d.lap)}: ${String(d.from)} → ${String(d.to)}`;
    case 'delete_section':
      return `S${String(d.section)} L${String(d.lap)} (${String(d.points)})`;
    case 'set_status':
      return String(d.status);
    case 'remove_status':
      return String(d.previous ?? '');
    case 'change_finish_time':
      return `${clockTime(String(d.from))} → ${clockTime(String(d.to))}`;
    case 'new_penalty_points':
    case 'remove_penalty_points': {
      const p = d.penalty as { points: number; reason: string } | undefined;
      if (!p) return '';
      return `${entry.event === 'new_penalty_points' ? '+' : '−'}${p.points} ${p.reason === 'SecretaryPenalty' ? t('results.defaultPenaltyReason') : p.reason}`;
    }
    case 'query_opened':
      return `S${String(d.section)} L${String(d.lap)} (${String(d.points ?? '—')})`;
    case 'query_answered':
      return `S${String(d.section)} L${String(d.lap)}: ${t(`results.queries.outcome.${String(d.outcome)}`)}`;
    default:
      return '';
  }
}

/** The secretary's change log (change-log.tsx loads it). */
export default function ChangeLogView({ stageId, results }: { stageId: string; results: CompactResult[] }) {
  const timeZone = useVenueZone();
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  const { data, isPending } = useQuery({
    queryKey: changeLogKey(stageId),
    queryFn: () => api(`/api/stages/${stageId}/results-log`),
    enabled: open === 'log',
    staleTime: 0,
  });
  const names = new Map(results.map((r) => [r.participantId, r.participant.name]));
  return (
    <Accordion value={open} onChange={setOpen} variant="contained" radius="md" data-noprint data-testid="change-log">
      <Accordion.Item value="log">
        <Accordion.Control>{t('results.log.title')}</Accordion.Control>
        <Accordion.Panel>
          {isPending ? (
            <Text c="dimmed">…</Text>
          ) : !data?.length ? (
            <Text c="dimmed">{t('results.log.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={620}>
              <Table verticalSpacing={4} fz="sm" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('results.history.when')}</Table.Th>
                    <Table.Th>{t('results.history.who')}</Table.Th>
                    <Table.Th>{t('results.col.participant')}</Table.Th>
                    <Table.Th>{t('results.history.event')}</Table.Th>
                    <Table.Th>{t('results.log.change')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTimestamp(e.timestamp, timeZone)}</Table.Td>
                      <Table.Td>{e.userName ?? ''}</Table.Td>
                      <Table.Td>{(e.participantId && names.get(e.participantId)) ?? e.participantId ?? ''}</Table.Td>
                      <Table.Td>{t(`results.log.event.${e.event}`)}</Table.Td>
                      <Table.Td>{describe(e, t)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
