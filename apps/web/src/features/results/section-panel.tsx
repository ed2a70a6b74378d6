import { Button, Card, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  type CompactResult,
  type CompetitionType,
  type SectionEntry,
  type SectionScore,
  canDeleteSection,
} from '@trialhub/domain';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../shared/dates';
import { useVenueZone } from '../../shared/venue-zone';
import { type HistoryState, HistoryStatus } from './history-status';
import { useResultCall } from './result-call';

/**
 * The chosen section of a rider's details: its history (each event, who, when; from the rider's whole
 * result, `history`, once it is read) and, for a secretary, the points editor and the delete button,
 * which need only the list's score (`entry`).
 */
export function SectionPanel({
  stageId,
  type,
  result,
  entry,
  history,
  historyState,
  isSecretary,
  onDone,
  children,
}: {
  stageId: string;
  type: CompetitionType;
  result: CompactResult;
  entry: SectionScore;
  history: SectionEntry | undefined;
  historyState: HistoryState;
  isSecretary: boolean;
  onDone: () => void;
  children?: React.ReactNode;
}) {
  const timeZone = useVenueZone();
  const { t } = useTranslation();
  const call = useResultCall(stageId);
  const [points, setPoints] = useState(String(entry.points));
  const [error, setError] = useState<string | null>(null);
  const slot = `/sections/${entry.section}/laps/${entry.lap}`;

  const save = async () => {
    if (!/^\d{1,4}$/.test(points)) {
      setError(t('results.invalidPoints'));
      return;
    }
    await call('points', result.participantId, slot, { method: 'PUT', json: { points } });
  };
  const remove = async () => {
    if (!canDeleteSection(result.sections, entry.section, entry.lap)) {
      window.alert(t('results.error.sectionHasNextLap'));
      return;
    }
    if (
      !window.confirm(
        t('results.confirm.deleteSection', { section: entry.section, lap: entry.lap, name: result.participant.name }),
      )
    )
      return;
    if (await call('deleteSection', result.participantId, slot, { method: 'DELETE' })) onDone();
  };

  return (
    <Card withBorder radius="md" p="sm" data-testid="section-panel">
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={700}>{t('results.sectionLap', { section: entry.section, lap: entry.lap })}</Text>
          {history?.judge && (
            <Text size="sm" c="dimmed">
              {history.judge}
            </Text>
          )}
        </Group>
        {entry.deleted && (
          <Text c="red" fw={600}>
            {t('results.deletedSection')}
          </Text>
        )}
        {history?.conflict && (
          <Text size="sm" c="orange">
            {t('results.conflict')}
          </Text>
        )}
        {history ? (
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing={2} fz="sm" data-testid="section-history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('results.history.event')}</Table.Th>
                  <Table.Th>{t('results.col.points')}</Table.Th>
                  <Table.Th>{t('results.history.who')}</Table.Th>
                  <Table.Th>{t('results.history.when')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.events.map((e, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>
                      <Text span fz="sm" fw={e.name === 'EditedTo' ? 700 : undefined}>
                        {/* Stored event names are identifiers, never shown: an unknown (future) one reads as a change. */}
                        {t([`results.history.names.${e.name}`, 'results.history.names.other'])}
                      </Text>
                      {e.time !== null && (
                        <Text span c="dimmed" fz="xs">
                          {' '}
                          ({e.time}s)
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{e.points ?? ''}</Table.Td>
                    <Table.Td>
                      {e.observer && e.by
                        ? t('results.history.observer', { name: e.by })
                        : (e.by ?? history.judge ?? '')}
                      {e.acceptedBy && (
                        <Text span c="dimmed" fz="xs" data-testid="history-accepted">
                          {' '}
                          {t('results.history.acceptedBy', { name: e.acceptedBy })}
                        </Text>
                      )}
                      {e.late && (
                        <Text span c="grape" fz="xs" fw={700} data-testid="history-late">
                          {' '}
                          {/* Named by the cut-off it came after: hand-off, revocation or expiry (issue #35). */}
                          {t(e.lateAfter ? `results.history.lateAfter.${e.lateAfter}` : 'results.history.late')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTimestamp(e.timestamp, timeZone)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <HistoryStatus state={historyState} />
        )}
        {isSecretary && !entry.deleted && (
          <Group align="flex-start" gap="xs" data-noprint>
            <TextInput
              aria-label={t('results.actions.points')}
              placeholder={t('results.actions.points')}
              value={points}
              inputMode="numeric"
              w={90}
              error={error}
              onChange={(e) => {
                setPoints(e.currentTarget.value);
                setError(null);
              }}
              description={type === 'classic' ? '0 / 1 / 2 / 3 / 5' : undefined}
            />
            <Button onClick={() => void save()}>{t('results.actions.savePoints')}</Button>
            <Button color="red" variant="light" leftSection={<IconTrash size={14} />} onClick={() => void remove()}>
              {t('results.actions.deleteSection')}
            </Button>
          </Group>
        )}
        {children}
      </Stack>
    </Card>
  );
}
