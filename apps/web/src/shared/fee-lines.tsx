import { Group, Stack, Text } from '@mantine/core';
import type { FeeLine } from '@trialhub/domain';
import { useTranslation } from 'react-i18next';
import { feeLineLabel, money } from './money-api';

/** Why an entry costs what it does: one line per part, then the amount due (or 'No entry fee'). */
export function FeeLines({
  lines,
  totalCents,
  racingClass,
}: {
  lines: FeeLine[];
  totalCents: number;
  racingClass: string;
}) {
  const { t } = useTranslation();
  if (lines.length === 0)
    return (
      <Text fw={700} data-testid="fee-total">
        {t('money.free')}
      </Text>
    );
  return (
    <Stack gap={2} data-testid="fee-lines">
      {lines.map((line) => (
        <Group key={line.kind} justify="space-between" wrap="nowrap" gap="md">
          <Text size="sm">{feeLineLabel(t, line, racingClass)}</Text>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {money(line.cents)}
          </Text>
        </Group>
      ))}
      <Group
        justify="space-between"
        wrap="nowrap"
        gap="md"
        pt={4}
        style={{ borderTop: '1px solid var(--mantine-color-gray-4)' }}
      >
        <Text fw={700}>{t('money.total')}</Text>
        <Text fw={700} data-testid="fee-total" style={{ whiteSpace: 'nowrap' }}>
          {money(totalCents)}
        </Text>
      </Group>
    </Stack>
  );
}
