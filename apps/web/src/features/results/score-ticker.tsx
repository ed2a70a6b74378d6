import { type CompactResult, type PublicStage, type ResultsEvent, liveTopics } from '@trialhub/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { liveClient } from '../../shared/live-client';
import { useNow } from '../../shared/timing';
import { type TickerScore, type WhoBySlot, changedScores, noteWho } from './score-ticker-model';
import classes from './score-ticker.module.css';

interface Shown extends TickerScore {
  key: number;
}

/**
 * "Latest scores" for spectators (issue #37 point 19): each score as it comes in — rider, section,
 * points, who — newest first. A 0 changes no total and no place, so on a collapsed class nothing else
 * shows that it came in; here it does. It reads the page's live results list (what changed between
 * two states of it) and the stage's results topic for who scored (decision 078): only what every
 * visitor sees. Shown while the stage runs, and whenever it has something to show.
 */
export function ScoreTicker({
  stage,
  results,
  size = 'page',
  max = size === 'big' ? 3 : 5,
}: {
  stage: PublicStage;
  results: readonly CompactResult[];
  /** 'big': the venue display's strip (big-screen-view.tsx), large type on dark. */
  size?: 'page' | 'big';
  max?: number;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const now = useNow(60_000);
  const who = useRef<WhoBySlot>(new Map());
  const before = useRef(results);
  const nextKey = useRef(0);
  const [shown, setShown] = useState<Shown[]>([]);

  // Listeners of one topic all hear an event before React renders the list it changed: the names are
  // noted by the time the list's change is looked at below.
  useEffect(
    () =>
      liveClient.subscribe(liveTopics.stageResults(stage.id), {
        onEvent: (message) => noteWho(who.current, message.data as ResultsEvent),
        onResync: () => undefined,
      }),
    [stage.id],
  );

  useEffect(() => {
    const previous = before.current;
    before.current = results;
    if (previous === results) return;
    const fresh = changedScores(previous, results, who.current);
    if (fresh.length === 0) return;
    const added = fresh.map((s) => ({ ...s, key: nextKey.current++ })).reverse();
    setShown((old) => [...added, ...old].slice(0, max));
  }, [results, max]);

  const running =
    Date.parse(stage.competitionStartDate) <= now.getTime() && now.getTime() < Date.parse(stage.competitionEndDate);
  if (!running && shown.length === 0) return null;
  const laps = new Map(stage.classes.map((c) => [c.name, c.laps]));
  const big = size === 'big';

  return (
    <section className={big ? classes.big : classes.ticker} aria-labelledby={titleId} data-testid="score-ticker">
      <h2 id={titleId} className={classes.title}>
        {t('scoreTicker.title')}
      </h2>
      {/* A log (polite live region) that is there from the start, so each new score is announced. */}
      <div className={classes.log} role="log" aria-labelledby={titleId}>
        {shown.length === 0 ? (
          <p className={classes.waiting}>{t('scoreTicker.waiting')}</p>
        ) : (
          <ol className={classes.list}>
            {shown.map((s, i) => (
              <li
                key={s.key}
                className={i === 0 ? `${classes.item} ${classes.newest}` : classes.item}
                data-testid="ticker-score"
              >
                <span
                  className={classes.points}
                  data-points={stage.competitionType === 'classic' ? s.points : undefined}
                >
                  <span aria-hidden>{s.points}</span>
                  <span className={classes.hidden}>{t('scoreTicker.points', { count: s.points })}</span>
                </span>
                <span className={classes.rider}>
                  {s.racingNumber !== null && <span className={classes.number}>#{s.racingNumber} </span>}
                  {s.name}
                </span>
                <span className={classes.where}>
                  {(laps.get(s.racingClass) ?? 1) > 1 || s.lap > 1
                    ? t('results.sectionLap', { section: s.section, lap: s.lap })
                    : t('scoreTicker.section', { section: s.section })}
                  <span className={classes.muted}> · {s.racingClass}</span>
                </span>
                {s.by && <span className={classes.who}>{t('scoreTicker.by', { name: s.by })}</span>}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
