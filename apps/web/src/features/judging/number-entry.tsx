import type { JudgingStage, SectionEventRecord } from '@trialhub/domain';
import { useTranslation } from 'react-i18next';
import classes from './judge-app.module.css';
import type { LocalScore, ScoreTarget } from './judge-model';
import { LapChoice } from './lap-choice';
import { ClassicScores, Keypad, OpenFreeAttempt, RiderCard } from './scorers';

/**
 * The judge app's "By number": the typed number, its rider, the lap, then the score buttons (classic) or
 * the attempt (open-free) over the keypad.
 */
export function NumberEntry({
  stage,
  typed,
  target: { rider, cls, section, rides, next, lap, current },
  scores,
  stopped,
  onNumber,
  onLap,
  onScore,
  onSaveAttempt,
}: {
  stage: JudgingStage['stage'];
  typed: string;
  target: ScoreTarget;
  scores: Map<string, LocalScore>;
  /** This phone takes no new scores (an observer's that was handed on, revoked or expired). */
  stopped: boolean;
  onNumber: (typed: string) => void;
  onLap: (lap: number | null) => void;
  onScore: (points: number) => void;
  onSaveAttempt: (events: SectionEventRecord[], at: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const hint = !typed
    ? t('judge.typeNumber')
    : !rider
      ? t('judge.noSuchNumber', { number: typed })
      : !rides
        ? t('judge.doesNotRide', { section })
        : current
          ? t('judge.alreadyScored', { points: current.points })
          : undefined;
  const keypad = <Keypad value={typed} onChange={onNumber} />;
  return (
    <>
      <div className={classes.display} data-testid="typed-number" aria-live="polite">
        {typed || '—'}
      </div>
      <RiderCard rider={rider} cls={cls} hint={hint} />
      {/* The lap row and the score buttons keep their place, so the keypad never moves under the thumb. */}
      <div style={{ minHeight: 48 }}>
        {rider && rides && cls && section !== null && (
          <LapChoice rider={rider} cls={cls} section={section} lap={lap} next={next} scores={scores} onChange={onLap} />
        )}
      </div>
      {stage.competitionType === 'openFree' && stage.openFree ? (
        rider && rides && section !== null && !stopped ? (
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
          <ClassicScores disabled={!rider || !rides || stage.resultsLocked || stopped} onScore={onScore} />
          {keypad}
        </>
      )}
    </>
  );
}
