import '@mantine/core/styles/Input.css';
import { Alert, Anchor, Badge, Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { type PublicStage, type SignOnEntry, type SignOnList, foldText } from '@trialhub/domain';
import { IconQrcode, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../shared/api';
import { StageSubpage, useRouteStage } from '../../shared/stage-subpage';
import { entryLimitsKey, fetchEntryLimits, fetchSignOn, scanCode, signOnKey } from '../../shared/signon-api';
import { EntryLimitsForm } from './entry-limits-form';
import { SignOnEntryCard } from './signon-entry-card';
import { SignOnScanner, canScan } from './signon-scanner';
import { SignOnSummary } from './signon-summary';
import { WaitlistManager } from './waitlist-manager';

/** A sign-on code is long and has a dot; a number or a name is not. */
const looksLikeCode = (text: string) => /^[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}$/.test(text.replace(/\s+/g, ''));

/**
 * The sign-on desk (issue #39, decision 081): `/competitions/{institution}/{championship}/{stage}/signon`,
 * secretary, phone or laptop. Find a rider by scanning their QR code, pasting or typing it, their number
 * or name; their card shows what is missing with its fix, and 'Signed on'.
 */
export function SignOnPage() {
  const { t } = useTranslation();
  const { path, stage } = useRouteStage();
  const id = stage.data?.id;
  // Other desks sign riders on too: the list is read again every half minute.
  const list = useQuery({
    queryKey: signOnKey(id ?? ''),
    queryFn: () => fetchSignOn(id!),
    enabled: !!id,
    refetchInterval: 30_000,
  });
  const rules = useQuery({ queryKey: entryLimitsKey(id ?? ''), queryFn: () => fetchEntryLimits(id!), enabled: !!id });
  return (
    <StageSubpage
      title={t('signon.title')}
      intro={t('signon.intro')}
      stage={stage.data}
      ready={!!list.data}
      failed={stage.isError || list.isError}
    >
      {(stage) => <SignOnDesk stage={stage} list={list.data!} rules={rules.data} path={path} />}
    </StageSubpage>
  );
}

function SignOnDesk({
  stage,
  list: data,
  rules,
  path,
}: {
  stage: PublicStage;
  list: SignOnList;
  rules: Awaited<ReturnType<typeof fetchEntryLimits>> | undefined;
  path: string;
}) {
  const { t } = useTranslation();
  const id = stage.id;
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);

  const findCode = useCallback(
    async (code: string) => {
      setScanning(false);
      setCodeError(null);
      try {
        const { participantId } = await scanCode(id, code);
        setSelected(participantId);
        setQuery('');
      } catch (error) {
        setCodeError(error instanceof ApiError ? error.messageKey : 'errors.refreshAndTryAgain');
      }
    },
    [id],
  );

  const timeZone = stage.timeZone;
  const entry = data.entries.find((e) => e.participantId === selected) ?? null;
  const matches = filterEntries(data.entries, query);

  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (looksLikeCode(query)) void findCode(query);
          else if (matches.length === 1) {
            setSelected(matches[0]!.participantId);
            setQuery('');
          }
        }}
      >
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('signon.find.label')}
            placeholder={t('signon.find.placeholder')}
            leftSection={<IconSearch size={16} />}
            value={query}
            onChange={(e) => {
              setQuery(e.currentTarget.value);
              setCodeError(null);
            }}
            data-testid="signon-find"
          />
          {canScan() && (
            <Button leftSection={<IconQrcode size={18} />} onClick={() => setScanning(true)}>
              {t('signon.scan.button')}
            </Button>
          )}
        </Group>
      </form>
      {codeError && (
        <Alert color="red" role="alert">
          {t(codeError)}
        </Alert>
      )}
      {scanning && <SignOnScanner onCode={findCode} onClose={() => setScanning(false)} />}
      {entry && !query && (
        <SignOnEntryCard stageId={stage.id} entry={entry} health={data.healthDeclaration} timeZone={timeZone} />
      )}
      {(query || !entry) && !looksLikeCode(query) && (
        <Stack gap={4} data-testid="signon-matches">
          {matches.length === 0 ? (
            <Text c="dimmed">{t('signon.find.none')}</Text>
          ) : (
            matches.slice(0, 50).map((e) => (
              <EntryRow
                key={e.participantId}
                entry={e}
                onPick={() => {
                  setSelected(e.participantId);
                  setQuery('');
                }}
              />
            ))
          )}
        </Stack>
      )}
      <SignOnSummary list={data} timeZone={timeZone} />
      {data.waiting.length > 0 && <WaitlistManager stageId={stage.id} waiting={data.waiting} />}
      {rules && (
        <EntryLimitsForm
          key={JSON.stringify(rules)}
          stage={stage}
          rules={rules.rules}
          footer={
            <Anchor component={Link} to={`${path}/entry-limits`} size="sm" data-testid="championship-limits-link">
              {t(rules.source === 'championship' ? 'signon.rules.fromChampionship' : 'signon.rules.championship')}
            </Anchor>
          }
        />
      )}
    </>
  );
}

/** By number (exact first), name (without diacritics) or class. */
function filterEntries(entries: SignOnEntry[], query: string) {
  const q = foldText(query);
  if (!q) return entries;
  const exact = entries.filter((e) => e.racingNumber !== null && String(e.racingNumber) === q);
  const rest = entries.filter(
    (e) => !exact.includes(e) && (foldText(e.name).includes(q) || String(e.racingNumber ?? '').startsWith(q)),
  );
  return [...exact, ...rest];
}

function EntryRow({ entry, onPick }: { entry: SignOnEntry; onPick: () => void }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      onClick={onPick}
      p="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', minHeight: 44 }}
      data-testid="signon-row"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} style={{ minWidth: 0 }} truncate>
          {entry.racingNumber !== null ? `#${entry.racingNumber} ` : ''}
          {entry.name}
          <Text span c="dimmed" fw={400}>
            {' '}
            · {entry.racingClass}
          </Text>
        </Text>
        <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
          {entry.signedOnAt ? (
            <Badge color="forest">{t('signon.entry.signedOnBadge')}</Badge>
          ) : (
            <>
              {entry.late && <Badge color="red">{t('signon.entry.late')}</Badge>}
              {entry.problems.length > 0 && (
                <Badge color="orange" variant="light">
                  {t('signon.entry.missingCount', { count: entry.problems.length })}
                </Badge>
              )}
            </>
          )}
        </Group>
      </Group>
    </UnstyledButton>
  );
}
