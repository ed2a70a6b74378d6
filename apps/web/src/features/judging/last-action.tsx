import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './judge-app.module.css';
import type { Rider } from './judge-model';

/** The judge's last score (open-free: the points its attempt added up to; null: a saved attempt without them). */
export interface LastAction {
  rider: Rider;
  section: number;
  lap: number;
  points: number | null;
}

/** The banner after a score: what was saved, for whom, and Undo. */
export function LastActionBanner({ last, onUndo }: { last: LastAction; onUndo: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCheck size={20} />}
      data-testid="last-action"
      title={t('judge.savedTitle', {
        number: last.rider.racingNumber,
        section: last.section,
        lap: last.lap,
        points: last.points ?? '✓',
      })}
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm">{last.rider.name}</Text>
        <Button className={classes.touch} variant="white" leftSection={<IconArrowBackUp size={16} />} onClick={onUndo}>
          {t('judge.undo')}
        </Button>
      </Group>
    </Alert>
  );
}
