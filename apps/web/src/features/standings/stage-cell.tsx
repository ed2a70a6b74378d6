import { UnstyledButton } from '@mantine/core';
import type { StandingStageResult } from '@trialhub/domain';
import { Suspense, lazy, useRef, useState } from 'react';
import { formatNumber } from '../../shared/numbers';
import classes from './standings.module.css';

/** Spec §9: tooltip delay 700 ms, skip delay 300 ms. */
const OPEN_DELAY = 700;
const CLOSE_DELAY = 300;

// The card and its popover (Mantine's Popover and floating-ui) load when a card is first opened: a table
// of hundreds of cells hydrates without a popover each (issue #20).
const StageCellCard = lazy(() => import('./stage-cell-card'));

/**
 * One stage of one standing: points or the result status, amber while draft and green once final;
 * hovering, tapping or pressing Enter shows the stage (as its column is headed), standing points,
 * competition points and 'Open result' (spec §2). A tap matters: phones have no hover.
 */
export function StageCell({
  entry,
  heading,
  points,
  extra,
}: {
  entry: StandingStageResult | undefined;
  /** The stage as its column is headed (location DD.MM), so card and column read the same. */
  heading: string;
  /** What the cell shows when it is not the entry's own points (club points). */
  points?: number;
  extra?: React.ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  // Whether the card has been asked for (its code loads then), and whether by a click (keeps the focus).
  const [used, setUsed] = useState<'hover' | 'click' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = (open: boolean, by: 'hover' | 'click') => {
    if (open && !used) setUsed(by);
    setOpened(open);
  };
  const later = (open: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => show(open, 'hover'), delay);
  };
  if (!entry || entry.title === null) return <span className={classes.cellEmpty}>–</span>;
  const button = (
    <UnstyledButton
      className={entry.status === 'draft' ? classes.cellDraft : classes.cellFinal}
      data-status={entry.status}
      aria-haspopup="dialog"
      aria-expanded={opened}
      onClick={() => {
        clearTimeout(timer.current);
        show(!opened, 'click');
      }}
      onMouseEnter={() => later(true, OPEN_DELAY)}
      onMouseLeave={() => later(false, CLOSE_DELAY)}
    >
      {entry.resultStatus ?? formatNumber(points ?? entry.points)}
    </UnstyledButton>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <StageCellCard
        target={button}
        focusTarget={used === 'click'}
        opened={opened}
        onChange={setOpened}
        onDropdownEnter={() => clearTimeout(timer.current)}
        onDropdownLeave={() => later(false, CLOSE_DELAY)}
        entry={entry}
        heading={heading}
        extra={extra}
      />
    </Suspense>
  );
}
