import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Button, Card, Checkbox, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { EntryLimitRules, EntryLimitRulesInput, PublicStage } from '@trialhub/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../../shared/form';
import { withSavingToasts } from '../../shared/saving-toast';
import { entryLimitsKey, saveEntryLimits, signOnKey } from '../../shared/signon-api';

/** An empty field is no limit. */
const limitOf = (value: string | number) => (value === '' || Number(value) < 1 ? null : Math.floor(Number(value)));

/**
 * The stage's entry limits (the whole stage, and per class) and whether riders sign a health declaration
 * at sign-on (issue #39, decision 081). A raised limit lets waiting riders in at once.
 */
export function EntryLimitsForm({
  stage,
  rules,
  footer,
}: {
  stage: PublicStage;
  rules: EntryLimitRules;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <LimitsForm
      classes={stage.classes.map((c) => c.name)}
      rules={rules}
      title={t('signon.rules.title')}
      intro={t('signon.rules.intro')}
      footer={footer}
      onSave={async (input) => {
        const saved = await saveEntryLimits(stage.id, input);
        queryClient.setQueryData(entryLimitsKey(stage.id), saved);
        await queryClient.invalidateQueries({ queryKey: signOnKey(stage.id) });
      }}
    />
  );
}

/** The limits' fields (the whole stage, each class) and the health declaration, for a stage or a championship. */
export function LimitsForm({
  classes,
  rules,
  title,
  intro,
  footer,
  onSave,
}: {
  classes: string[];
  rules: EntryLimitRules;
  title: string;
  intro: string;
  footer?: ReactNode;
  onSave: (rules: EntryLimitRulesInput) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [entryLimit, setEntryLimit] = useState<string | number>(rules.entryLimit ?? '');
  const [classLimits, setClassLimits] = useState<Record<string, string | number>>(() =>
    Object.fromEntries(classes.map((name) => [name, rules.classLimits[name] ?? ''])),
  );
  const [health, setHealth] = useState(rules.healthDeclaration);
  return (
    <Card withBorder padding="lg" data-testid="entry-limits">
      <Form
        onSubmit={async () => {
          const limits = Object.entries(classLimits).flatMap(([name, value]) => {
            const limit = limitOf(value);
            return limit === null ? [] : [[name, limit] as const];
          });
          await withSavingToasts(
            { pending: t('signon.toast.saving'), success: t('signon.toast.saved'), error: t('signon.toast.error') },
            t,
            () =>
              onSave({
                entryLimit: limitOf(entryLimit),
                classLimits: Object.fromEntries(limits),
                healthDeclaration: health,
              }),
          );
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h3">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <NumberInput
              label={t('signon.rules.stageLimit')}
              min={1}
              allowDecimal={false}
              value={entryLimit}
              onChange={setEntryLimit}
            />
            {classes.map((name) => (
              <NumberInput
                key={name}
                label={name}
                min={1}
                allowDecimal={false}
                value={classLimits[name] ?? ''}
                onChange={(value) => setClassLimits((all) => ({ ...all, [name]: value }))}
              />
            ))}
          </SimpleGrid>
          <Checkbox
            checked={health}
            onChange={(e) => setHealth(e.currentTarget.checked)}
            label={t('signon.rules.health')}
          />
          <Group justify="space-between" gap="xs">
            {footer ?? <span />}
            <Button type="submit">{t('profile.save')}</Button>
          </Group>
        </Stack>
      </Form>
    </Card>
  );
}
