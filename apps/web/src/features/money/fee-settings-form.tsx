import { Alert, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FeeSettings, type PublicStage, type StageFees, decimalAmount, parseCents } from '@trialhub/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api';
import { Form } from '../../shared/form';
import { currentLanguage } from '../../shared/i18n';
import { withSavingToasts } from '../../shared/saving-toast';
import { feesKey, saveChampionshipFees, saveFees, stagePaymentsKey } from '../../shared/money-api';
import { DateInput } from '../../shared/date-input';

interface Draft {
  classFees: Record<string, string>;
  otherClasses: string;
  earlyUntil: string;
  earlyDiscount: string;
  lateSurcharge: string;
  familyDiscount: string;
  payeeName: string;
  iban: string;
  bic: string;
  refundUntil: string;
  refundAs: 'refund' | 'credit';
}

/** "25.00" in English, "25,00" in Latvian and Estonian: the field as the language writes it (parseCents reads both). */
const amountText = (cents: number | undefined) =>
  cents ? (currentLanguage() === 'en' ? decimalAmount(cents) : decimalAmount(cents).replace('.', ',')) : '';

function draftOf(stage: PublicStage, settings: FeeSettings | null): Draft {
  return {
    classFees: Object.fromEntries(
      stage.classes.map((c) => [c.name, amountText(settings?.classFees.find((f) => f.className === c.name)?.cents)]),
    ),
    otherClasses: amountText(settings?.otherClassesCents),
    earlyUntil: settings?.earlyUntil ?? '',
    earlyDiscount: amountText(settings?.earlyDiscountCents),
    lateSurcharge: amountText(settings?.lateSurchargeCents),
    familyDiscount: amountText(settings?.familyDiscountCents),
    payeeName: settings?.payee?.name ?? '',
    iban: settings?.payee?.iban ?? '',
    bic: settings?.payee?.bic ?? '',
    refundUntil: settings?.refundUntil ?? '',
    refundAs: settings?.refundAs ?? 'refund',
  };
}

/** An empty field is 0; text that is no amount is null (refused next to the field). */
const cents = (text: string) => (text.trim() === '' ? 0 : parseCents(text));

/**
 * The secretary's entry fees (issue #39): prices per class, early / late / family, the payee and the
 * refund day — of the stage, or (scope "championship") the championship's default its stages inherit.
 */
