import '@mantine/core/styles/Popover.css';
import { Anchor, Popover, Stack, Text } from '@mantine/core';
import type { StandingStageResult } from '@trialhub/domain';
import { IconExternalLink } from '@tabler/icons-react';
import { type ReactElement, type ReactNode, type Ref, cloneElement, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../shared/numbers';

/**
 * A stage cell's card (stage-cell.tsx), loaded when the first card opens. The cell's button is a new
 * element from then on: when a click opened the card, it takes the focus the clicked one had.
 */
export default function StageCellCard({
  target,
  focusTarget,
  opened,
  onChange,
  onDropdownEnter,
  onDropdownLeave,
  entry,
  heading,
  extra,
}: {
  target: ReactElement<{ ref?: Ref<HTMLButtonElement> }>;
  focusTarget: boolean;
  opened: boolean;
  onChange: (opened: boolean) => void;
  onDropdownEnter: () => void;
  onDropdownLeave: () => void;
  entry: StandingStageResult;
  heading: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (focusTarget) button.current?.focus();
    // Only when the card first mounts: later the button keeps its own focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Popover opened={opened} onChange={onChange} withArrow shadow="md" position="top">
      <Popover.Target>{cloneElement(target, { ref: button })}</Popover.Target>
      <Popover.Dropdown data-testid="stage-cell-card" onMouseEnter={onDropdownEnter} onMouseLeave={onDropdownLeave}>
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
