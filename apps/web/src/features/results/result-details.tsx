import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import {
  type CompactResult,
  type CompetitionType,
  type ScoreQuery,
  type SectionEntry,
  type SectionScore,
  type StageResult,
} from '@trialhub/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryState } from './history-status';
import { PenaltyBox } from './penalty-box';
import classes from './results.module.css';
import { AskClerkButton, MyQueries, QueryItem } from './score-queries';
import { SectionPanel } from './section-panel';

/**
 * A result's details (spec §2, §3): laps by section with each section's points, the Statistics box
 * (classic), the Penalty box, and the chosen section's event history (who, when, EditedTo).
 * Secretaries edit or delete the chosen section and add or remove penalty points here. The rider
 * whose result it is asks the clerk about the chosen score (`canAsk`) and reads their queries
 * (`queryView` 'mine'); secretaries see the chosen cell's queries ('clerk'). A cell with an open
 * query is marked. `focus` chooses a cell from outside (the queries panel's link).
 *
 * `result` is the list's compact result: the grid, the statistics and the penalty total show from it
 * at once. The history (each section's events, the judges, conflicts, the penalty entries) is the
 * rider's whole result (`history`), read when the details open and kept live while they are (decision
 * 037; open-details.tsx reads it while this module loads).
 */
export function ResultDetails({
  stageId,
  type,
  result,
  history,
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
  result: CompactResult;
  history: HistoryState & { data?: StageResult | null };
  laps: number;
  lapSections: number[];
  isSecretary: boolean;
  queries?: ScoreQuery[];
  queryView?: 'mine' | 'clerk' | null;
  canAsk?: boolean;
  focus?: { section: number; lap: number; at: number };
}) {
  const { t } = useTranslation();
  const full = history.data ?? undefined;
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
  const historyOf = (section: number, lap: number) =>
    full?.sections.find((s) => s.section === section && s.lap === lap);
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
                          <Text
                            span
                            fw={600}
                            td={e.deleted ? 'line-through' : undefined}
                            c={cellColor(e, historyOf(section, lap))}
                          >
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
          key={`${selected.section}-${selected.lap}`}
          stageId={stageId}
          type={type}
          result={result}
          entry={selected}
          history={historyOf(selected.section, selected.lap)}
          historyState={history}
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
        <PenaltyBox stageId={stageId} result={result} full={full} historyState={history} isSecretary={isSecretary} />
      </SimpleGrid>
    </Stack>
  );
}

/** A deleted score is struck through and grey; one two judges gave is orange once the history shows it. */
function cellColor(e: SectionScore, history: SectionEntry | undefined): string | undefined {
  if (e.deleted) return 'dimmed';
  if (history?.conflict) return 'orange';
  return undefined;
}
