import '@mantine/core/styles/Popover.css';
import { Anchor, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import type { StandingStageResult } from '@trialhub/domain';
import { IconExternalLink } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../shared/numbers';
import classes from './standings.module.css';

/** Spec §9: tooltip delay 700 ms, skip delay 300 ms. */
const OPEN_DELAY = 700;
const CLOSE_DELAY = 300;

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
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const later = (open: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpened(open), delay);
  };
  if (!entry || entry.title === null) return <span className={classes.cellEmpty}>–</span>;
  const shown = entry.resultStatus ?? formatNumber(points ?? entry.points);
  return (
    <Popover opened={opened} onChange={setOpened} withArrow shadow="md" position="top">
      <Popover.Target>
        <UnstyledButton
          className={entry.status === 'draft' ? classes.cellDraft : classes.cellFinal}
          data-status={entry.status}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={() => {
            clearTimeout(timer.current);
            setOpened((o) => !o);
          }}
          onMouseEnter={() => later(true, OPEN_DELAY)}
          onMouseLeave={() => later(false, CLOSE_DELAY)}
        >
          {shown}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown
        data-testid="stage-cell-card"
        onMouseEnter={() => clearTimeout(timer.current)}
        onMouseLeave={() => later(false, CLOSE_DELAY)}
      >
        <Stack gap={2}>
          <Text fw={700} size="sm">
            {heading}
          </Text>
          <Text size="sm">{t('standings.standingPoints', { points: formatNumber(entry.points) })}</Text>
          <Text size="sm">
            {t('standings.competitionPoints', { points: formatNumber(entry.positionAbsolutePoints) })}
          </Text>
          {extra}
          {entry.url && (
            <Anchor href={entry.url} target="_blank" rel="noopener noreferrer" size="sm">
              {t('standings.openResult')} <IconExternalLink size={12} />
            </Anchor>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
