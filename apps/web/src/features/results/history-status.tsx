import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The state of a rider's history read (useResultHistory). */
export interface HistoryState {
  isError: boolean;
  refetch: () => unknown;
}

/**
 * What stands in for a rider's history (who, when) while it loads, or when it could not be read: one
 * line of small text, the height of a history line, so the details do not jump when it comes (decision 037).
 */
export function HistoryStatus({ state }: { state: HistoryState }) {
  const { t } = useTranslation();
  if (state.isError) {
    return (
      <Group gap={6} data-testid="history-error">
        <Text size="sm" c="red">
          {t('results.history.error')}
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={() => void state.refetch()}>
          {t('results.history.retry')}
        </Anchor>
      </Group>
    );
  }
  return (
    <Text size="sm" c="dimmed" data-testid="history-loading">
      {t('results.history.loading')}
    </Text>
  );
}
