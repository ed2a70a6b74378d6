import { Badge, Button, Card, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { CompactResult, PublicStage } from '@trialhub/domain';
import { RiderLink } from '../../shared/rider-link';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { Fragment, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassExportMenu } from './class-export-menu';
import { FIRST_ROWS, type RowsLeftOut } from './first-rows';
import { OpenDetails } from './open-details';
import { type ClassBlock, type RankedRow, clockTime, endTimeDiffMinutes, isEntryOnly } from './results-model';
import classes from './results.module.css';
import type { QueryProps } from './rider-queries';
import type { Focus } from './use-results-navigation';
import { useStatusText } from './use-status-text';
import { usePhone } from '../../shared/viewport';
import { ClubLink } from '../../shared/club-link';

// A secretary's menu and dialogs: a visitor's page does not load them (issue #20).
const LazyResultActionsMenu = lazy(() => import('./result-actions').then((m) => ({ default: m.ResultActionsMenu })));
function ResultActionsMenu(props: Parameters<typeof LazyResultActionsMenu>[0]) {
  return (
    <Suspense fallback={null}>
      <LazyResultActionsMenu {...props} />
    </Suspense>
  );
}

/** What a spectator sees change on a row: a new score, total, status or penalty (ranking copies rows). */
const signature = (r: CompactResult) =>
  [
    r.total,
    r.status,
    r.isFinished,
    r.penalty.totalPoints,
    r.sections.map((s) => `${s.points}${s.deleted ? 'd' : ''}`).join(','),
  ].join('|');

/** Riders whose result just changed (a pushed score or correction): their row flashes briefly. */
function useJustChanged(rows: RankedRow[]): Set<string> {
  const previous = useRef<Map<string, string> | null>(null);
  const [changed, setChanged] = useState<Set<string>>(new Set());
  useEffect(() => {
    const before = previous.current;
    // Ranking copies the results, so compare what a spectator sees, not object identity.
    const now = new Map(rows.map((r) => [r.result.participantId, signature(r.result)]));
    previous.current = now;
    if (!before) return;
    const ids = [...now].filter(([id, sig]) => before.get(id) !== sig).map(([id]) => id);
    if (ids.length > 0) setChanged(new Set(ids));
  }, [rows]);
  useEffect(() => {
    if (changed.size === 0) return;
    const timer = setTimeout(() => setChanged(new Set()), 1500);
    return () => clearTimeout(timer);
  }, [changed]);
  return changed;
}

/** What every class block's rows need: whose details are open, queries, a secretary's tools. */
export interface ClassRowsProps {
  expanded: Set<string>;
  toggle: (id: string) => void;
  isSecretary: boolean;
  myId: string | undefined;
  queryProps: (participantId: string) => QueryProps;
  focus: Focus | null;
  /** Every row of every class; else each class's first FIRST_ROWS (and the rows below asked for). */
  allRows: boolean;
  onShowAllRows: () => void;
  /** The rider the address points at (`#participantId`): shown wherever their row is. */
  linkedId: string | undefined;
  /** Rows a server-rendered page left out (first-rows.ts), per class, until the whole list is read. */
  leftOut?: RowsLeftOut;
}

/**
 * One class's ranked results: cards on a phone, a table on a wider screen; each row opens the rider's
 * details (and a secretary's result menu).
 */
export function ClassResults({
  stage,
  block,
  expanded,
  toggle,
  isSecretary,
  myId,
  queryProps,
  focus,
  allRows,
  onShowAllRows,
  linkedId,
  leftOut,
}: { stage: PublicStage; block: ClassBlock } & ClassRowsProps) {
  const { t } = useTranslation();
  const mobile = usePhone();
  const statusText = useStatusText();
  const justChanged = useJustChanged(block.rows);
  if (block.rows.length === 0) {
    return (
      <Text c="dimmed" data-testid="no-one-started">
        {t('results.noOneStarted')}
      </Text>
    );
  }
  const shownRows = allRows
    ? block.rows
    : block.rows.filter(
        ({ result: { participantId: id } }, i) =>
          i < FIRST_ROWS || id === myId || id === linkedId || id === focus?.participantId || expanded.has(id),
      );
  const notRead = leftOut?.[block.name]?.rows ?? 0;
  const hidden = block.rows.length - shownRows.length + notRead;
  const showAll = hidden > 0 && (
    <Group justify="center" data-noprint>
      {/* A link, so a page without JavaScript shows them too (the server renders ?rows=all in full). */}
      <Button
        component="a"
        href="?rows=all"
        variant="light"
        onClick={(event: React.MouseEvent) => {
          event.preventDefault();
          onShowAllRows();
        }}
        data-testid="show-all-rows"
      >
        {t('results.showAllRows', { count: block.rows.length + notRead })}
      </Button>
    </Group>
  );
  const details = (row: RankedRow) => (
    <OpenDetails
      stageId={stage.id}
      type={stage.competitionType}
      result={row.result}
      laps={block.laps}
      lapSections={block.lapSections}
      isSecretary={isSecretary}
      {...queryProps(row.result.participantId)}
      focus={focus?.participantId === row.result.participantId ? focus : undefined}
    />
  );
  const finishText = (r: CompactResult) => {
    if (!r.isFinished || !r.lastTimeRecorded) return '—';
    const diff = stage.showEndTimeDiff
      ? endTimeDiffMinutes(r.lastTimeRecorded, stage.competitionStartDate, block.endTime, stage.timeZone)
      : null;
    return `${clockTime(r.lastTimeRecorded, stage.timeZone)}${diff !== null ? ` (${t('results.endDiff', { minutes: diff })})` : ''}`;
  };
  const startText = (r: CompactResult) => (r.startedOn ? clockTime(r.startedOn, stage.timeZone).slice(0, 5) : '—');
  const name = (row: RankedRow) => (
    <Group gap={6} wrap="nowrap">
      <Text fw={700} w={26} ta="right" c={row.place ? undefined : 'dimmed'} data-testid="place">
        {row.place ?? '–'}
      </Text>
      <Stack gap={0}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} fz="sm">
            <RiderLink stageId={stage.id} participantId={row.result.participantId}>
              {row.result.participant.name}
            </RiderLink>
          </Text>
          {row.result.participant.racingNumber !== null && (
            <Badge size="sm" variant="outline" color="gray">
              #{row.result.participant.racingNumber}
            </Badge>
          )}
          {row.result.isFinished && (
            <IconCircleCheckFilled size={16} color="var(--mantine-color-forest-6)" aria-label={t('results.finished')} />
          )}
        </Group>
        <Text fz="xs" c="dimmed">
          {row.result.participant.club?.id && <ClubLink clubId={row.result.participant.club.id} />}
          {row.result.participant.club?.id && row.result.participant.bike && ' · '}
          {row.result.participant.bike}
        </Text>
      </Stack>
    </Group>
  );
  const points = (row: RankedRow) => {
    const status = statusText(row);
    return (
      <Group gap={6} wrap="nowrap">
        <Text className={classes.points} data-testid="points">
          {row.result.total ?? '—'}
        </Text>
        {row.result.penalty.totalPoints > 0 && (
          <Badge size="xs" color="red" variant="light">
            +{row.result.penalty.totalPoints}
          </Badge>
        )}
        {status && (
          <Badge size="sm" color="red" data-testid="status">
            {status}
          </Badge>
        )}
        {isEntryOnly(row.result) && (
          <Badge size="sm" color="gray" variant="light" data-testid="not-started">
            {t('results.notStarted')}
          </Badge>
        )}
      </Group>
    );
  };
  const detailsButton = (row: RankedRow) => (
    <UnstyledButton
      onClick={() => toggle(row.result.participantId)}
      c="forest.7"
      fz="sm"
      fw={600}
      aria-expanded={expanded.has(row.result.participantId)}
      data-noprint
    >
      {expanded.has(row.result.participantId) ? t('results.hideDetails') : t('results.details')}
    </UnstyledButton>
  );

  return (
    <Stack gap="xs">
      <Group justify="flex-end" data-noprint>
        <ClassExportMenu stage={stage} block={block} />
      </Group>
      {mobile ? (
        <Stack gap="xs" data-testid="result-cards">
          {shownRows.map((row) => {
            const isMine = row.result.participantId === myId;
            return (
              <Card
                key={row.result.participantId}
                withBorder
                radius="md"
                p="sm"
                className={`${classes.card} ${isMine ? classes.mine : ''} ${justChanged.has(row.result.participantId) ? classes.flash : ''}`}
                style={{ '--class-color': block.color } as React.CSSProperties}
                data-testid="result-row"
                data-participant={row.result.participantId}
                data-mine={isMine || undefined}
                id={row.result.participantId}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  {name(row)}
                  {isSecretary && <ResultActionsMenu stage={stage} result={row.result} />}
                </Group>
                <Group justify="space-between" mt={6}>
                  {points(row)}
                  <Text fz="xs" c="dimmed">
                    {startText(row.result)} → {finishText(row.result)}
                  </Text>
                </Group>
                <Group justify="flex-end">{detailsButton(row)}</Group>
                {expanded.has(row.result.participantId) && details(row)}
              </Card>
            );
          })}
        </Stack>
      ) : (
        <Table verticalSpacing={6} highlightOnHover data-testid="results-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('results.col.participant')}</Table.Th>
              <Table.Th>{t('results.col.points')}</Table.Th>
              <Table.Th>{t('results.col.start')}</Table.Th>
              <Table.Th>{t('results.col.finish')}</Table.Th>
              <Table.Th data-noprint>{t('results.col.details')}</Table.Th>
              {isSecretary && <Table.Th data-noprint />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shownRows.map((row) => {
              const isMine = row.result.participantId === myId;
              return (
                <Fragment key={row.result.participantId}>
                  <Table.Tr
                    className={
                      [isMine && classes.mine, justChanged.has(row.result.participantId) && classes.flash]
                        .filter(Boolean)
                        .join(' ') || undefined
                    }
                    data-testid="result-row"
                    data-participant={row.result.participantId}
                    data-mine={isMine || undefined}
                    id={row.result.participantId}
                  >
                    <Table.Td>{name(row)}</Table.Td>
                    <Table.Td>{points(row)}</Table.Td>
                    <Table.Td>{startText(row.result)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{finishText(row.result)}</Table.Td>
                    <Table.Td data-noprint>{detailsButton(row)}</Table.Td>
                    {isSecretary && (
                      <Table.Td data-noprint>
                        <ResultActionsMenu stage={stage} result={row.result} />
                      </Table.Td>
                    )}
                  </Table.Tr>
                  {expanded.has(row.result.participantId) && (
                    <Table.Tr>
                      <Table.Td colSpan={isSecretary ? 6 : 5}>{details(row)}</Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {showAll}
    </Stack>
  );
}
