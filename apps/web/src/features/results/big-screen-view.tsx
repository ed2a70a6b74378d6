import { Button, Group, Text } from '@mantine/core';
import type { PublicStage, CompactResult } from '@trialhub/domain';
import { IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../shared/timing';
import { rankByClass } from './results-model';
import { ScoreTicker } from './score-ticker';
import classes from './results.module.css';

const CYCLE_MS = 12_000;
/**
 * Rows a page shows: what fits under the latest scores' strip and the class's name (every size
 * is in vh, so the same on any wide screen). 12 did not fit: rows 11 and 12 were cut off at 16:9 and 16:10.
 */
const ROWS = 9;

/**
 * Big-screen mode for a venue display: large type, one class at a time, cycling on its own; the
 * data stays live (the page underneath keeps its subscription). Long classes page through their rows.
 */
export default function BigScreenView({
  stage,
  results,
  onExit,
}: {
  stage: PublicStage;
  results: CompactResult[];
  onExit: () => void;
}) {
  const { t } = useTranslation();
  const now = useNow(30_000);
  const blocks = useMemo(
    () => rankByClass(stage, results, now).filter((b) => b.rows.length > 0),
    [stage, results, now],
  );
  // One "page" per class or per ROWS rows of a long class.
  const pages = useMemo(
    () =>
      blocks.flatMap((block) =>
        Array.from({ length: Math.max(1, Math.ceil(block.rows.length / ROWS)) }, (_, i) => ({
          block,
          rows: block.rows.slice(i * ROWS, (i + 1) * ROWS),
        })),
      ),
    [blocks],
  );
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => i + 1), CYCLE_MS);
    return () => clearInterval(timer);
  }, []);
  const page = pages.length ? pages[index % pages.length]! : null;
  // "Live" only while the stage runs: a past stage's results are final, not live.
  const running =
    Date.parse(stage.competitionStartDate) <= now.getTime() && now.getTime() < Date.parse(stage.competitionEndDate);

  return (
    <div className={classes.big} data-testid="big-screen">
      <Group justify="space-between" wrap="nowrap">
        <Text c="gray.5" fz="clamp(14px, 2.2vh, 28px)" fw={600}>
          {stage.title}
        </Text>
        <Group gap="sm" wrap="nowrap">
          {running && (
            <Text c="lime.4" fw={700} fz="clamp(14px, 2.2vh, 28px)" data-testid="big-screen-live">
              ● {t('results.live')}
            </Text>
          )}
          <Button variant="light" color="gray" leftSection={<IconX size={16} />} onClick={onExit}>
            {t('results.exitBigScreen')}
          </Button>
        </Group>
      </Group>
      <ScoreTicker stage={stage} results={results} size="big" />
      {page ? (
        <>
          <div className={classes.bigTitle}>
            <span
              className={classes.swatch}
              style={{ background: page.block.color, width: '0.8em', height: '0.8em' }}
            />
            {page.block.name}
          </div>
          <table className={classes.bigTable}>
            <thead>
              <tr>
                <th>{t('results.col.place')}</th>
                <th>{t('results.col.name')}</th>
                <th>{t('results.col.points')}</th>
                <th className={classes.bigStats}>0 / 1 / 2 / 3 / 5</th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map(({ result: r, place, shownStatus }) => (
                <tr key={r.participantId}>
                  <td style={{ fontWeight: 800 }}>{place ?? '–'}</td>
                  <td>
                    {r.participant.name}
                    {r.participant.racingNumber !== null && (
                      <span style={{ color: '#868e96' }}> #{r.participant.racingNumber}</span>
                    )}
                    {r.isFinished && <span style={{ color: '#8ce99a' }}> ✓</span>}
                  </td>
                  <td style={{ fontWeight: 800 }}>
                    {shownStatus ? (
                      <span style={{ color: '#ff8787' }}>
                        {shownStatus && !r.status ? t('results.autoDnf') : t(`results.status.${shownStatus}`)}
                      </span>
                    ) : (
                      (r.total ?? '—')
                    )}
                  </td>
                  <td className={classes.bigStats} style={{ color: '#adb5bd' }}>
                    {stage.competitionType === 'classic'
                      ? (['0', '1', '2', '3', '5'] as const).map((k) => r.statistics[k]).join(' / ')
                      : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <Text fz="clamp(20px, 4vh, 48px)">{t('results.noOneStarted')}</Text>
      )}
    </div>
  );
}
