import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Anchor, Badge, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { type EntryPayment, printedIban, printedReference } from '@trialhub/domain';
import { IconQrcode } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../shared/i18n';
import { QrCode } from '../../shared/qr-code';
import { FeeLines } from '../../shared/fee-lines';
import { fetchMyPayment, money, myPaymentKey } from '../../shared/money-api';
import { PayOnline } from './pay-online';

const statusColor = { unpaid: 'orange', paid: 'green', refunded: 'gray' } as const;

/**
 * The rider's own entry fee in the stage bar: amount and status, and 'How to pay' with the transfer
 * details and the EPC QR code a banking app scans (issue #39). Opens by itself right after joining.
 */
export function MyPayment({
  stageId,
  racingClass,
  open,
  onOpenChange,
}: {
  stageId: string;
  racingClass: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { data: payment } = useQuery({ queryKey: myPaymentKey(stageId), queryFn: () => fetchMyPayment(stageId) });
  if (!payment || (payment.amountCents === 0 && payment.status === 'unpaid')) return null;
  const owes = payment.status === 'unpaid';
  // Back from the provider's page before its notification arrived: say it is on its way.
  const backFromProvider = new URLSearchParams(window.location.search).get('paid') === 'online';
  return (
    <>
      {owes && backFromProvider && (
        <Text size="sm" data-testid="online-pending">
          {t('money.online.paidNotice')}
        </Text>
      )}
      <Group gap={6} data-testid="my-payment">
        <Text fw={700}>{t('money.entryFee', { amount: money(payment.amountCents) })}</Text>
        <Badge color={statusColor[payment.status]} variant="light">
          {payment.status === 'paid' && payment.method
            ? t('money.paidHow', { method: t(`money.method.${payment.method}`) })
            : t(`money.status.${payment.status}`)}
        </Badge>
        {payment.status === 'paid' && payment.method !== 'waived' && (
          <Anchor
            size="sm"
            fw={700}
            href={`/api/stages/${stageId}/payments/${encodeURIComponent(payment.participantId)}/receipt.pdf?lang=${currentLanguage()}`}
            target="_blank"
            data-testid="receipt-link"
          >
            {t('money.receipt')}
          </Anchor>
        )}
        {owes && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconQrcode size={16} />}
            onClick={() => onOpenChange(true)}
          >
            {t('money.howToPay')}
          </Button>
        )}
      </Group>
      <Modal
        opened={open && owes}
        onClose={() => onOpenChange(false)}
        title={t('money.payTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('admin.close') }}
      >
        <PaymentDetails payment={payment} racingClass={racingClass} />
      </Modal>
    </>
  );
}

function PaymentDetails({ payment, racingClass }: { payment: EntryPayment; racingClass: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="payment-details">
      <FeeLines lines={payment.lines} totalCents={payment.amountCents} racingClass={racingClass} />
      {payment.onlinePayment && <PayOnline stageId={payment.stageId} />}
      {payment.epc && payment.payee && payment.reference ? (
        <>
          <Text size="sm">{t('money.scanHint')}</Text>
          <Group justify="center">
            <QrCode value={payment.epc} size={220} testId="epc-qr" />
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6}>
            <Detail label={t('money.payee')} value={payment.payee.name} />
            <Detail label={t('money.iban')} value={printedIban(payment.payee.iban)} />
            {payment.payee.bic && <Detail label={t('money.bic')} value={payment.payee.bic} />}
            <Detail label={t('money.amount')} value={money(payment.amountCents)} />
            <Detail
              label={t('money.reference')}
              value={printedReference(payment.reference)}
              testId="payment-reference"
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('money.referenceHint')}
          </Text>
          <Anchor
            href={`/api/stages/${payment.stageId}/payments/${encodeURIComponent(payment.participantId)}/invoice.pdf?lang=${currentLanguage()}`}
            target="_blank"
            fw={700}
            data-testid="invoice-link"
          >
            {t('money.invoice')}
          </Anchor>
        </>
      ) : (
        <Text>{t('money.payAtSignOn')}</Text>
      )}
    </Stack>
  );
}

function Detail({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums', wordBreak: 'break-word' }}>
        {value}
      </Text>
    </Stack>
  );
}
