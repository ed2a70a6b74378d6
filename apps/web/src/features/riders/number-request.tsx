import { Alert, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import type { PermanentNumbersPage } from '@trialhub/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../shared/api';

/**
 * A signed-in rider asks for a permanent number (issue #38): given at once when they are eligible
 * (club, licence) and the number is free; otherwise the server's reason, translated.
 */
export function NumberRequest({ page, queryKey }: { page: PermanentNumbersPage; queryKey: readonly unknown[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [number, setNumber] = useState<number | null>(null);
  const [racingClass, setRacingClass] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const ask = async () => {
    if (number === null) return;
    setAnswer(null);
    try {
      await api(`/api/championships/${page.championship.id}/permanent-numbers/request`, {
        method: 'POST',
        json: { number, racingClass: page.perClass ? racingClass : null },
      });
      setAnswer({ ok: true, text: t('numbers.request.given', { number }) });
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      const key = error instanceof ApiError ? (error.fields?.rider ?? error.fields?.number ?? error.messageKey) : null;
      setAnswer({ ok: false, text: t(key ?? 'errors.refreshAndTryAgain') });
    }
  };
  return (
    <Stack gap="xs" data-testid="number-request">
      <Text fw={600}>{t('numbers.request.title')}</Text>
      <Group align="flex-end" wrap="wrap">
        <NumberInput
          label={t('numbers.col.number')}
          min={1}
          w={120}
          value={number ?? ''}
          onChange={(v) => setNumber(v === '' ? null : Number(v))}
        />
        {page.perClass && (
          <Select
            label={t('numbers.col.class')}
            data={page.classes}
            value={racingClass}
            onChange={setRacingClass}
            w={180}
          />
        )}
        <Button onClick={() => void ask()} disabled={number === null || (page.perClass && !racingClass)}>
          {t('numbers.request.ask')}
        </Button>
      </Group>
      {answer && (
        <Alert color={answer.ok ? 'teal' : 'red'} role={answer.ok ? 'status' : 'alert'}>
          {answer.text}
        </Alert>
      )}
    </Stack>
  );
}