export function FeeSettingsForm({
  stage,
  fees,
  scope = 'stage',
}: {
  stage: PublicStage;
  fees: StageFees;
  scope?: 'stage' | 'championship';
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const own = scope === 'stage' ? fees.source === 'stage' : fees.championshipSettings !== null;
  const [draft, setDraft] = useState(() =>
    draftOf(stage, scope === 'stage' ? fees.settings : fees.championshipSettings),
  );
  const [showErrors, setShowErrors] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setServerFields({});
  };
  const amountError = (text: string) => (showErrors && cents(text) === null ? t('money.fees.amountFormat') : undefined);
  const serverError = (field: string) => (serverFields[field] ? t(serverFields[field]) : undefined);
  const amounts = [
    draft.otherClasses,
    draft.earlyDiscount,
    draft.lateSurcharge,
    draft.familyDiscount,
    ...Object.values(draft.classFees),
  ];

  const save = async (settings: FeeSettings | null) => {
    try {
      await withSavingToasts(
        {
          pending: t('money.fees.toast.saving'),
          success: t('money.fees.toast.saved'),
          error: t('money.fees.toast.error'),
        },
        t,
        async () => {
          try {
            await (scope === 'stage' ? saveFees : saveChampionshipFees)(stage.id, settings);
          } catch (error) {
            if (error instanceof ApiError) setServerFields(error.fields ?? {});
            throw error;
          }
        },
      );
    } finally {
      await queryClient.invalidateQueries({ queryKey: feesKey(stage.id) });
      await queryClient.invalidateQueries({ queryKey: stagePaymentsKey(stage.id) });
    }
  };

  const submit = async () => {
    setShowErrors(true);
    if (amounts.some((a) => cents(a) === null)) return;
    const hasPayee = draft.payeeName.trim() !== '' || draft.iban.trim() !== '';
    await save({
      classFees: Object.entries(draft.classFees)
        .filter(([, text]) => text.trim() !== '')
        .map(([className, text]) => ({ className, cents: cents(text)! })),
      otherClassesCents: cents(draft.otherClasses)!,
      earlyUntil: draft.earlyUntil || null,
      earlyDiscountCents: cents(draft.earlyDiscount)!,
      lateSurchargeCents: cents(draft.lateSurcharge)!,
      familyDiscountCents: cents(draft.familyDiscount)!,
      payee: hasPayee ? { name: draft.payeeName, iban: draft.iban, bic: draft.bic } : null,
      refundUntil: draft.refundUntil || null,
      refundAs: draft.refundAs,
    });
  };

  const sourceText =
    scope === 'championship'
      ? t('money.fees.championshipHint')
      : {
          stage: t('money.fees.sourceStage'),
          championship: t('money.fees.sourceChampionship'),
          none: t('money.fees.sourceNone'),
        }[fees.source ?? 'none'];

  return (
    <Card withBorder padding="lg" data-testid={scope === 'stage' ? 'fee-settings' : 'championship-fee-settings'}>
      <Form onSubmit={submit}>
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} size="h3">
              {scope === 'stage' ? t('money.fees.title') : t('money.fees.championshipTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {sourceText}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            {stage.classes.map((c) => (
              <TextInput
                key={c.name}
                label={c.name}
                inputMode="decimal"
                placeholder={draft.otherClasses || '0'}
                rightSection="€"
                value={draft.classFees[c.name] ?? ''}
                onChange={(e) => set({ classFees: { ...draft.classFees, [c.name]: e.currentTarget.value } })}
                error={amountError(draft.classFees[c.name] ?? '')}
              />
            ))}
            <TextInput
              label={t('money.fees.otherClasses')}
              inputMode="decimal"
              rightSection="€"
              value={draft.otherClasses}
              onChange={(e) => set({ otherClasses: e.currentTarget.value })}
              error={amountError(draft.otherClasses)}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateInput
              label={t('money.fees.earlyUntil')}
              value={draft.earlyUntil}
              onChange={(v) => set({ earlyUntil: v })}
              error={serverError('settings.earlyUntil')}
            />
            <TextInput
              label={t('money.fees.earlyDiscount')}
              inputMode="decimal"
              rightSection="€"
              value={draft.earlyDiscount}
              onChange={(e) => set({ earlyDiscount: e.currentTarget.value })}
              error={amountError(draft.earlyDiscount)}
            />
            <TextInput
              label={t('money.fees.lateSurcharge')}
              description={t('money.fees.lateHint')}
              inputMode="decimal"
              rightSection="€"
              value={draft.lateSurcharge}
              onChange={(e) => set({ lateSurcharge: e.currentTarget.value })}
              error={amountError(draft.lateSurcharge)}
            />
            <TextInput
              label={t('money.fees.familyDiscount')}
              description={t('money.fees.familyHint')}
              inputMode="decimal"
              rightSection="€"
              value={draft.familyDiscount}
              onChange={(e) => set({ familyDiscount: e.currentTarget.value })}
              error={amountError(draft.familyDiscount)}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('money.fees.payeeName')}
              description={t('money.fees.payeeHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              value={draft.payeeName}
              maxLength={70}
              onChange={(e) => set({ payeeName: e.currentTarget.value })}
              error={serverError('settings.payee.name')}
            />
            <TextInput
              label={t('money.iban')}
              value={draft.iban}
              autoCapitalize="characters"
              onChange={(e) => set({ iban: e.currentTarget.value })}
              error={serverError('settings.payee.iban')}
            />
            <TextInput
              label={t('money.bic')}
              value={draft.bic}
              autoCapitalize="characters"
              onChange={(e) => set({ bic: e.currentTarget.value })}
              error={serverError('settings.payee.bic')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateInput
              label={t('money.fees.refundUntil')}
              description={t('money.fees.refundHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              value={draft.refundUntil}
              onChange={(v) => set({ refundUntil: v })}
              error={serverError('settings.refundUntil')}
              data-testid="refund-until"
            />
            <NativeSelect
              label={t('money.fees.refundAs')}
              value={draft.refundAs}
              onChange={(e) => set({ refundAs: e.currentTarget.value === 'credit' ? 'credit' : 'refund' })}
              data={[
                { value: 'refund', label: t('money.fees.refundAsRefund') },
                { value: 'credit', label: t('money.fees.refundAsCredit') },
              ]}
            />
          </SimpleGrid>
          {Object.keys(serverFields).length > 0 && (
            <Alert color="red" role="alert">
              {t('errors.validation')}
            </Alert>
          )}
          <Group justify="flex-end">
            {own && (
              <Button variant="subtle" color="red" onClick={() => save(null)}>
                {scope === 'championship'
                  ? t('money.fees.championshipRemove')
                  : fees.championshipSettings
                    ? t('money.fees.asChampionship')
                    : t('money.fees.free')}
              </Button>
            )}
            <Button type="submit">{t('money.fees.save')}</Button>
          </Group>
        </Stack>
      </Form>
    </Card>
  );
}
