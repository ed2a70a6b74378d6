import { Group, Text } from '@mantine/core';
import type { JudgingStage, SectionEventRecord } from '@trialhub/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './judge-app.module.css';
import { type LocalScore, type ScoreTarget, classOf } from './judge-model';
import { LapChoice, LapNow } from './lap-choice';
import { type LastAction, SavedActions, SavedSummary } from './last-action';
import { ClassicScores, Keypad, OpenFreeAttempt } from './scorers';

/**
 * The judge app's "By number": one rider line (the typed number and its rider and lap, or the score just
 * saved with the rider's progress), one row for the lap buttons (or the rider's total and Undo), then the
 * score buttons (classic) or the attempt (open-free) over the keypad. Each part keeps its place, so the
 * keypad never moves under the thumb.
 */
export function NumberEntry({
  data,
  typed,
  target: { rider, cls, section, rides, next, lap, current },
  scores,
  last,
  onUndo,
  onNumber,
  onLap,
  onScore,
  onSaveAttempt,
}: {
  data: JudgingStage;
  typed: string;
  target: ScoreTarget;
  scores: Map<string, LocalScore>;
  /** The last score this phone saved: shown until the next number is typed. */
  last: LastAction | null;
  onUndo: () => void;
  onNumber: (typed: string) => void;
  onLap: (lap: number | null) => void;
  onScore: (points: number) => void;
  onSaveAttempt: (events: SectionEventRecord[], at: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const stage = data.stage;
  const hint = !typed
    ? t('judge.typeNumber')
    : !rider
      ? t('judge.noSuchNumber', { number: typed })
      : !rides
        ? t('judge.doesNotRide', { section })
        : current
          ? t('judge.alreadyScored', { points: current.points })
          : undefined;
  const saved = !typed && last ? last : null;
  const lineColor = (saved ? classOf(data, saved.rider) : cls)?.color ?? 'var(--mantine-color-gray-4)';
  let line: ReactNode;
  if (saved) line = <SavedSummary last={saved} cls={classOf(data, saved.rider)} scores={scores} />;
  else
    line = (
      <>
        <div className={classes.riderNumber} data-testid="typed-number" aria-live="polite">
          {typed || '—'}
        </div>
        <div className={classes.riderInfo}>
          {rider && (
            <>
              <Text fw={800} fz="lg" lh={1.2} truncate data-testid="rider-name">
                {rider.name}
              </Text>
              <Group gap={8} wrap="nowrap">
                <Text size="sm" c="dimmed" truncate style={{ flex: '0 1 auto' }}>
                  {rider.racingClass}
                </Text>
                {rides && section !== null && <LapNow lap={lap} current={current} />}
              </Group>
            </>
          )}
          {hint && (
            <Text size="sm" fw={600} c={rider ? 'orange.8' : 'dimmed'} lineClamp={rider ? 1 : 2} lh={1.2}>
              {hint}
            </Text>
          )}
        </div>
      </>
    );
  const keypad = <Keypad value={typed} onChange={onNumber} />;
  return (
    <div className={classes.entry} data-testid="number-entry">
      <div className={classes.riderLine} style={{ borderLeftColor: lineColor }} data-testid="rider-line">
        {line}
      </div>
      <div className={classes.lapRow} data-testid="lap-row">
        {saved ? (
          <SavedActions last={saved} scores={scores} onUndo={onUndo} />
        ) : (
          rider &&
          rides &&
          cls &&
          section !== null && (
            <LapChoice
              rider={rider}
              cls={cls}
              section={section}
              lap={lap}
              next={next}
              scores={scores}
              onChange={onLap}
            />
          )
        )}
      </div>
      {stage.competitionType === 'openFree' && stage.openFree ? (
        rider && rides && section !== null ? (
          <OpenFreeAttempt
            rules={stage.openFree}
            draftKey={`${stage.id}`}
            rider={rider}
            section={section}
            lap={lap}
            onSave={onSaveAttempt}
            onChangeRider={() => onNumber('')}
          />
        ) : (
          keypad
        )
      ) : (
        <>
          <ClassicScores disabled={!rider || !rides} onScore={onScore} />
          {keypad}
        </>
      )}
    </div>
  );
}
