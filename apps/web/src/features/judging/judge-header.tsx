import { Anchor, Badge, Button, Group, SegmentedControl, UnstyledButton } from '@mantine/core';
import { IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './judge-app.module.css';
import { InstallPrompt } from './install-prompt';
import type { SyncState } from './sync-engine';
import { SyncBadge } from './sync-panel';

export type EntryMode = 'number' | 'list';

/**
 * The judge app's head: the section (a tap changes it), the sunlight theme and the sync badge in a bar
 * that stays on top; the install offer; the stage's link and the choice between keypad and list.
 */
export function JudgeHeader({
  stagePath,
  stageTitle,
  section,
  onPickSection,
  sunlight,
  onToggleSunlight,
  sync,
  onOpenSync,
  mode,
  onMode,
}: {
  stagePath: string;
  stageTitle: string;
  section: number | null;
  onPickSection: () => void;
  sunlight: boolean;
  onToggleSunlight: () => void;
  sync: SyncState;
  onOpenSync: () => void;
  mode: EntryMode;
  onMode: (mode: EntryMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" className={classes.topBar} wrap="nowrap" gap={8}>
        <UnstyledButton className={classes.touch} onClick={onPickSection} data-testid="section-button">
          <Badge size="xl" variant="filled" style={{ textTransform: 'none' }}>
            {section === null ? t('judge.chooseSection') : t('judge.section', { n: section })}
          </Badge>
        </UnstyledButton>
        <Group gap={8} wrap="nowrap">
          <Button
            className={classes.touch}
            variant={sunlight ? 'filled' : 'default'}
            color="dark"
            w={48}
            px={0}
            onClick={onToggleSunlight}
            aria-pressed={sunlight}
            aria-label={t('judge.sunlightHint')}
            title={t('judge.sunlightHint')}
            data-testid="sunlight-toggle"
          >
            <IconSun size={24} />
          </Button>
          <SyncBadge state={sync} onClick={onOpenSync} />
        </Group>
      </Group>
      <InstallPrompt />
      <Group justify="space-between" gap={8}>
        <Anchor component={Link} to={stagePath} size="sm" fw={600} truncate>
          {stageTitle}
        </Anchor>
        <SegmentedControl
          size="md"
          classNames={{ control: classes.touch }}
          value={mode}
          onChange={(v) => onMode(v as EntryMode)}
          data={[
            { value: 'number', label: t('judge.byNumber') },
            { value: 'list', label: t('judge.fromList') },
          ]}
        />
      </Group>
    </>
  );
}
