import { Card, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FeeLines } from '../../shared/fee-lines';
import { fetchQuote, quoteKey } from '../../shared/money-api';

/** The join form's "what you will pay and why", before the rider confirms (issue #39). */
export function FeeQuote({
  stageId,
  racingClass,
  team,
  birthDate,
}: {
  stageId: string;
  racingClass: string;
  team: string;
  /** The form's valid birth date (ISO): the one-event licence line's age band. */
  birthDate: string | null;
}) {
  const { t } = useTranslation();
  const [teamName] = useDebouncedValue(team.trim(), 400);
  const born = birthDate ?? '';
  const quote = useQuery({
    queryKey: quoteKey(stageId, racingClass, teamName, born),
    queryFn: () => fetchQuote(stageId, racingClass, teamName, born),
    enabled: racingClass !== '',
    placeholderData: keepPreviousData,
  });
  if (!racingClass || quote.isError) return null;
  return (
    <Card withBorder padding="sm" data-testid="fee-quote">
      <Stack gap={6}>
        <Text fw={700}>{t('money.quoteTitle')}</Text>
        {quote.data ? (
          <FeeLines lines={quote.data.lines} totalCents={quote.data.totalCents} racingClass={racingClass} />
        ) : (
          <Skeleton h={24} />
        )}
        {quote.data && quote.data.totalCents > 0 && (
          <Text size="xs" c="dimmed">
            {t('money.quoteHint')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
