import { Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './judge-app.module.css';
import { type LocalScore, type Rider, type StageClass, lapsLeft, riderTotal } from './judge-model';

/** The judge's last score (open-free: the points its attempt added up to; null: a saved attempt without them). */
export interface LastAction {
  rider: Rider;
  section: number;
  lap: number;
  points: number | null;
}

/**
 * In the rider line after a score, until the next number is typed (issue #35): what was saved for whom,
 * and the rider's progress at this section — how often the observer will see them here again — from
 * what the phone holds.
 */
export function SavedSummary({
  last,
  cls,
  scores,
}: {
  last: LastAction;
  cls: StageClass | undefined;
  scores: Map<string, LocalScore>;
}) {
  const { t } = useTranslation();
  const left = cls ? lapsLeft(scores, cls, last.rider.id, last.section) : 0;
  const progress = { lap: last.lap, laps: cls?.laps ?? last.lap, number: last.rider.racingNumber, count: left };
  return (
    <Group gap={8} wrap="nowrap" data-testid="last-action" style={{ minWidth: 0, flex: 1 }}>
      <IconCheck size={28} color="var(--mantine-color-teal-7)" style={{ flex: 'none' }} />
      <div className={classes.riderInfo}>
        <Text fw={800} truncate>
          {t('judge.savedTitle', {
            number: last.rider.racingNumber,
            section: last.section,
            lap: last.lap,
            points: last.points ?? '✓',
          })}
        </Text>
        <Text size="sm" truncate>
          {last.rider.name}
        </Text>
        <Text size="sm" fw={700} lineClamp={2} lh={1.2} data-testid="rider-progress" data-left={left}>
          {left > 0 ? t('judge.progress.again', progress) : t('judge.progress.last', progress)}
        </Text>
      </div>
    </Group>
  );
}

/** Beside the summary: the rider's running total on this phone (a wrong tap shows at once) and Undo. */
export function SavedActions({
  last,
  scores,
  onUndo,
}: {
  last: LastAction;
  scores: Map<string, LocalScore>;
  onUndo: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Text fw={800} data-testid="rider-total" style={{ flex: '1 1 auto', minWidth: 0 }} truncate>
        {t('judge.progress.total', { number: last.rider.racingNumber, total: riderTotal(scores, last.rider.id) })}
      </Text>
      <Button className={classes.touch} variant="default" leftSection={<IconArrowBackUp size={18} />} onClick={onUndo}>
        {t('judge.undo')}
      </Button>
    </>
  );
}
