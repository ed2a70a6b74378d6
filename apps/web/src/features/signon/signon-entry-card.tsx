import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Alert, Anchor, Badge, Button, Card, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import type { DeclarationKind, SignOnEntry, SignOnList } from '@trialhub/domain';
import { IconCash, IconCircleCheckFilled } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatDateTime } from '../../shared/dates';
import { currentLanguage } from '../../shared/i18n';
import { money, recordPayment, stagePaymentsKey } from '../../shared/money-api';
import { withSavingToasts } from '../../shared/saving-toast';
import { declare, sellOneEventLicence, setSignedOn, signOnKey } from '../../shared/signon-api';

/**
 * One entry at the sign-on desk: what is missing, each with its one-tap fix (cash received, a
 * declaration signed), and 'Signed on' (with who and when, undoable) — issue #39, decision 081.
 */
export function SignOnEntryCard({
  stageId,
  entry,
  health,
  timeZone,
}: {
  stageId: string;
  entry: SignOnEntry;
  health: boolean;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = async (work: () => Promise<SignOnList | unknown>) => {
    await withSavingToasts(
      { pending: t('signon.toast.saving'), success: t('signon.toast.saved'), error: t('signon.toast.error') },
      t,
      async () => {
        const result = await work();
        if (result && typeof result === 'object' && 'entries' in result)
          queryClient.setQueryData(signOnKey(stageId), result);
        else await queryClient.invalidateQueries({ queryKey: signOnKey(stageId) });
      },
    );
  };
  const owes = entry.paymentStatus === 'unpaid' && entry.amountCents > 0;
  const minor = entry.age !== null && entry.age < 18;
  return (
    <Card withBorder radius="md" p="md" data-testid="signon-entry" data-participant={entry.participantId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={800} fz="xl" lh={1.2}>
              {entry.racingNumber !== null && <span>#{entry.racingNumber} </span>}
              {entry.name}
            </Text>
            <Text size="sm" c="dimmed">
              {entry.racingClass}
              {entry.team ? ` · ${entry.team}` : ''} · {formatCalendarDate(entry.birthDate)}
              {entry.age !== null ? ` (${t('signon.entry.age', { age: entry.age })})` : ''}
            </Text>
          </Stack>
          {entry.signedOnAt && (
            <Badge color="forest" size="lg" leftSection={<IconCircleCheckFilled size={14} />}>
              {t('signon.entry.signedOnBadge')}
            </Badge>
          )}
        </Group>

        {owes ? (
          <Alert color="orange" p="sm" data-testid="problem-fee">
            <Group justify="space-between" gap="xs">
              <Text fw={700}>{t('signon.entry.feeUnpaid', { amount: money(entry.amountCents) })}</Text>
              <Button
                color="forest"
                leftSection={<IconCash size={18} />}
                onClick={() =>
                  save(async () => {
                    await recordPayment(stageId, entry.participantId, { status: 'paid', method: 'cash' });
                    await queryClient.invalidateQueries({ queryKey: stagePaymentsKey(stageId) });
                  })
                }
              >
                {t('signon.entry.cashReceived')}
              </Button>
            </Group>
          </Alert>
        ) : entry.amountCents > 0 && entry.paymentStatus === 'paid' ? (
          <Group gap="xs" data-testid="fee-paid">
            <Text size="sm">
              {t('signon.entry.feePaid', {
                amount: money(entry.amountCents),
                method: entry.paymentMethod ? t(`money.method.${entry.paymentMethod}`) : '',
              })}
            </Text>
            {entry.paymentMethod !== 'waived' && (
              <Anchor
                size="sm"
                fw={700}
                target="_blank"
                href={`/api/stages/${stageId}/payments/${encodeURIComponent(entry.participantId)}/receipt.pdf?lang=${currentLanguage()}`}
                data-testid="signon-receipt"
              >
                {t('money.receipt')}
              </Anchor>
            )}
          </Group>
        ) : null}

        {minor && (
          <Declaration
            kind="parentConsent"
            entry={entry}
            timeZone={timeZone}
            onSign={(signer) => save(() => declare(stageId, entry.participantId, 'parentConsent', signer))}
          />
        )}
        {(health || entry.declarations.health) && (
          <Declaration
            kind="health"
            entry={entry}
            timeZone={timeZone}
            onSign={(signer) => save(() => declare(stageId, entry.participantId, 'health', signer))}
          />
        )}
        {entry.problems.includes('classAge') && (
          <Alert color="red" p="sm" data-testid="problem-classAge">
            {t('signon.entry.classAge', { class: entry.racingClass, age: entry.age ?? '?' })}
          </Alert>
        )}
        {entry.problems.includes('licence') && (
          <Alert color="red" p="sm" data-testid="problem-licence">
            <Group justify="space-between" gap="xs">
              <Text fw={700}>{t(`signon.entry.licence.${entry.licence}`)}</Text>
              {entry.oneEventLicenceCents !== null && (
                <Button
                  color="forest"
                  leftSection={<IconCash size={18} />}
                  onClick={() =>
                    save(async () => {
                      const list = await sellOneEventLicence(stageId, entry.participantId);
                      await queryClient.invalidateQueries({ queryKey: stagePaymentsKey(stageId) });
                      return list;
                    })
                  }
                  data-testid="sell-one-event"
                  // A long label (lv, et) wraps on a phone instead of leaving the card.
                  maw="100%"
                  styles={{ root: { height: 'auto', paddingBlock: 6 }, label: { whiteSpace: 'normal' } }}
                >
                  {t('signon.entry.sellOneEvent', { amount: money(entry.oneEventLicenceCents) })}
                </Button>
              )}
            </Group>
          </Alert>
        )}

        {entry.signedOnAt ? (
          <Group justify="space-between" gap="xs">
            <Text size="sm" data-testid="signed-on-by">
              {t('signon.entry.signedOnBy', {
                by: entry.signedOnBy ?? '',
                at: formatDateTime(entry.signedOnAt, timeZone),
              })}
            </Text>
            <Button
              variant="subtle"
              color="red"
              onClick={() => save(() => setSignedOn(stageId, entry.participantId, false))}
            >
              {t('signon.entry.undo')}
            </Button>
          </Group>
        ) : (
          <Stack gap={4}>
            {entry.problems.length > 0 && (
              <Text size="sm" c="orange.9">
                {t('signon.entry.stillMissing', { count: entry.problems.length })}
              </Text>
            )}
            <Button
              size="lg"
              color="forest"
              leftSection={<IconCircleCheckFilled size={20} />}
              onClick={() => save(() => setSignedOn(stageId, entry.participantId, true))}
              data-testid="sign-on-button"
            >
              {t('signon.entry.signOn')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function Declaration({
  kind,
  entry,
  timeZone,
  onSign,
}: {
  kind: DeclarationKind;
  entry: SignOnEntry;
  timeZone: string;
  onSign: (signer: string | null) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [signer, setSigner] = useState('');
  const signed = entry.declarations[kind];
  if (signed)
    return (
      <Checkbox
        data-testid={`declaration-${kind}`}
        checked
        color="forest"
        // Unticking clears the signature (a slip of the finger is undone the same way).
        onChange={() => void onSign(null)}
        label={t(`signon.declaration.${kind}.signed`, {
          signer: signed.signer,
          at: formatDateTime(signed.at, timeZone),
        })}
      />
    );
  return (
    <Alert color="orange" p="sm" data-testid={`problem-${kind}`}>
      <Stack gap={6}>
        <Text fw={700}>{t(`signon.declaration.${kind}.missing`)}</Text>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            style={{ flex: '1 1 12rem' }}
            label={t(`signon.declaration.${kind}.signer`)}
            value={signer}
            onChange={(e) => setSigner(e.currentTarget.value)}
          />
          <Checkbox
            mb={8}
            checked={false}
            disabled={signer.trim() === ''}
            label={t('signon.declaration.sign')}
            onChange={() => void onSign(signer.trim())}
            data-testid={`tick-${kind}`}
          />
        </Group>
      </Stack>
    </Alert>
  );
}
