import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Table.css';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  LICENCE_FEDERATIONS,
  LICENCE_KINDS,
  type LicenceFederation,
  type LicenceInput,
  type LicenceKind,
  type RiderLicence,
  licenceInputSchema,
} from '@trialhub/domain';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../shared/api';
import { formatCalendarDate } from '../../shared/dates';
import { withSavingToasts } from '../../shared/saving-toast';
import { DateInput } from '../../shared/date-input';

const federationLabel = (f: LicenceFederation, t: (k: string) => string) =>
  f === 'other' || f === 'club' ? t(`licences.federation.${f}`) : f;

interface Draft {
  federation: LicenceFederation;
  kind: LicenceKind;
  number: string;
  validFrom: string;
  validTo: string;
}
const blank = (): Draft => {
  const year = new Date().getFullYear();
  return { federation: 'LaMSF', kind: 'season', number: '', validFrom: `${year}-01-01`, validTo: `${year}-12-31` };
};

/**
 * A rider's licences on the rider page, for secretaries only (issue #38, decision 079): a visitor never
 * sees licence numbers. The secretary records a licence by hand (federation, kind, number, valid
 * from–to), corrects or removes one; the server's refusals are shown beside the field, translated.
 */
export function RiderLicences({ riderId }: { riderId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = ['rider-licences', riderId];
  const base = `/api/riders/${encodeURIComponent(riderId)}/licences` as const;
  const { data } = useQuery({ queryKey: key, queryFn: () => api(base) });
  /** null: no form; 'new': adding; a number: correcting that licence. */
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const remove = async (l: RiderLicence) => {
    if (!window.confirm(t('riderLicences.confirmRemove', { number: l.number ?? t(`licences.kind.${l.kind}`) }))) return;
    await withSavingToasts(
      {
        pending: t('riderLicences.toast.saving'),
        success: t('riderLicences.toast.removed'),
        error: t('riderLicences.toast.error'),
      },
      t,
      () => api(`${base}/${l.id}`, { method: 'DELETE' }),
    );
    await refresh();
  };

  return (
    <Card withBorder radius="md" p="md" data-testid="rider-licences">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {t('riderLicences.title')}
          </Title>
          {editing === null && (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconPlus size={14} />}
              onClick={() => setEditing('new')}
            >
              {t('riderLicences.add')}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('riderLicences.hint')}
        </Text>
        {data && data.length === 0 && editing !== 'new' && <Text c="dimmed">{t('riderLicences.none')}</Text>}
        {data && data.length > 0 && (
          <Table.ScrollContainer minWidth={300}>
            <Table data-testid="rider-licence-list">
              <Table.Tbody>
                {data.map((l) =>
                  editing === l.id ? (
                    <Table.Tr key={l.id}>
                      <Table.Td colSpan={3}>
                        <LicenceForm
                          base={base}
                          licence={l}
                          onDone={() => {
                            setEditing(null);
                            void refresh();
                          }}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ) : (
                    <Table.Tr key={l.id} data-testid="rider-licence">
                      <Table.Td>
                        <Text fw={600} size="sm">
                          {federationLabel(l.federation, t)} · {t(`licences.kind.${l.kind}`)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {l.number ?? t('riderLicences.noNumber')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {formatCalendarDate(l.validFrom)} – {formatCalendarDate(l.validTo)}
                        </Text>
                      </Table.Td>
                      <Table.Td w={80}>
                        <Group gap={2} wrap="nowrap" justify="flex-end">
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('riderLicences.edit')}
                            onClick={() => setEditing(l.id)}
                            disabled={editing !== null}
                          >
                            <IconEdit size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('riderLicences.remove')}
                            onClick={() => void remove(l)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ),
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {editing === 'new' && (
          <LicenceForm
            base={base}
            licence={null}
            onDone={() => {
              setEditing(null);
              void refresh();
            }}
          />
        )}
      </Stack>
    </Card>
  );
}

type LicencesPath = `/api/riders/${string}/licences`;

function LicenceForm({
  base,
  licence,
  onDone,
}: {
  base: LicencesPath;
  licence: RiderLicence | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() =>
    licence
      ? {
          federation: licence.federation,
          kind: licence.kind,
          number: licence.number ?? '',
          validFrom: licence.validFrom,
          validTo: licence.validTo,
        }
      : blank(),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));

  const save = async () => {
    const input: LicenceInput = { ...draft, number: draft.number.trim() || null };
    // The same schema the server reads: its messages are the translation keys shown here.
    const checked = licenceInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setProblem(null);
    try {
      if (licence) await api(`${base}/${licence.id}`, { method: 'PUT', json: checked.data });
      else await api(base, { method: 'POST', json: checked.data });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else setProblem(error instanceof ApiError ? error.messageKey : 'errors.refreshAndTryAgain');
    }
  };
  const err = (field: keyof Draft) => (errors[field] ? t(errors[field]) : undefined);

  return (
    <Stack gap="xs" data-testid="licence-form">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <Select
          label={t('licences.import.federation')}
          data={LICENCE_FEDERATIONS.map((f) => ({ value: f, label: federationLabel(f, t) }))}
          value={draft.federation}
          onChange={(v) => v && set({ federation: v as LicenceFederation })}
          allowDeselect={false}
          error={err('federation')}
        />
        <Select
          label={t('riderLicences.kind')}
          data={LICENCE_KINDS.map((k) => ({ value: k, label: t(`licences.kind.${k}`) }))}
          value={draft.kind}
          onChange={(v) => v && set({ kind: v as LicenceKind })}
          allowDeselect={false}
          error={err('kind')}
        />
        <TextInput
          label={t('riderLicences.number')}
          value={draft.number}
          onChange={(e) => set({ number: e.currentTarget.value })}
          error={err('number')}
        />
        <DateInput
          label={t('riderLicences.validFrom')}
          value={draft.validFrom}
          onChange={(v) => set({ validFrom: v })}
          error={err('validFrom')}
        />
        <DateInput
          label={t('riderLicences.validTo')}
          value={draft.validTo}
          onChange={(v) => set({ validTo: v })}
          error={err('validTo')}
        />
      </SimpleGrid>
      {problem && (
        <Alert color="red" role="alert">
          {t(problem)}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          {t('riderLicences.cancel')}
        </Button>
        <Button onClick={() => void save()}>{t('riderLicences.save')}</Button>
      </Group>
    </Stack>
  );
}
