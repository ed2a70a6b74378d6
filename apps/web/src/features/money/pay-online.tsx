import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api';
import { currentLanguage } from '../../shared/i18n';
import { startCheckout } from '../../shared/money-api';

/**
 * "Pay online" (decision 082): the club's payment provider's own page takes the card or wallet, so no
 * card data passes through TrialHub; the rider comes back to this page and the entry turns paid when
 * the provider's notification arrives.
 */
export function PayOnline({ stageId }: { stageId: string }) {
  const { t } = useTranslation();
  const checkout = useMutation({
    mutationFn: () => {
      const back = new URL(window.location.href);
      back.searchParams.delete('paid');
      return startCheckout(stageId, back.pathname + back.search, currentLanguage());
    },
    onSuccess: ({ url }) => window.location.assign(url),
  });
  return (
    <Stack gap={6}>
      <Button
        leftSection={<IconCreditCard size={18} />}
        loading={checkout.isPending || checkout.isSuccess}
        onClick={() => checkout.mutate()}
        data-testid="pay-online"
      >
        {t('money.online.pay')}
      </Button>
      <Text size="xs" c="dimmed">
        {t('money.online.hint')}
      </Text>
      {checkout.isError && (
        <Alert color="red">
          {t(checkout.error instanceof ApiError ? checkout.error.messageKey : 'errors.refreshAndTryAgain')}
        </Alert>
      )}
    </Stack>
  );
}
