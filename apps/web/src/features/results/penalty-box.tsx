import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { CompactResult, StageResult } from '@trialhub/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../shared/dates';
import { useVenueZone } from '../../shared/venue-zone';
import { type HistoryState, HistoryStatus } from './history-status';
import { useResultCall } from './result-call';
import { penaltyReason } from './results-model';

/**
 * A rider's penalty: the total from the list at once, the entries (points, reason, who, when) from
 * the rider's whole result (`full`) once it is read; a secretary adds and removes penalty points.
 */
export function PenaltyBox({
  stageId,
  result,
  full,
  historyState,
  isSecretary,
}: {
  stageId: string;
  result: CompactResult;
  full: StageResult | undefined;
  historyState: HistoryState;
  isSecretary: boolean;
}) {
  const timeZone = useVenueZone();
  const { t } = useTranslation();
  const call = useResultCall(stageId);
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Every penalty entry has points: a total of 0 is no penalty, known before the entries are read.
  const entries = full?.penalty.events ?? (result.penalty.totalPoints === 0 ? [] : undefined);

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
        {!entries && <HistoryStatus state={historyState} />}
        {entries?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('results.noPenalty')}
          </Text>
        )}
        {entries?.map((e, i) => (
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
                // Its label whole, however long the line beside it (lv 'Noņemt' was cut on a phone).
                style={{ flex: 'none' }}
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
