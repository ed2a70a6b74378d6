import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  type CompetitionType,
  type ScoreQuery,
  type SectionEntry,
  type StageResult,
  canDeleteSection,
} from '@trialhub/domain';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../shared/dates';
import { useVenueZone } from '../../shared/venue-zone';
import { useResultCall } from './result-call';
import { penaltyReason } from './results-model';
import classes from './results.module.css';
import { AskClerkButton, MyQueries, QueryItem } from './score-queries';

/**
 * A result's details (spec §2, §3): laps by section with each section's points, the Statistics box
 * (classic), the Penalty box, and the chosen section's event history (who, when, EditedTo).
 * Secretaries edit or delete the chosen section and add or remove penalty points here. The rider
 * whose result it is asks the clerk about the chosen score (`canAsk`) and reads their queries
 * (`queryView` 'mine'); secretaries see the chosen cell's queries ('clerk'). A cell with an open
 * query is marked. `focus` chooses a cell from outside (the queries panel's link).
 */
export function ResultDetails({
  stageId,
  type,
  result,
  laps,
  lapSections,
  isSecretary,
  queries = [],
  queryView = null,
  canAsk = false,
  focus,
}: {
  stageId: string;
  type: CompetitionType;
  result: StageResult;
  laps: number;
  lapSections: number[];
  isSecretary: boolean;
  queries?: ScoreQuery[];
  queryView?: 'mine' | 'clerk' | null;
  canAsk?: boolean;
  focus?: { section: number; lap: number; at: number };
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<{ section: number; lap: number } | null>(null);
  useEffect(() => {
    if (focus) setChosen({ section: focus.section, lap: focus.lap });
  }, [focus]);
  const openQuery = (section: number, lap: number) =>
    queries.some((q) => q.status === 'open' && q.section === section && q.lap === lap);
  const sections = lapSections.length
    ? lapSections
    : [...new Set(result.sections.map((s) => s.section))].sort((a, b) => a - b);
  const lapCount = Math.max(laps, ...result.sections.map((s) => s.lap), 0);
  const entry = (section: number, lap: number) => result.sections.find((s) => s.section === section && s.lap === lap);
  const lapTotal = (lap: number) =>
    result.sections.filter((s) => s.lap === lap && !s.deleted).reduce((sum, s) => sum + s.points, 0);
  const selected = chosen ? entry(chosen.section, chosen.lap) : undefined;

  return (
    <Stack gap="sm" className={classes.details} data-testid={`details-${result.participantId}`}>
      {/* Eight sections and the sum fit a phone; more scroll sideways with the lap names kept in view. */}
      <Table.ScrollContainer minWidth={50 + (sections.length + 1) * 26}>
        <Table
          withTableBorder
          withColumnBorders
          verticalSpacing={4}
          horizontalSpacing={3}
          className={classes.lapsTable}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              {sections.map((s) => (
                <Table.Th key={s} ta="center">
                  {t('results.sectionShort', { section: s })}
                </Table.Th>
              ))}
              <Table.Th ta="center">Σ</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Array.from({ length: lapCount }, (_, i) => i + 1).map((lap) => (
              <Table.Tr key={lap}>
                <Table.Th fw={600} className={classes.lapName}>
                  {t('results.lap', { lap })}
                </Table.Th>
                {sections.map((section) => {
                  const e = entry(section, lap);
                  const isChosen = chosen?.section === section && chosen.lap === lap;
                  const queried = queryView !== null && openQuery(section, lap);
                  return (
                    <Table.Td key={section} ta="center" p={0} className={isChosen ? classes.chosen : undefined}>
                      <UnstyledButton
                        className={classes.cell}
                        onClick={() => setChosen(isChosen ? null : { section, lap })}
                        disabled={!e}
                        aria-label={t('results.sectionLap', { section, lap })}
                        data-testid={`cell-${section}-${lap}`}
                        data-points={e && !e.deleted ? e.points : undefined}
                        data-query={queried ? 'open' : undefined}
                      >
                        {queried && <span className={classes.queryMark} title={t('results.queries.openMarker')} />}
                        {e ? (
                          <Text span fw={600} td={e.deleted ? 'line-through' : undefined} c={cellColor(e)}>
                            {e.points}
                          </Text>
                        ) : (
                          <Text span c="dimmed">
                            ·
                          </Text>
                        )}
                      </UnstyledButton>
                    </Table.Td>
                  );
                })}
                <Table.Td ta="center" fw={700}>
                  {lapTotal(lap)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {chosen && selected && (
        <SectionPanel
          stageId={stageId}
          type={type}
          result={result}
          entry={selected}
          isSecretary={isSecretary}
          onDone={() => setChosen(null)}
        >
          {canAsk && !openQuery(selected.section, selected.lap) && (
            <AskClerkButton
              stageId={stageId}
              participantId={result.participantId}
              section={selected.section}
              lap={selected.lap}
              points={selected.deleted ? null : selected.points}
            />
          )}
          {queryView === 'clerk' &&
            queries
              .filter((q) => q.section === selected.section && q.lap === selected.lap)
              .map((q) => <QueryItem key={q.id} query={q} />)}
        </SectionPanel>
      )}

      {queryView === 'mine' && <MyQueries queries={queries} />}

      <SimpleGrid cols={{ base: 1, sm: type === 'classic' ? 2 : 1 }} spacing="sm">
        {type === 'classic' && (
          <Card withBorder radius="md" p="sm" data-testid="statistics">
            <Title order={4} fz="sm" mb={6}>
              {t('results.statistics')}
            </Title>
            <Group gap="xs">
              {(['0', '1', '2', '3', '5'] as const).map((k) => (
                <Badge key={k} variant="light" color={k === '0' ? 'forest' : k === '5' ? 'red' : 'gray'} size="lg">
                  {k}: {result.statistics[k]}
                </Badge>
              ))}
            </Group>
          </Card>
        )}
        <PenaltyBox stageId={stageId} result={result} isSecretary={isSecretary} />
      </SimpleGrid>
    </Stack>
  );
}

function cellColor(e: SectionEntry): string | undefined {
  if (e.deleted) return 'dimmed';
  if (e.conflict) return 'orange';
  return undefined;
}

function SectionPanel({
  stageId,
  type,
  result,
  entry,
  isSecretary,
  onDone,
  children,
}: {
  stageId: string;
  type: CompetitionType;
  result: StageResult;
  entry: SectionEntry;
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
          {entry.judge && (
            <Text size="sm" c="dimmed">
              {entry.judge}
            </Text>
          )}
        </Group>
        {entry.deleted && (
          <Text c="red" fw={600}>
            {t('results.deletedSection')}
          </Text>
        )}
        {entry.conflict && (
          <Text size="sm" c="orange">
            {t('results.conflict')}
          </Text>
        )}
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
              {entry.events.map((e, i) => (
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
                    {e.by ?? entry.judge ?? ''}
                    {e.late && (
                      <Text span c="grape" fz="xs" fw={700} data-testid="history-late">
                        {' '}
                        {t('results.history.late')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTimestamp(e.timestamp, timeZone)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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

function PenaltyBox({ stageId, result, isSecretary }: { stageId: string; result: StageResult; isSecretary: boolean }) {
  const timeZone = useVenueZone();
  const { t } = useTranslation();
  const call = useResultCall(stageId);
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = async () => {
    if (!/^\d{1,4}$/.test(points) || Number(points) <= 0) {
      setError(t('results.invalidPenalty'));
      return;
    }
    const done = await call('addPenalty', result.participantId, '/penalties', {
      method: 'POST',
      json: { points, reason },
    });
    if (done) {
      setPoints('');
      setReason('');
    }
  };
  const remove = async (id: string, amount: number) => {
    if (!window.confirm(t('results.confirm.removePenalty', { points: amount }))) return;
    await call('removePenalty', result.participantId, `/penalties/${id}`, { method: 'DELETE' });
  };

  return (
    <Card withBorder radius="md" p="sm" data-testid="penalty-box">
      <Group justify="space-between" mb={6}>
        <Title order={4} fz="sm">
          {t('results.penalty')}
        </Title>
        <Badge color={result.penalty.totalPoints ? 'red' : 'gray'} variant="light">
          {result.penalty.totalPoints}
        </Badge>
      </Group>
      <Stack gap={4}>
        {result.penalty.events.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('results.noPenalty')}
          </Text>
        )}
        {result.penalty.events.map((e, i) => (
          <Group key={e.id ?? i} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">
              <b>+{e.points}</b> {penaltyReason(e, t)}
              <Text span c="dimmed" fz="xs">
                {' '}
                · {e.userDisplayName ?? ''} · {formatTimestamp(e.timestamp, timeZone)}
              </Text>
            </Text>
            {isSecretary && e.id && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() => void remove(e.id!, e.points)}
                data-noprint
              >
                {t('results.actions.removePenalty')}
              </Button>
            )}
          </Group>
        ))}
        {isSecretary && (
          <Group align="flex-start" gap="xs" mt={4} data-noprint>
            <TextInput
              aria-label={t('results.actions.penaltyPoints')}
              placeholder={t('results.actions.penaltyPoints')}
              inputMode="numeric"
              value={points}
              w={110}
              error={error}
              onChange={(e) => {
                setPoints(e.currentTarget.value);
                setError(null);
              }}
            />
            <TextInput
              aria-label={t('results.actions.reason')}
              placeholder={t('results.actions.reason')}
              value={reason}
              style={{ flex: 1, minWidth: 120 }}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
            <Button onClick={() => void add()}>{t('results.actions.addPenalty')}</Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
