import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Table.css';
import { ActionIcon, Card, Menu, Stack, Table, Text, Title } from '@mantine/core';
import { type RecordPayment, type StagePayment, printedReference } from '@trialhub/domain';
import { IconDots } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/dates';
import { withSavingToasts } from '../../shared/saving-toast';
import { money, recordPayment, stagePaymentsKey } from '../../shared/money-api';

const statusColor = { unpaid: 'orange.9', paid: 'forest.7', refunded: 'gray.7' } as const;

/** Totals a treasurer reads first: what is due, what came in, what is still unpaid. */
export function paymentTotals(payments: StagePayment[]) {
  let due = 0;
  let paid = 0;
  let unpaid = 0;
  const byMethod = new Map<string, number>();
  for (const p of payments) {
    due += p.amountCents;
    if (p.status === 'paid') paid += p.paidCents ?? 0;
    if (p.status === 'paid' && p.method && p.method !== 'waived')
      byMethod.set(p.method, (byMethod.get(p.method) ?? 0) + (p.paidCents ?? 0));
    if (p.status === 'unpaid') unpaid += p.amountCents;
  }
  return { due, paid, unpaid, byMethod };
}

/** Every entry's fee and payment status, with the secretary's actions (cash, transfer, waive, undo, refund). */
export function PaymentsList({
  stageId,
  payments,
  timeZone,
}: {
  stageId: string;
  payments: StagePayment[];
  timeZone: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const totals = paymentTotals(payments);
  const record = async (participantId: string, change: RecordPayment) => {
    await withSavingToasts(
      { pending: t('money.toast.saving'), success: t('money.toast.saved'), error: t('money.toast.error') },
      t,
      async () => {
        const list = await recordPayment(stageId, participantId, change);
        queryClient.setQueryData(stagePaymentsKey(stageId), list);
      },
    );
  };
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('money.payments.listTitle')}
        </Title>
        <Text fw={700} data-testid="payment-totals">
          {t('money.payments.totals', {
            due: money(totals.due),
            paid: money(totals.paid),
            unpaid: money(totals.unpaid),
          })}
        </Text>
        {totals.byMethod.size > 0 && (
          <Text size="sm" data-testid="payment-methods">
            {t('money.payments.byMethod', {
              list: [...totals.byMethod]
                .map(([method, cents]) => `${t(`money.method.${method}`)} ${money(cents)}`)
                .join(' · '),
            })}
          </Text>
        )}
        {payments.length === 0 ? (
          <Text c="dimmed">{t('money.payments.none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table striped verticalSpacing={6} data-testid="payments-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('money.payments.rider')}</Table.Th>
                  <Table.Th>{t('money.payments.amount')}</Table.Th>
                  <Table.Th>{t('money.payments.status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {payments.map((p) => (
                  <Table.Tr key={p.participantId} data-testid="payment-row">
                    <Table.Td>
                      <Text size="sm" fw={700}>
                        {p.racingNumber !== null ? `${p.racingNumber} ` : ''}
                        {p.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {p.racingClass}
                        {p.team ? ` · ${p.team}` : ''}
                      </Text>
                      {p.reference && (
                        <Text size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                          {printedReference(p.reference)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{money(p.amountCents)}</Table.Td>
                    <Table.Td>
                      {p.status === 'unpaid' && p.amountCents === 0 ? (
                        // Nothing is owed on a free stage (or class): not an unpaid entry.
                        <Text size="sm" c="dimmed" data-testid="payment-status">
                          {t('money.free')}
                        </Text>
                      ) : (
                        <Text size="sm" fw={700} c={statusColor[p.status]} data-testid="payment-status">
                          {p.status === 'paid' && p.method
                            ? t('money.paidHow', { method: t(`money.method.${p.method}`) })
                            : t(`money.status.${p.status}`)}
                        </Text>
                      )}
                      {p.recordedAt && p.recordedBy && (
                        <Text size="xs" c="dimmed">
                          {t('money.payments.recordedBy', {
                            who: p.recordedBy,
                            when: formatDateTime(p.recordedAt, timeZone),
                          })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <RowMenu payment={p} onRecord={(change) => record(p.participantId, change)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}

function RowMenu({ payment, onRecord }: { payment: StagePayment; onRecord: (change: RecordPayment) => void }) {
  const { t } = useTranslation();
  const owes = payment.status === 'unpaid' && payment.amountCents > 0;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('money.payments.actions', { name: payment.name })}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {owes && (
          <Menu.Item onClick={() => onRecord({ status: 'paid', method: 'cash' })}>{t('money.payments.cash')}</Menu.Item>
        )}
        {owes && (
          <Menu.Item onClick={() => onRecord({ status: 'paid', method: 'transfer' })}>
            {t('money.payments.transfer')}
          </Menu.Item>
        )}
        {payment.status === 'unpaid' && (
          <Menu.Item onClick={() => onRecord({ status: 'paid', method: 'waived' })}>
            {t('money.payments.waive')}
          </Menu.Item>
        )}
        {payment.status === 'paid' && payment.method !== 'waived' && (
          <Menu.Item
            component="a"
            target="_blank"
            href={`/api/stages/${payment.stageId}/payments/${encodeURIComponent(payment.participantId)}/receipt.pdf`}
          >
            {t('money.receipt')}
          </Menu.Item>
        )}
        {payment.status === 'paid' && (
          <Menu.Item onClick={() => onRecord({ status: 'refunded' })}>{t('money.payments.refund')}</Menu.Item>
        )}
        {payment.status !== 'unpaid' && (
          <Menu.Item onClick={() => onRecord({ status: 'unpaid' })}>{t('money.payments.undo')}</Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
