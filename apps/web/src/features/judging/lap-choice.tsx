import { Button, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type LocalScore, type Rider, type StageClass, slotKey } from './judge-model';
import classes from './judge-app.module.css';

/**
 * Which lap a tap scores, said in words (issue #17): "Scoring lap 2" for the next unscored lap; while
 * correcting an earlier one, the line says so in orange.
 */
export function LapNow({ lap, current }: { lap: number; current: LocalScore | undefined }) {
  const { t } = useTranslation();
  return (
    <Text
      size="sm"
      fw={800}
      c={current ? 'orange.8' : undefined}
      truncate
      data-testid="lap-now"
      data-lap={lap}
      data-correcting={current ? 'true' : 'false'}
    >
      {current
        ? t('judge.lapChoice.correcting', { n: lap, points: current.points })
        : t('judge.lapChoice.scoring', { n: lap })}
    </Text>
  );
}

/**
 * Correcting an earlier lap is its own button ("Correct lap 1 (3)"), and while correcting there is the
 * way back: a scored rider is never re-scored on an earlier lap by accident. One row, scrolled sideways
 * when a class has many laps, so the keypad never moves.
 */
export function LapChoice({
  rider,
  cls,
  section,
  lap,
  next,
  scores,
  onChange,
}: {
  rider: Rider;
  cls: StageClass;
  section: number;
  lap: number;
  /** The first unscored lap, or null when every lap is scored. */
  next: number | null;
  scores: Map<string, LocalScore>;
  onChange: (lap: number | null) => void;
}) {
  const { t } = useTranslation();
  const scoreOf = (n: number) => scores.get(slotKey(rider.id, section, n));
  const correcting = scoreOf(lap);
  const scored = Array.from({ length: cls.laps }, (_, i) => i + 1).filter((n) => n !== lap && scoreOf(n));
  return (
    <>
      {correcting && next !== null && (
        <Button className={classes.touch} variant="default" onClick={() => onChange(null)}>
          {t('judge.lapChoice.back', { n: next })}
        </Button>
      )}
      {scored.map((n) => (
        <Button
          key={n}
          className={classes.touch}
          variant="light"
          color="orange"
          leftSection={<IconPencil size={16} />}
          onClick={() => onChange(n)}
          data-testid={`correct-lap-${n}`}
        >
          {t('judge.lapChoice.correct', { n, points: scoreOf(n)!.points })}
        </Button>
      ))}
    </>
  );
}
