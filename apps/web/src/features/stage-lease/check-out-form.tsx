import '@mantine/core/styles/Input.css';
import { Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api';
import { grantLease, stageLeaseKey } from './stage-lease-api';

/**
 * Checking the stage out to the venue laptop: the secretary types the code the laptop shows (case,
 * spaces and dashes do not matter). A wrong, expired or locked code is said in the field; once granted
 * the page shows the lease instead of this form.
 */
export function CheckOutForm({ stageId }: { stageId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!code.trim()) {
      setError('validation.required');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await grantLease(stageId, code);
      setCode('');
      await queryClient.invalidateQueries({ queryKey: stageLeaseKey(stageId) });
    } catch (e) {
      setError(e instanceof ApiError ? (e.fields?.code ?? e.messageKey) : 'errors.network');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder padding="lg" data-testid="lease-check-out">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('stageLease.checkOut.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('stageLease.checkOut.intro')}
          </Text>
          <TextInput
            label={t('stageLease.checkOut.code')}
            description={t('stageLease.checkOut.hint')}
            placeholder="ABCD-EFGH"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={error ? t(error) : undefined}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            maw={360}
            styles={{ input: { fontFamily: 'monospace', fontSize: 'var(--mantine-font-size-lg)', letterSpacing: 2 } }}
          />
          <Button
            type="submit"
            loading={busy}
            leftSection={<IconPlugConnected size={16} />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('stageLease.checkOut.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
