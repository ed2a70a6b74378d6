import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Input.css';
import { RiderLink } from '../../shared/rider-link';
import {
  Alert,
  Badge,
  Button,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type PublicStage, matchesParticipantSearch } from '@trialhub/domain';
import { IconArrowDown, IconArrowUp, IconCircleCheckFilled, IconSearch } from '@tabler/icons-react';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatDate, formatTimestamp } from '../../shared/dates';
import { currentLanguage } from '../../shared/i18n';
import { hasRole, useSession } from '../../shared/session';
import { ParticipantCharts } from './participant-charts';
import { type ListedParticipant, useParticipants } from './participants-api';
import { ScrollHint } from '../../shared/scroll-hint';
import { ClubLink } from '../../shared/club-link';

type SortKey =
  'name' | 'racingNumber' | 'racingClass' | 'birthYear' | 'createdOn' | 'bike' | 'clubId' | 'team' | 'status';
const FIRST_ROWS = 10;

// The secretary's export menu, import button and row menu (dialogs, forms): a visitor's page does not load
// them (issue #20).
const ExportEntriesMenu = lazy(() => import('./entries-export').then((m) => ({ default: m.ExportEntriesMenu })));
const ImportEntriesButton = lazy(() => import('./entries-csv').then((m) => ({ default: m.ImportEntriesButton })));
const ImportLicencesButton = lazy(() => import('./licence-import').then((m) => ({ default: m.ImportLicencesButton })));
const EntryRulesButton = lazy(() => import('./entry-rules').then((m) => ({ default: m.EntryRulesButton })));
const ParticipantRowMenu = lazy(() => import('./secretary-tools').then((m) => ({ default: m.ParticipantRowMenu })));

const byCodeUnits = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/**
 * Two cells of a sortable column: numbers as numbers, registration times (ISO) and ids by their characters,
 * text as the reader's language sorts it. The page's first collator starts ICU (tens of ms on a phone), so
 * the default order (newest first) does without one (decision 043).
 */
function compareCells(key: SortKey, x: string | number, y: string | number): number {
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  if (key === 'createdOn') return byCodeUnits(String(x), String(y));
  return String(x).localeCompare(String(y), currentLanguage());
}

