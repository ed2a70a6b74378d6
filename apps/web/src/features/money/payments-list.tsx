import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Group,
  Menu,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { type PublicStage, type RecordPayment, type StagePayment, printedReference } from '@trialhub/domain';
import { IconDots, IconFileSpreadsheet } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/dates';
import { downloadXlsx } from '../../shared/download';
import { currentLanguage } from '../../shared/i18n';
import { paymentsTable, paymentsTitle } from './payments-sheet';
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
    // A cancelled entry owes nothing; money it paid and the club kept still counts as paid.
    if (!p.cancelledAt) due += p.amountCents;
    if (p.status === 'paid') paid += p.paidCents ?? 0;
    if (p.status === 'paid' && p.method && p.method !== 'waived')
      byMethod.set(p.method, (byMethod.get(p.method) ?? 0) + (p.paidCents ?? 0));
    if (p.status === 'unpaid') unpaid += p.amountCents;
  }
  return { due, paid, unpaid, byMethod };
}

/** Every entry's fee and payment status, with the secretary's actions (cash, transfer, waive, undo, refund). */
export function PaymentsList({ stage, payments }: { stage: PublicStage; payments: StagePayment[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [show, setShow] = useState<'all' | 'unpaid'>('all');
  const stageId = stage.id;
  const timeZone = stage.timeZone;
  const totals = paymentTotals(payments);
  const shown = show === 'unpaid' ? payments.filter((p) => p.status === 'unpaid' && p.amountCents > 0) : payments;
  const exportXlsx = () => {
    const language = currentLanguage();
    void downloadXlsx(
      `${stage.stageId}-payments`,
      {
        title: paymentsTitle(stage.title, stage.championshipName, t, language),
        sheets: [paymentsTable(payments, t, timeZone)],
      },
      t('errors.refreshAndTryAgain'),
    );
  };
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
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3">
            {t('money.payments.listTitle')}
          </Title>
          {payments.length > 0 && (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconFileSpreadsheet size={14} />}
              onClick={exportXlsx}
              data-testid="payments-xlsx"
            >
              {t('export.xlsx')}
            </Button>
          )}
        </Group>
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
        {payments.length > 0 && (
          <SegmentedControl
            value={show}
            onChange={(v) => setShow(v as 'all' | 'unpaid')}
            data={[
              { value: 'all', label: t('money.payments.showAll') },
              { value: 'unpaid', label: t('money.payments.showUnpaid') },
            ]}
            data-testid="payments-filter"
          />
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
                {shown.map((p) => (
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
                      {p.status === 'unpaid' && p.contactEmail && (
                        <Anchor size="xs" href={`mailto:${p.contactEmail}`} data-testid="payment-contact">
                          {p.contactEmail}
                        </Anchor>
                      )}
                      {p.cancelledAt && (
                        <Text size="xs" c="dimmed" data-testid="payment-cancelled">
                          {t('money.payments.cancelledOn', { when: formatDateTime(p.cancelledAt, timeZone) })}
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
                            : p.status === 'refunded' && p.refundKind === 'credit'
                              ? t('money.status.credit')
                              : t(`money.status.${p.status}`)}
                        </Text>
                      )}
                      {p.recordedAt && p.recordedBy && (
                        // An e-mail address breaks where it must: unbroken, it pushed the row's menu off a 360 px phone.
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
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
  // A cancelled entry's kept money: the secretary's override is to refund it or keep it as credit.
  if (payment.cancelledAt && payment.status !== 'paid') return null;
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
        {owes && !payment.cancelledAt && (
          <Menu.Item onClick={() => onRecord({ status: 'paid', method: 'cash' })}>{t('money.payments.cash')}</Menu.Item>
        )}
        {owes && !payment.cancelledAt && (
          <Menu.Item onClick={() => onRecord({ status: 'paid', method: 'transfer' })}>
            {t('money.payments.transfer')}
          </Menu.Item>
        )}
        {payment.status === 'unpaid' && !payment.cancelledAt && (
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
        {payment.status === 'paid' && payment.method !== 'waived' && (
          <Menu.Item onClick={() => onRecord({ status: 'refunded', as: 'credit' })}>
            {t('money.payments.keepAsCredit')}
          </Menu.Item>
        )}
        {payment.status !== 'unpaid' && !payment.cancelledAt && (
          <Menu.Item onClick={() => onRecord({ status: 'unpaid' })}>{t('money.payments.undo')}</Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
