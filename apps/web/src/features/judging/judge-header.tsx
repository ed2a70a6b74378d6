import { Anchor, Badge, Button, SegmentedControl, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './judge-app.module.css';
import { OfflineReadyIcon } from './offline-ready';
import type { SyncState } from './sync-engine';
import { SyncBadge } from './sync-panel';

export type EntryMode = 'number' | 'list';

/**
 * The judge app's head: the section (a tap changes it), the sync state and the sunlight theme in a bar
 * that stays on top, under the site's own bar; then the stage, who scores, and the choice between keypad
 * and list (none on a phone that takes no scores).
 */
export function JudgeHeader({
  stagePath,
  stageTitle,
  observerName,
  offlineReady,
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
  /** An observer phone's name ("Scoring as …"). */
  observerName: string | null;
  /** Whether the phone reopens with no signal: an icon before "Scoring as …" (issue #35). */
  offlineReady: boolean;
  section: number | null;
  onPickSection: () => void;
  sunlight: boolean;
  onToggleSunlight: () => void;
  sync: SyncState;
  onOpenSync: () => void;
  mode: EntryMode;
  /** Null: the phone takes no scores, so there is no keypad to choose. */
  onMode: ((mode: EntryMode) => void) | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className={classes.judgeBar} data-testid="judge-top-bar">
        <UnstyledButton className={classes.touch} onClick={onPickSection} data-testid="section-button">
          <Badge size="xl" variant="filled" className={classes.sectionPill}>
            {section === null ? t('judge.chooseSection') : t('judge.section', { n: section })}
          </Badge>
        </UnstyledButton>
        <SyncBadge state={sync} onClick={onOpenSync} />
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
      </div>
      <div className={classes.whoRow}>
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={stagePath} size="sm" fw={600} truncate>
            {stageTitle}
          </Anchor>
          {observerName !== null && (
            <Text size="sm" truncate data-testid="scoring-as">
              <OfflineReadyIcon ready={offlineReady} />
              {t('observe.scoringAs', { name: observerName })}
            </Text>
          )}
        </Stack>
        {onMode && (
          <SegmentedControl
            size="md"
            classNames={{ root: classes.modeSwitch }}
            styles={{ label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
            value={mode}
            onChange={(v) => onMode(v as EntryMode)}
            data={[
              { value: 'number', label: t('judge.byNumber') },
              { value: 'list', label: t('judge.fromList') },
            ]}
          />
        )}
      </div>
    </>
  );
}