/** Participants section of the stage page (spec §2): counts, search, sortable table, first 10 rows. */
export function ParticipantsSection({ stage }: { stage: PublicStage }) {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const isSecretary = hasRole(session?.user, 'secretary');
  const { data, isPending, isError } = useParticipants(stage.id);
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 300);
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'createdOn', desc: true });
  const [showAll, setShowAll] = useState(false);
  const classColor = useMemo(() => new Map(stage.classes.map((c) => [c.name, c.color])), [stage.classes]);

  const rows = useMemo(() => {
    const filtered = (data ?? []).filter((p) => matchesParticipantSearch(p, debounced));
    const value = (p: ListedParticipant) => p[sort.key] ?? '';
    return filtered.sort((a, b) => {
      const x = value(a);
      const y = value(b);
      const order = compareCells(sort.key, x, y);
      return sort.desc ? -order : order;
    });
  }, [data, debounced, sort]);
  const shown = showAll ? rows : rows.slice(0, FIRST_ROWS);
  const perClass = stage.classes.map((c) => ({
    ...c,
    count: (data ?? []).filter((p) => p.racingClass === c.name).length,
  }));

  const perClub = useMemo(() => {
    const counts = new Map<string, number>();
    for (const p of data ?? []) counts.set(p.clubId ?? '—', (counts.get(p.clubId ?? '—') ?? 0) + 1);
    return [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || byCodeUnits(a[0], b[0]))
      .map(([label, value]) => ({ label, value, color: 'var(--mantine-color-forest-6)' }));
  }, [data]);

  const header = (key: SortKey, label: string) => (
    <Table.Th aria-sort={sort.key === key ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton
        onClick={() => setSort((s) => ({ key, desc: s.key === key ? !s.desc : false }))}
        aria-label={t('participants.sortBy', { column: label })}
        fw={700}
        fz="sm"
      >
        <Group gap={2} wrap="nowrap">
          {label}
          {sort.key === key && (sort.desc ? <IconArrowDown size={14} /> : <IconArrowUp size={14} />)}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );

  return (
    <Stack gap="sm" data-testid="participants">
      <Group justify="space-between" align="flex-end">
        <Group gap="xs" align="baseline">
          <Title order={2} fz="h3">
            {t('participants.title')}{' '}
            {data && (
              <Text span c="dimmed" fz="h4" data-testid="participant-count">
                ({data.length})
              </Text>
            )}
          </Title>
          {isSecretary && (
            <Group gap={4}>
              <Suspense fallback={null}>
                <ExportEntriesMenu stage={stage} />
                <ImportEntriesButton stage={stage} />
                <ImportLicencesButton />
                <EntryRulesButton stage={stage} />
              </Suspense>
            </Group>
          )}
        </Group>
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('participants.search')}
          aria-label={t('participants.search')}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          w={{ base: '100%', xs: 280 }}
        />
      </Group>
      {data && data.length > 0 && (
        <ParticipantCharts
          perClass={perClass.map((c) => ({ label: c.name, value: c.count, color: c.color }))}
          perClub={perClub}
        />
      )}
      {isPending && <Skeleton h={240} />}
      {isError && (
        <Alert color="red" variant="light">
          {t('participants.loadError')}
        </Alert>
      )}
      {data && data.length === 0 && <Text c="dimmed">{t('participants.none')}</Text>}
      {data && data.length > 0 && (
        <ScrollHint>
          <Table.ScrollContainer minWidth={isSecretary ? 1100 : 760}>
            <Table striped highlightOnHover verticalSpacing={6} data-testid="participants-table">
              <Table.Thead>
                <Table.Tr>
                  {header('name', t('participants.col.name'))}
                  {isSecretary && header('status', t('participants.col.status'))}
                  {header('racingNumber', t('participants.col.number'))}
                  {header('racingClass', t('participants.col.class'))}
                  {isSecretary && <Table.Th>{t('participants.col.gender')}</Table.Th>}
                  {header('birthYear', isSecretary ? t('participants.col.age') : t('participants.col.year'))}
                  {header('createdOn', t('participants.col.registered'))}
                  {isSecretary && <Table.Th>{t('participants.col.timeAgo')}</Table.Th>}
                  {header('bike', t('participants.col.bike'))}
                  {header('clubId', t('participants.col.club'))}
                  {isSecretary && <Table.Th>{t('participants.col.license')}</Table.Th>}
                  {header('team', t('participants.col.team'))}
                  {isSecretary && <Table.Th />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={isSecretary ? 13 : 8}>
                      <Text c="dimmed" fz="sm" data-testid="participants-nothing-found">
                        {t('participants.nothingFound', { query: query.trim() })}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {shown.map((p) => (
                  <Table.Tr key={p.id} data-testid="participant-row">
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        {session?.user.id === p.id && (
                          <IconCircleCheckFilled
                            size={16}
                            color="var(--mantine-color-forest-6)"
                            aria-label={t('participants.you')}
                          />
                        )}
                        <Text fz="sm" fw={600}>
                          <RiderLink stageId={stage.id} participantId={p.id}>
                            {p.name}
                          </RiderLink>
                        </Text>
                      </Group>
                    </Table.Td>
                    {isSecretary && (
                      <Table.Td>
                        <Badge
                          size="sm"
                          color={p.status === 'Confirmed' ? 'forest' : 'gray'}
                          variant="light"
                          miw="max-content"
                        >
                          {p.status ? t(`participants.status.${p.status}`) : ''}
                        </Badge>
                      </Table.Td>
                    )}
                    <Table.Td>{p.racingNumber ?? '—'}</Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <span
                          style={{
                            width: 10,
                            height: 10,
                            borderRadius: 5,
                            background: classColor.get(p.racingClass) ?? '#ccc',
                            flex: 'none',
                          }}
                        />
                        {p.racingClass}
                      </Group>
                    </Table.Td>
                    {isSecretary && <Table.Td>{p.gender ? t(`participants.gender.${p.gender}`) : '—'}</Table.Td>}
                    <Table.Td>
                      {isSecretary && p.birthDate
                        ? `${ageFrom(p.birthDate)} (${formatCalendarDate(p.birthDate)})`
                        : p.birthYear}
                    </Table.Td>
                    <Table.Td>{formatRegistered(p.createdOn, isSecretary, stage.timeZone)}</Table.Td>
                    {isSecretary && (
                      <Table.Td>
                        {timeAgo(p.createdOn).hours < 24
                          ? t('participants.hoursAgo', { count: timeAgo(p.createdOn).hours })
                          : t('participants.daysAgo', { count: timeAgo(p.createdOn).days })}
                      </Table.Td>
                    )}
                    <Table.Td>{p.bike ?? ''}</Table.Td>
                    <Table.Td>{p.clubId && <ClubLink clubId={p.clubId} />}</Table.Td>
                    {isSecretary && <Table.Td>{p.license ?? ''}</Table.Td>}
                    <Table.Td>{p.team ?? ''}</Table.Td>
                    {isSecretary && (
                      <Table.Td>
                        <Suspense fallback={null}>
                          <ParticipantRowMenu stage={stage} participant={p} />
                        </Suspense>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ScrollHint>
      )}
      {!showAll && rows.length > FIRST_ROWS && (
        <Group justify="center">
          <Button variant="light" onClick={() => setShowAll(true)}>
            {t('participants.showAll', { count: rows.length })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function ageFrom(birthDate: string): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const now = new Date();
  return now.getFullYear() - y - (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d) ? 1 : 0);
}

/**
 * Secretaries see the full timestamp, others a short date (spec §2); on the venue's clock like the rest
 * of the stage page (which also makes the server's and the browser's text the same, decision 036).
 */
function formatRegistered(iso: string, full: boolean, timeZone: string): string {
  return full ? formatTimestamp(iso, timeZone) : formatDate(iso, timeZone);
}

/** 'Time ago' shows hours under 24, else days (spec §2). */
function timeAgo(iso: string): { hours: number; days: number } {
  const hours = Math.floor((Date.now() - Date.parse(iso)) / 3_600_000);
  return { hours, days: Math.floor(hours / 24) };
}
