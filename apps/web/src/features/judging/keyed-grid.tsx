import '@mantine/core/styles/Table.css';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { KeyedScore, OpenFreeRules } from '@trialhub/domain';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/dates';
import {
  CLASSIC_KEYS,
  type CellKey,
  type CellStatus,
  type CellValue,
  type Choice,
  type Rider,
  cellKey,
  editOpenFreeCell,
} from './keyed-model';

const STATUS_COLOR: Record<CellStatus, string | undefined> = {
  empty: undefined,
  new: 'var(--mantine-color-blue-0)',
  same: 'var(--mantine-color-teal-0)',
  conflict: 'var(--mantine-color-orange-2)',
  usePaper: 'var(--mantine-color-blue-1)',
  keepPhone: 'var(--mantine-color-gray-2)',
};

/**
 * Riders × laps of one section, typed with the keyboard only. Classic: a score key (0 1 2 3 5) fills
 * the cell and moves on. Open-free (`rules`): gate letters A–D tick or untick, digits are the faults
 * (`AC1`), and the cell shows the lap's points. Enter and Tab move on, Shift+Enter goes back,
 * Backspace takes back (classic: empties), Delete empties, arrows move. A phone's score shows in the
 * empty cell as its placeholder.
 */
export function KeyedGrid({
  riders,
  order,
  typed,
  existing,
  status,
  rules,
  onType,
}: {
  riders: readonly Rider[];
  order: readonly CellKey[];
  typed: ReadonlyMap<CellKey, CellValue>;
  existing: ReadonlyMap<CellKey, KeyedScore>;
  status: (key: CellKey) => CellStatus;
  rules: OpenFreeRules | null;
  /** The cell's new text (undefined: emptied). */
  onType: (key: CellKey, text: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const inputs = useRef(new Map<CellKey, HTMLInputElement>());
  const laps = Math.max(1, ...riders.map((r) => r.laps));
  const focus = (key: CellKey, step: number) => {
    const next = order[order.indexOf(key) + step];
    if (next) inputs.current.get(next)?.focus();
  };
  const onKeyDown = (key: CellKey, lap: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.key === 'Tab') return;
    if (rules && (/^[a-dA-D0-9]$/.test(e.key) || e.key === 'Backspace')) {
      e.preventDefault();
      onType(key, editOpenFreeCell(typed.get(key)?.text ?? '', e.key) || undefined);
    } else if (!rules && CLASSIC_KEYS.has(e.key)) {
      e.preventDefault();
      onType(key, e.key);
      focus(key, 1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      focus(key, e.shiftKey ? -1 : 1);
    } else if (e.key === 'Backspace' || e.key === 'Delete') {
      e.preventDefault();
      onType(key, undefined);
    } else if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      focus(key, e.key === 'ArrowRight' ? 1 : -1);
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const index = riders.findIndex((r) => key.startsWith(`${r.id}/`));
      const rider = riders[index + (e.key === 'ArrowDown' ? 1 : -1)];
      if (rider) inputs.current.get(cellKey(rider.id, Math.min(lap, rider.laps)))?.focus();
    } else if (e.key.length === 1) e.preventDefault(); // Anything else is not a score.
  };
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table withTableBorder withColumnBorders verticalSpacing={4} data-testid="keyed-grid">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={50}>{t('participants.col.number')}</Table.Th>
            <Table.Th>{t('paper.rider')}</Table.Th>
            {Array.from({ length: laps }, (_, i) => (
              <Table.Th key={i} ta="center" w={rules ? 110 : 90}>
                {t('judge.lapShort', { n: i + 1 })}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {riders.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td fw={800}>{r.racingNumber}</Table.Td>
              <Table.Td style={{ borderLeft: `6px solid ${r.color}` }}>
                <Text fw={600} size="sm">
                  {r.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {r.racingClass}
                </Text>
              </Table.Td>
              {Array.from({ length: laps }, (_, i) => {
                const lap = i + 1;
                if (lap > r.laps) return <Table.Td key={lap} bg="gray.3" />;
                const key = cellKey(r.id, lap);
                const cellState = status(key);
                const phone = existing.get(key);
                const value = typed.get(key);
                return (
                  <Table.Td key={lap} p={2} style={{ background: STATUS_COLOR[cellState] }}>
                    <input
                      ref={(el) => {
                        if (el) inputs.current.set(key, el);
                        else inputs.current.delete(key);
                      }}
                      aria-label={t('paper.cellLabel', { number: r.racingNumber ?? '', name: r.name, lap })}
                      data-cell={`${r.racingNumber}-${lap}`}
                      data-status={cellState}
                      data-points={value?.points}
                      inputMode={rules ? 'text' : 'numeric'}
                      autoCapitalize={rules ? 'characters' : undefined}
                      autoComplete="off"
                      value={value?.text ?? ''}
                      placeholder={phone ? String(phone.points) : ''}
                      onChange={() => undefined}
                      onKeyDown={onKeyDown(key, lap)}
                      style={{
                        width: '100%',
                        height: 48,
                        textAlign: 'center',
                        fontSize: 20,
                        fontWeight: 800,
                        border: '1px solid var(--mantine-color-gray-5)',
                        borderRadius: 4,
                        background: 'transparent',
                      }}
                    />
                    {rules && value && (
                      <Text size="xs" ta="center" fw={700} c="dimmed" data-testid={`points-${r.racingNumber}-${lap}`}>
                        {t('paper.cellPoints', { points: value.points })}
                      </Text>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A choice's label is a sentence with a name and a time: on a phone it wraps instead of being cut. */
const WRAP = { label: { whiteSpace: 'normal' as const, paddingBlock: 6 } };

/** Each difference between the paper and what a phone sent, with both values, who and when, and the choice. */
export function KeyedConflicts({
  items,
  timeZone,
  onChoose,
}: {
  items: { key: CellKey; rider: Rider; lap: number; paper: number; phone: KeyedScore; choice?: Choice }[];
  timeZone: string;
  onChoose: (key: CellKey, choice: Choice) => void;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="keyed-conflicts">
      <Text fw={700} c="orange.8">
        {t('paper.conflictsTitle', { count: items.length })}
      </Text>
      {items.map(({ key, rider, lap, paper, phone, choice }) => {
        const decided = choice?.over === phone.points ? choice.use : null;
        return (
          <Group key={key} gap="xs" wrap="wrap" data-testid={`conflict-${rider.racingNumber}-${lap}`}>
            <Text size="sm" fw={600} miw={200}>
              #{rider.racingNumber} {rider.name} · {t('judge.lapShort', { n: lap })}
            </Text>
            <Button
              size="sm"
              h="auto"
              mih={48}
              styles={WRAP}
              variant={decided === 'phone' ? 'filled' : 'default'}
              color="gray"
              onClick={() => onChoose(key, { use: 'phone', over: phone.points })}
            >
              {t('paper.keepPhone', {
                points: phone.points,
                who: phone.judge ?? '—',
                time: formatDateTime(phone.at, timeZone),
              })}
            </Button>
            <Button
              size="sm"
              h="auto"
              mih={48}
              styles={WRAP}
              variant={decided === 'paper' ? 'filled' : 'default'}
              onClick={() => onChoose(key, { use: 'paper', over: phone.points })}
            >
              {t('paper.usePaper', { points: paper })}
            </Button>
            {decided && (
              <Badge variant="light" color={decided === 'paper' ? 'blue' : 'gray'}>
                {t(decided === 'paper' ? 'paper.decidedPaper' : 'paper.decidedPhone')}
              </Badge>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
