import '@mantine/core/styles/Popover.css';
import { Anchor, HoverCard, Stack, Text, UnstyledButton } from '@mantine/core';
import type { StandingStageResult } from '@trialhub/domain';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../shared/numbers';
import classes from './standings.module.css';

/**
 * One stage of one standing: points or the result status, amber while draft and green once final;
 * hovering (or tapping) shows title, standing points, competition points and 'Open result' (spec §2).
 */
export function StageCell({
  entry,
  points,
  extra,
}: {
  entry: StandingStageResult | undefined;
  /** What the cell shows when it is not the entry's own points (club points). */
  points?: number;
  extra?: React.ReactNode;
}) {
  const { t } = useTranslation();
  if (!entry || entry.title === null) return <span className={classes.cellEmpty}>–</span>;
  const shown = entry.resultStatus ?? formatNumber(points ?? entry.points);
  return (
    <HoverCard openDelay={700} closeDelay={300} withArrow shadow="md" position="top">
      <HoverCard.Target>
        <UnstyledButton
          className={entry.status === 'draft' ? classes.cellDraft : classes.cellFinal}
          data-status={entry.status}
        >
          {shown}
        </UnstyledButton>
      </HoverCard.Target>
      <HoverCard.Dropdown>
        <Stack gap={2}>
          <Text fw={700} size="sm">
            {entry.title}
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
      </HoverCard.Dropdown>
    </HoverCard>
  );
}
