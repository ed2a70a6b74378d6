import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import { Alert, Badge, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ChampionshipRider, PermanentNumbersPage } from '@trialhub/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../shared/api';

/**
 * The secretary's side of permanent numbers (issue #38, decision 079): every rider of the championship
 * with the numbers they hold; a number is given or changed (the server checks eligibility and that
 * nobody else holds it) or taken back. A clash names the holder when the public list does.
 */
export function NumbersAssign({ page, queryKey }: { page: PermanentNumbersPage; queryKey: readonly unknown[] }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const base = `/api/championships/${encodeURIComponent(page.championship.id)}/permanent-numbers` as const;
  const ridersKey = ['permanent-number-riders', page.championship.id];
  const { data } = useQuery({ queryKey: ridersKey, queryFn: () => api(`${base}/riders`) });
  const q = filter.trim().toLocaleLowerCase();
  const shown = (data ?? []).filter((r) => !q || r.name.toLocaleLowerCase().includes(q));
  return (
    <Card withBorder radius="md" p="md" data-testid="numbers-assign">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('numbers.assign.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('numbers.assign.intro')}
        </Text>
        <TextInput
          label={t('numbers.assign.filter')}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          maw={320}
        />
        {data && data.length === 0 && <Text c="dimmed">{t('numbers.assign.noRiders')}</Text>}
        {shown.map((r) => (
          <RiderNumber key={r.riderId} rider={r} page={page} base={base} keys={[queryKey, ridersKey]} />
        ))}
      </Stack>
    </Card>
  );
}

function RiderNumber({
  rider,
  page,
  base,
  keys,
}: {
  rider: ChampionshipRider;
  page: PermanentNumbersPage;
  base: `/api/championships/${string}/permanent-numbers`;
  keys: (readonly unknown[])[];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [number, setNumber] = useState(String(rider.numbers[0]?.number ?? rider.lastRacingNumber ?? ''));
  const [racingClass, setRacingClass] = useState<string | null>(rider.racingClasses[0] ?? null);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const refresh = () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const value = /^\d{1,4}$/.test(number.trim()) ? Number(number) : null;

  const assign = async () => {
    setAnswer(null);
    if (value === null || value < 1) return setAnswer({ ok: false, text: t('numbers.assign.numberFormat') });
    try {
      await api(base, {
        method: 'POST',
        json: { riderId: rider.riderId, number: value, racingClass: page.perClass ? racingClass : null },
      });
      setAnswer({ ok: true, text: t('numbers.assign.given', { number: value, name: rider.name }) });
      await refresh();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'numberHeld') {
        // The public list names the holder (unless they hid their page): the clash says who.
        const cls = page.perClass ? racingClass : null;
        const holder = page.numbers.find((n) => n.number === value && n.racingClass === cls);
        return setAnswer({
          ok: false,
          text: holder?.name
            ? t('numbers.assign.clash', { number: value, name: holder.name })
            : t('numbers.error.heldByOther'),
        });
      }
      const key =
        error instanceof ApiError
          ? (error.fields?.rider ?? error.fields?.number ?? error.fields?.racingClass ?? error.messageKey)
          : null;
      setAnswer({ ok: false, text: t(key ?? 'errors.refreshAndTryAgain') });
    }
  };
  const takeBack = async () => {
    setAnswer(null);
    try {
      await api(`${base}/${encodeURIComponent(rider.riderId)}`, { method: 'DELETE' });
      await refresh();
    } catch (error) {
      setAnswer({ ok: false, text: t(error instanceof ApiError ? error.messageKey : 'errors.refreshAndTryAgain') });
    }
  };

  return (
    <Stack gap={6} data-testid="number-rider" py={6} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{rider.name}</Text>
          <Text size="xs" c="dimmed">
            {[rider.clubId ?? t('numbers.assign.noClub'), rider.racingClasses.join(', ')].filter(Boolean).join(' · ')}
          </Text>
        </div>
        <Group gap={4}>
          {rider.numbers.map((n) => (
            <Badge key={`${n.racingClass ?? ''}-${n.number}`} size="lg" variant="light" color="forest">
              #{n.number}
              {n.racingClass ? ` · ${n.racingClass}` : ''}
            </Badge>
          ))}
        </Group>
      </Group>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={t('numbers.col.number')}
          inputMode="numeric"
          w={90}
          value={number}
          onChange={(e) => setNumber(e.currentTarget.value)}
        />
        {page.perClass && (
          <Select
            label={t('numbers.col.class')}
            data={page.classes}
            value={racingClass}
            onChange={setRacingClass}
            w={160}
            allowDeselect={false}
          />
        )}
        <Button onClick={() => void assign()}>
          {t(rider.numbers.length ? 'numbers.assign.change' : 'numbers.assign.give')}
        </Button>
        {rider.numbers.length > 0 && (
          <Button variant="subtle" color="red" onClick={() => void takeBack()}>
            {t('numbers.assign.takeBack')}
          </Button>
        )}
      </Group>
      {answer && (
        <Alert color={answer.ok ? 'teal' : 'red'} role={answer.ok ? 'status' : 'alert'} py={6}>
          {answer.text}
        </Alert>
      )}
    </Stack>
  );
}
