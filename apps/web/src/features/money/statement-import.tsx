import '@mantine/core/styles/Table.css';
import { Badge, Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import { type StatementResult, printedReference } from '@trialhub/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api';
import { formatCalendarDate } from '../../shared/dates';
import { ChooseFile } from '../../shared/choose-file';
import { withSavingToasts } from '../../shared/saving-toast';
import { money, stagePaymentsKey } from '../../shared/money-api';

const outcomeColor = {
  applied: 'green',
  partial: 'orange',
  alreadyPaid: 'gray',
  duplicate: 'gray',
  refunded: 'violet',
  unknown: 'red',
} as const;

/** A file's bytes in base64: the server reads its encoding (UTF-8 or Windows-1257) itself. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * The secretary uploads the club's bank statement (camt.053, or a Baltic bank's CSV); matched transfers
 * pay entries, the rest is listed (issue #39). A line for a refunded entry waits for the secretary's
 * choice: "Mark paid again" sends the same file with that line named.
 */
export function StatementImport({ stageId }: { stageId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [fileName, setFileName] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [result, setResult] = useState<StatementResult | null>(null);
  const upload = async (file: File) => {
    setFileName(file.name);
    setResult(null);
    setSent(null);
    await send(await base64Of(file), []);
  };
  const send = async (content: string, repay: string[]) => {
    try {
      await withSavingToasts(
        {
          pending: t('money.statement.toast.saving'),
          success: t('money.statement.toast.saved'),
          error: t('money.statement.toast.error'),
        },
        t,
        async () =>
          setResult(
            await api('/api/payments/statement', {
              method: 'POST',
              json: repay.length > 0 ? { file: content, repay } : { file: content },
            }),
          ),
      );
      setSent(content);
    } finally {
      await queryClient.invalidateQueries({ queryKey: stagePaymentsKey(stageId) });
    }
  };
  const applied = result?.lines.filter((l) => l.outcome === 'applied').length ?? 0;
  return (
    <Card withBorder padding="lg" data-testid="statement-import">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('money.statement.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('money.statement.intro')}
        </Text>
        <ChooseFile
          label={t('money.statement.choose')}
          accept=".xml,.csv,application/xml,text/xml,text/csv"
          fileName={fileName}
          onFile={(file) => void upload(file)}
          testId="statement-file"
        />
        {result && (
          <>
            <Text fw={700} data-testid="statement-summary">
              {t('money.statement.summary', { applied, listed: result.lines.length - applied })}
            </Text>
            {/* Fits a 360 px phone: names, the outcome and the refunded line's button wrap in their cells (a
                wider table scrolled "Mark paid again" off the screen). */}
            <Table.ScrollContainer minWidth={300}>
              <Table striped verticalSpacing={6}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('money.statement.payer')}</Table.Th>
                    <Table.Th>{t('money.amount')}</Table.Th>
                    <Table.Th>{t('money.statement.entry')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.lines.map((line, i) => (
                    <Table.Tr key={i} data-testid="statement-line">
                      <Table.Td>
                        <Text size="sm">{line.debtor ?? '—'}</Text>
                        <Text size="xs" c="dimmed" ff="monospace">
                          {line.reference ? printedReference(line.reference) : ''}
                        </Text>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{money(line.amountCents)}</Table.Td>
                      <Table.Td>
                        {/* The badge wraps: "Nav atbilstoša pieteikuma" was cut to "Nav atbilst…" on a 360 px phone. */}
                        <Badge
                          color={outcomeColor[line.outcome]}
                          variant="light"
                          maw="100%"
                          h="auto"
                          py={2}
                          styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
                          data-testid="statement-outcome"
                        >
                          {t(`money.statement.outcome.${line.outcome}`)}
                        </Badge>
                        {line.name && (
                          <Text size="xs">
                            {line.name}
                            {line.dueCents !== null && line.outcome === 'partial'
                              ? ` · ${t('money.statement.due', { amount: money(line.dueCents) })}`
                              : ''}
                          </Text>
                        )}
                        {line.outcome === 'refunded' && sent && (
                          <Stack gap={4} mt={4} align="flex-start">
                            <Text size="xs" data-testid="statement-refunded">
                              {t('money.statement.refundedOn', {
                                date: line.refundedOn ? formatCalendarDate(line.refundedOn) : '—',
                              })}
                            </Text>
                            <Button
                              size="compact-sm"
                              variant="light"
                              h="auto"
                              py={4}
                              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                              onClick={() => void send(sent, [line.key])}
                            >
                              {t('money.statement.repay')}
                            </Button>
                          </Stack>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
    </Card>
  );
}
