import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import {
  CLASSIC_POINTS,
  RACING_NUMBER_MAX,
  type JudgingStage,
  type SectionEventRecord,
  replayOpenFreeAttempt,
} from '@trialhub/domain';
import { IconBackspace, IconMinus, IconPlayerPlay, IconFlag } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './judge-app.module.css';
import { type Rider } from './judge-model';
import { type AttemptDraft, loadAttempt, saveAttempt } from './outbox';

export function Keypad({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  const press = (digit: string) => onChange(value.length >= String(RACING_NUMBER_MAX).length ? value : value + digit);
  return (
    <div className={classes.keypad} data-testid="keypad">
      {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => (
        <Button key={d} variant="default" className={classes.key} onClick={() => press(d)}>
          {d}
        </Button>
      ))}
      <Button variant="subtle" className={classes.key} onClick={() => onChange('')} aria-label={t('judge.clear')}>
        C
      </Button>
      <Button variant="default" className={classes.key} onClick={() => press('0')}>
        0
      </Button>
      <Button
        variant="subtle"
        className={classes.key}
        onClick={() => onChange(value.slice(0, -1))}
        aria-label={t('judge.backspace')}
      >
        <IconBackspace size={26} />
      </Button>
    </div>
  );
}

export function ClassicScores({ disabled, onScore }: { disabled: boolean; onScore: (points: number) => void }) {
  const { t } = useTranslation();
  const colors = ['teal', 'lime', 'yellow', 'orange', 'red'] as const;
  return (
    <div className={classes.scores} role="group" aria-label={t('judge.scoreButtons')} data-testid="score-buttons">
      {CLASSIC_POINTS.map((p, i) => (
        <Button
          key={p}
          className={classes.score}
          color={colors[i]}
          variant="filled"
          disabled={disabled}
          onClick={() => onScore(p)}
          aria-label={t('judge.givePoints', { count: p })}
        >
          {p}
        </Button>
      ))}
    </div>
  );
}

type OpenFree = NonNullable<JudgingStage['stage']['openFree']>;
const GATES = ['A', 'B', 'C', 'D'] as const;

/**
 * One open-free attempt: a timer with the stage's limit, gate points and faults. The attempt ends
 * by timeout, by reaching the fault limit, or by the judge's Finish; each tap is an event with its
 * time in seconds. The draft is kept on the device, so a reload does not lose a running attempt.
 */
