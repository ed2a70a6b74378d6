import '@mantine/core/styles/SegmentedControl.css';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type EntryRules,
  LICENCE_FEDERATIONS,
  LICENCE_KINDS,
  type LicenceFederation,
  type LicenceKind,
  type PublicStage,
  decimalAmount,
  parseCents,
} from '@trialhub/domain';
import { IconLicense, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api';
import { currentLanguage } from '../../shared/i18n';
import { withSavingToasts } from '../../shared/saving-toast';

type Scope = 'championship' | 'stage';
interface Draft {
  kinds: LicenceKind[];
  sell: boolean;
  federation: LicenceFederation;
  adult: string;
  bands: { underAge: string; price: string }[];
  numbers: EntryRules['permanentNumbers'];
}

/** "25.00" in English, "25,00" in Latvian and Estonian, as the fee settings write amounts. */
const amountText = (cents: number) =>
  currentLanguage() === 'en' ? decimalAmount(cents) : decimalAmount(cents).replace('.', ',');
const draftOf = (rules: EntryRules): Draft => ({
  kinds: rules.requiredLicenceKinds,
  sell: rules.oneEventLicence !== null,
  federation: rules.oneEventLicence?.federation ?? 'LaMSF',
  adult: rules.oneEventLicence ? amountText(rules.oneEventLicence.adultCents) : '',
  bands: (rules.oneEventLicence?.bands ?? []).map((b) => ({
    underAge: String(b.underAge),
    price: amountText(b.cents),
  })),
  numbers: rules.permanentNumbers,
});
const age = (text: string) => (/^\d{1,3}$/.test(text.trim()) && Number(text) >= 1 ? Number(text) : null);
const federationLabel = (f: LicenceFederation, t: (k: string) => string) =>
  f === 'other' || f === 'club' ? t(`licences.federation.${f}`) : f;

/**
 * 'Entry rules' (secretary, issue #38, decision 079): which licence kinds a championship's stages require
 * on the stage's date, the one-event licence on sale with its prices per age band, and permanent numbers;
 * a stage may replace the championship's licence rules with its own (numbers stay the championship's).
 */
export function EntryRulesButton({ stage }: { stage: PublicStage }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="subtle" size="compact-sm" leftSection={<IconLicense size={16} />} onClick={() => setOpen(true)}>
        {t('entryRules.button')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('entryRules.title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('admin.close') }}
      >
        {open && <EntryRulesEditor stage={stage} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}

function EntryRulesEditor({ stage, onDone }: { stage: PublicStage; onDone: () => void }) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<Scope>('championship');
  // The stage's answer carries the championship's rules and id (the page knows its slug only).
  const own = useQuery({
    queryKey: ['entry-rules', 'stage', stage.id],
    queryFn: () => api(`/api/stages/${stage.id}/entry-rules`),
  });
  return (
    <Stack gap="md" data-testid="entry-rules">
      <SegmentedControl
        value={scope}
        onChange={(v) => setScope(v as Scope)}
        data={[
          { value: 'championship', label: t('entryRules.scope.championship', { name: stage.championshipName }) },
          { value: 'stage', label: t('entryRules.scope.stage') },
        ]}
        fullWidth
      />
      {own.isError ? (
        <Alert color="red">{t('errors.refreshAndTryAgain')}</Alert>
      ) : !own.data ? (
        <Skeleton h={240} />
      ) : scope === 'championship' ? (
        <RulesForm
          key="championship"
          scope={scope}
          stage={stage}
          championshipId={own.data.championshipId}
          initial={own.data.championship}
          onDone={onDone}
        />
      ) : (
        <RulesForm
          key="stage"
          scope={scope}
          stage={stage}
          championshipId={own.data.championshipId}
          initial={own.data.own ?? own.data.championship}
          hasOwn={own.data.own !== null}
          onDone={onDone}
        />
      )}
    </Stack>
  );
}

function RulesForm({
  scope,
  stage,
  championshipId,
  initial,
  hasOwn = true,
  onDone,
}: {
  scope: Scope;
  stage: PublicStage;
  championshipId: string;
  initial: EntryRules;
  hasOwn?: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [useOwn, setUseOwn] = useState(hasOwn);
  const [showErrors, setShowErrors] = useState(false);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const amountError = (text: string) =>
    showErrors && parseCents(text) === null ? t('money.fees.amountFormat') : undefined;
  const ageError = (text: string) => (showErrors && age(text) === null ? t('entryRules.ageFormat') : undefined);
  const editable = scope === 'championship' || useOwn;

  const save = async () => {
    const sale = draft.sell && draft.kinds.length > 0;
    if (
      editable &&
      sale &&
      (parseCents(draft.adult) === null ||
        draft.bands.some((b) => age(b.underAge) === null || parseCents(b.price) === null))
    )
      return setShowErrors(true);
    const settings = {
      requiredLicenceKinds: draft.kinds,
      oneEventLicence: sale
        ? {
            federation: draft.federation,
            adultCents: parseCents(draft.adult)!,
            bands: draft.bands.map((b) => ({ underAge: age(b.underAge)!, cents: parseCents(b.price)! })),
          }
        : null,
    };
    const saved = await withSavingToasts(
      {
        pending: t('entryRules.toast.saving'),
        success: t('entryRules.toast.saved'),
        error: t('entryRules.toast.error'),
      },
      t,
      // The two scopes answer different shapes; the form only needs to know the save went through.
      (): Promise<unknown> =>
        scope === 'championship'
          ? api(`/api/championships/${encodeURIComponent(championshipId)}/entry-rules`, {
              method: 'PUT',
              json: { ...settings, permanentNumbers: draft.numbers },
            })
          : api(`/api/stages/${stage.id}/entry-rules`, { method: 'PUT', json: { settings: useOwn ? settings : null } }),
    );
    if (saved === null) return;
    await queryClient.invalidateQueries({ queryKey: ['entry-rules'] });
    await queryClient.invalidateQueries({ queryKey: ['licence-check', stage.id] });
    onDone();
  };

  return (
    <Stack gap="sm">
      {scope === 'stage' && (
        <Switch
          checked={useOwn}
          onChange={(e) => setUseOwn(e.currentTarget.checked)}
          label={t('entryRules.ownRules')}
          description={t('entryRules.ownRulesHint')}
        />
      )}
      <Checkbox.Group
        label={t('entryRules.kinds')}
        description={t('entryRules.kindsHint')}
        value={draft.kinds}
        onChange={(v) => set({ kinds: LICENCE_KINDS.filter((k) => v.includes(k)) })}
      >
        <Group gap="md" mt={6}>
          {LICENCE_KINDS.map((k) => (
            <Checkbox key={k} value={k} label={t(`licences.kind.${k}`)} disabled={!editable} />
          ))}
        </Group>
      </Checkbox.Group>
      {draft.kinds.length > 0 && (
        <Switch
          checked={draft.sell}
          disabled={!editable}
          onChange={(e) => set({ sell: e.currentTarget.checked })}
          label={t('entryRules.sellOneEvent')}
        />
      )}
      {draft.kinds.length > 0 && draft.sell && (
        <Stack gap="xs" pl="md">
          <Group grow align="flex-start">
            <Select
              label={t('licences.import.federation')}
              data={LICENCE_FEDERATIONS.map((f) => ({ value: f, label: federationLabel(f, t) }))}
              value={draft.federation}
              onChange={(v) => v && set({ federation: v as LicenceFederation })}
              allowDeselect={false}
              disabled={!editable}
            />
            <TextInput
              label={t('entryRules.adultPrice')}
              inputMode="decimal"
              rightSection="€"
              value={draft.adult}
              disabled={!editable}
              onChange={(e) => set({ adult: e.currentTarget.value })}
              error={amountError(draft.adult)}
            />
          </Group>
          {draft.bands.map((b, i) => (
            <Group key={i} grow align="flex-end" wrap="nowrap">
              <TextInput
                label={t('entryRules.underAge')}
                inputMode="numeric"
                value={b.underAge}
                disabled={!editable}
                onChange={(e) =>
                  set({ bands: draft.bands.map((x, j) => (j === i ? { ...x, underAge: e.currentTarget.value } : x)) })
                }
                error={ageError(b.underAge)}
              />
              <TextInput
                label={t('entryRules.bandPrice')}
                inputMode="decimal"
                rightSection="€"
                value={b.price}
                disabled={!editable}
                onChange={(e) =>
                  set({ bands: draft.bands.map((x, j) => (j === i ? { ...x, price: e.currentTarget.value } : x)) })
                }
                error={amountError(b.price)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                style={{ flex: 'none', maxWidth: 36 }}
                aria-label={t('entryRules.removeBand')}
                disabled={!editable}
                onClick={() => set({ bands: draft.bands.filter((_, j) => j !== i) })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          {draft.bands.length < 10 && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} />}
              disabled={!editable}
              onClick={() => set({ bands: [...draft.bands, { underAge: '', price: '' }] })}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('entryRules.addBand')}
            </Button>
          )}
        </Stack>
      )}
      {scope === 'championship' ? (
        <Stack gap={6}>
          <Switch
            checked={draft.numbers.enabled}
            onChange={(e) => set({ numbers: { ...draft.numbers, enabled: e.currentTarget.checked } })}
            label={t('entryRules.numbers')}
          />
          {draft.numbers.enabled && (
            <Stack gap={6} pl="md">
              <Checkbox
                checked={draft.numbers.perClass}
                onChange={(e) => set({ numbers: { ...draft.numbers, perClass: e.currentTarget.checked } })}
                label={t('entryRules.perClass')}
              />
              <Checkbox
                checked={draft.numbers.requireClub}
                onChange={(e) => set({ numbers: { ...draft.numbers, requireClub: e.currentTarget.checked } })}
                label={t('entryRules.requireClub')}
              />
            </Stack>
          )}
        </Stack>
      ) : (
        <Alert color="gray" variant="light">
          <Text size="sm">{t('entryRules.numbersAreChampionships')}</Text>
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={() => void save()}>{t('entryRules.save')}</Button>
      </Group>
    </Stack>
  );
}