export function OpenFreeAttempt({
  rules,
  draftKey,
  rider,
  section,
  lap,
  onSave,
  onChangeRider,
}: {
  onChangeRider: () => void;
  rules: OpenFree;
  draftKey: string;
  rider: Rider;
  section: number;
  lap: number;
  onSave: (events: SectionEventRecord[], at: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AttemptDraft | null>(null);
  const [now, setNow] = useState(Date.now());
  const saving = useRef(false);

  useEffect(() => {
    let cancelled = false;
    void loadAttempt(draftKey).then((d) => {
      if (!cancelled) setDraft(d && d.participantId === rider.id && d.lap === lap ? d : null);
    });
    return () => {
      cancelled = true;
    };
  }, [draftKey, rider.id, lap]);

  useEffect(() => {
    if (!draft) return;
    const timer = setInterval(() => setNow(Date.now()), 200);
    return () => clearInterval(timer);
  }, [draft]);

  const events = (draft?.events ?? []) as SectionEventRecord[];
  const started = draft ? Date.parse(draft.startedAt) : 0;
  const elapsed = draft ? Math.min((now - started) / 1000, rules.timeLimitSeconds) : 0;
  let attempt = replayOpenFreeAttempt(events, rules);
  const timedOut = !!draft && !attempt.finishedBy && (now - started) / 1000 >= rules.timeLimitSeconds;
  if (timedOut) attempt = { ...attempt, finishedBy: 'Timeout' };

  const update = (next: AttemptDraft | null) => {
    setDraft(next);
    void saveAttempt(next, draftKey);
  };
  const tap = (name: string, points: number | null = null) => {
    if (!draft || attempt.finishedBy) return;
    const time = Math.round(((Date.now() - started) / 1000) * 10) / 10;
    const timestamp = new Date().toISOString();
    const next: SectionEventRecord[] = [...events, { name, time, points, timestamp }];
    // The fault that reaches the limit ends the attempt: the finish reason is an event of its own (§3).
    if (replayOpenFreeAttempt(next, rules).finishedBy === 'TooManyFaults') {
      next.push({ name: 'TooManyFaults', time, points: null, timestamp });
    }
    update({ ...draft, events: next });
  };
  const start = () =>
    update({
      key: draftKey,
      participantId: rider.id,
      section,
      lap,
      startedAt: new Date().toISOString(),
      events: [],
    });
  const save = async () => {
    if (!draft || saving.current) return;
    saving.current = true;
    try {
      let final = events;
      if (!replayOpenFreeAttempt(events, rules).finishedBy) {
        const name = timedOut ? 'Timeout' : 'ManualFinish';
        const time = Math.min(Math.round(((Date.now() - started) / 1000) * 10) / 10, rules.timeLimitSeconds);
        final = [...events, { name, time, points: null, timestamp: new Date().toISOString() }];
      }
      await onSave(final, final[final.length - 1]!.timestamp);
      update(null);
    } finally {
      saving.current = false;
    }
  };

  if (!draft) {
    return (
      <Stack gap="xs">
        <Button size="xl" h={84} leftSection={<IconPlayerPlay size={28} />} onClick={start} fullWidth>
          {t('judge.openFree.start')}
        </Button>
        <Button variant="subtle" h={48} onClick={onChangeRider}>
          {t('judge.openFree.otherRider')}
        </Button>
      </Stack>
    );
  }
  const remaining = Math.max(0, Math.ceil(rules.timeLimitSeconds - elapsed));
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center">
        <Text className={classes.timer} c={remaining <= 10 ? 'red' : undefined} data-testid="attempt-timer">
          {Math.floor(remaining / 60)}:{String(remaining % 60).padStart(2, '0')}
        </Text>
        <Stack gap={0} align="flex-end">
          <Text fw={800} fz={32} data-testid="attempt-points">
            {attempt.points}
          </Text>
          <Text size="sm" c="dimmed">
            {t('judge.openFree.faults', { count: attempt.faults, limit: rules.faultLimit })}
          </Text>
        </Stack>
      </Group>
      <Progress.Root>
        <Progress.Section
          value={(elapsed / rules.timeLimitSeconds) * 100}
          color={remaining <= 10 ? 'red' : 'blue'}
          aria-label={t('judge.openFree.timer')}
        />
      </Progress.Root>
      {attempt.finishedBy && (
        <Text fw={700} ta="center" c="orange" data-testid="attempt-finished">
          {t(`judge.openFree.finishedBy.${attempt.finishedBy}`)}
        </Text>
      )}
      <div className={classes.gates}>
        {GATES.map((g) => (
          <Group key={g} gap={8} wrap="nowrap">
            <Button
              className={classes.gate}
              style={{ flex: 1 }}
              disabled={!!attempt.finishedBy}
              onClick={() => tap(`JudgeAddPoints${g}`, rules.gatePoints[g])}
            >
              {g} +{rules.gatePoints[g]}
            </Button>
            <Button
              variant="light"
              h={72}
              px="xs"
              disabled={!!attempt.finishedBy}
              onClick={() => tap(`JudgeRemovePoints${g}`, -rules.gatePoints[g])}
              aria-label={t('judge.openFree.removeGate', { gate: g })}
            >
              <IconMinus size={20} />
            </Button>
          </Group>
        ))}
      </div>
      <Group grow>
        <Button color="red" variant="light" h={60} disabled={!!attempt.finishedBy} onClick={() => tap('JudgeAddFault')}>
          {t('judge.openFree.addFault')}
        </Button>
        <Button
          variant="default"
          h={60}
          disabled={!!attempt.finishedBy || attempt.faults === 0}
          onClick={() => tap('JudgeRemoveFault')}
        >
          {t('judge.openFree.removeFault')}
        </Button>
      </Group>
      <Group grow>
        <Button variant="subtle" color="gray" h={56} onClick={() => update(null)}>
          {t('judge.openFree.discard')}
        </Button>
        <Button h={56} color="teal" leftSection={<IconFlag size={20} />} onClick={() => void save()}>
          {attempt.finishedBy ? t('judge.openFree.save') : t('judge.openFree.finish')}
        </Button>
      </Group>
    </Stack>
  );
}
