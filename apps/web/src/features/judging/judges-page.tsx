import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  CopyButton,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type PublicStage, type StageJudge } from '@trialhub/domain';
import { IconQrcode, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../shared/dates';
import { withSavingToasts } from '../../shared/saving-toast';
import { ImportSheet } from './import-sheet';
import { PaperSheets } from './paper-sheets';
import { ObserverCredentials } from './observer-credentials';
import { QrCode } from '../../shared/qr-code';
import { RaceControl } from './race-control';
import { RaceControlUplink } from '../../shared/venue-uplink';
import { judgesKey, fetchJudges, removeJudge, searchCandidates, setJudge } from './judging-api';
import { StageSubpage, useRouteStage } from '../../shared/stage-subpage';
import { usePhone } from '../../shared/viewport';

const RaceControlSignOn = lazy(() =>
  import('../signon/signon-summary').then((m) => ({ default: m.RaceControlSignOn })),
);

// Keyed entry of a paper sheet (issue #17) is `…/judges?keyed={section}`: a view of this page, so
// the router (in the home page's bundle) needs no route of its own.
const KeyedEntryPage = lazy(() => import('./keyed-entry-page').then((m) => ({ default: m.KeyedEntryPage })));

/** Judges configuration (issue 6): `/competitions/{institution}/{championship}/{stage}/judges`, secretary. */
export function JudgesPage() {
  const keyed = useSearchParams()[0].get('keyed');
  if (keyed !== null) {
    return (
      <Suspense fallback={null}>
        <KeyedEntryPage section={Number(keyed)} />
      </Suspense>
    );
  }
  return <JudgesOverview />;
}

function JudgesOverview() {
  const { t } = useTranslation();
  const { path, stage } = useRouteStage();
  const id = stage.data?.id;
  const judges = useQuery({
    queryKey: judgesKey(id ?? ''),
    queryFn: () => fetchJudges(id!),
    enabled: !!id,
    // The last sync times move while judges score.
    refetchInterval: 15_000,
  });
  return (
    <StageSubpage
      title={t('judges.title')}
      intro={t('judges.intro')}
      stage={stage.data}
      ready={!!judges.data}
      failed={stage.isError || judges.isError}
    >
      {(stage) => (
        <>
          <AddJudge stage={stage} judges={judges.data!} />
          <JudgeList stage={stage} path={path} judges={judges.data!} />
          <ObserverCredentials stage={stage} />
          <RaceControl stage={stage} judges={judges.data!} />
          <RaceControlUplink stageId={stage.id} timeZone={stage.timeZone} />
          <Suspense fallback={null}>
            <RaceControlSignOn stageId={stage.id} timeZone={stage.timeZone} />
          </Suspense>
          <PaperSheets stage={stage} path={path} />
          <ImportSheet stage={stage} />
        </>
      )}
    </StageSubpage>
  );
}

function sectionOptions(stage: PublicStage, t: TFunction) {
  return [
    { value: 'any', label: t('judges.anySection') },
    ...Array.from({ length: stage.sectionCount }, (_, i) => ({
      value: String(i + 1),
      label: t('judge.section', { n: i + 1 }),
    })),
  ];
}

function AddJudge({ stage, judges }: { stage: PublicStage; judges: StageJudge[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [userId, setUserId] = useState<string | null>(null);
  const [section, setSection] = useState('any');
  const candidates = useQuery({
    queryKey: ['judge-candidates', debounced],
    queryFn: () => searchCandidates(debounced),
  });
  const options = (candidates.data ?? [])
    .filter((c) => !judges.some((j) => j.userId === c.userId))
    .map((c) => ({ value: c.userId, label: `${c.name} · ${c.email}` }));

  const add = async () => {
    if (!userId) return;
    const saved = await withSavingToasts(
      { pending: t('judges.toast.saving'), success: t('judges.toast.saved'), error: t('judges.toast.saveError') },
      t,
      () => setJudge(stage.id, userId, section === 'any' ? null : Number(section)),
    );
    if (saved) {
      queryClient.setQueryData(judgesKey(stage.id), saved);
      setUserId(null);
      setSearch('');
    }
  };

  return (
    <Card withBorder radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('judges.add')}
        </Title>
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('judges.searchLabel')}
            placeholder={t('judges.searchPlaceholder')}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            data={options}
            value={userId}
            onChange={setUserId}
            nothingFoundMessage={t('judges.noCandidates')}
            filter={({ options }) => options}
            style={{ flex: '1 1 260px' }}
          />
          <Select
            label={t('judges.sectionLabel')}
            data={sectionOptions(stage, t)}
            value={section}
            onChange={(v) => setSection(v ?? 'any')}
            allowDeselect={false}
            w={170}
          />
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => void add()} disabled={!userId}>
            {t('judges.addButton')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('judges.candidatesHint')}
        </Text>
      </Stack>
    </Card>
  );
}

function JudgeList({ stage, path, judges }: { stage: PublicStage; path: string; judges: StageJudge[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const phone = usePhone();
  const [qrFor, setQrFor] = useState<StageJudge | null>(null);
  const [removing, setRemoving] = useState<StageJudge | null>(null);
  const appUrl = `${window.location.origin}${path}/judge`;

  const changeSection = async (judge: StageJudge, value: string | null) => {
    const saved = await withSavingToasts(
      { pending: t('judges.toast.saving'), success: t('judges.toast.saved'), error: t('judges.toast.saveError') },
      t,
      () => setJudge(stage.id, judge.userId, value === 'any' || !value ? null : Number(value)),
    );
    if (saved) queryClient.setQueryData(judgesKey(stage.id), saved);
  };
  const remove = async (judge: StageJudge) => {
    setRemoving(null);
    const done = await withSavingToasts(
      { pending: t('judges.toast.removing'), success: t('judges.toast.removed'), error: t('judges.toast.removeError') },
      t,
      () => removeJudge(stage.id, judge.userId).then(() => true),
    );
    if (done) await queryClient.invalidateQueries({ queryKey: judgesKey(stage.id) });
  };

  if (judges.length === 0) return <Alert color="gray">{t('judges.none')}</Alert>;
  const rows = judges.map((judge) => {
    const sectionSelect = (
      <Select
        aria-label={t('judges.sectionLabel')}
        data={sectionOptions(stage, t)}
        value={judge.section === null ? 'any' : String(judge.section)}
        onChange={(v) => void changeSection(judge, v)}
        allowDeselect={false}
        w={phone ? '100%' : 170}
      />
    );
    const lastSync = judge.lastSyncAt ? formatDateTime(judge.lastSyncAt, stage.timeZone) : t('judges.neverSynced');
    const actions = (
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="light"
          size="lg"
          onClick={() => setQrFor(judge)}
          aria-label={t('judges.showLink', { name: judge.name })}
        >
          <IconQrcode size={18} />
        </ActionIcon>
        <ActionIcon
          variant="light"
          color="red"
          size="lg"
          onClick={() => setRemoving(judge)}
          aria-label={t('judges.remove', { name: judge.name })}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    );
    return { judge, sectionSelect, lastSync, actions };
  });

  return (
    <>
      {phone ? (
        <Stack gap="sm" data-testid="judge-list">
          {rows.map(({ judge, sectionSelect, lastSync, actions }) => (
            <Card key={judge.userId} withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={700}>{judge.name}</Text>
                  <Text size="sm" c="dimmed" truncate>
                    {judge.email}
                  </Text>
                  <Text size="sm">{t('judges.lastSync', { time: lastSync })}</Text>
                </Stack>
                {actions}
              </Group>
              <div style={{ marginTop: 8 }}>{sectionSelect}</div>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table withTableBorder verticalSpacing="sm" data-testid="judge-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('judges.name')}</Table.Th>
              <Table.Th>{t('judges.sectionLabel')}</Table.Th>
              <Table.Th>{t('judges.lastSyncColumn')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ judge, sectionSelect, lastSync, actions }) => (
              <Table.Tr key={judge.userId}>
                <Table.Td>
                  <Text fw={600}>{judge.name}</Text>
                  <Text size="sm" c="dimmed">
                    {judge.email}
                  </Text>
                </Table.Td>
                <Table.Td>{sectionSelect}</Table.Td>
                <Table.Td>{lastSync}</Table.Td>
                <Table.Td>{actions}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal
        opened={!!qrFor}
        onClose={() => setQrFor(null)}
        title={t('judges.linkTitle', { name: qrFor?.name ?? '' })}
        centered
      >
        <Stack align="center" gap="sm">
          <QrCode value={appUrl} />
          <Text size="sm" ta="center">
            {t('judges.linkHint')}
          </Text>
          <Anchor href={appUrl} size="sm" style={{ wordBreak: 'break-all' }}>
            {appUrl}
          </Anchor>
          <CopyButton value={appUrl}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('judges.copied') : t('judges.copy')}
              </Button>
            )}
          </CopyButton>
        </Stack>
      </Modal>
      <Modal opened={!!removing} onClose={() => setRemoving(null)} title={t('judges.removeTitle')} centered>
        <Stack>
          <Text>{t('judges.removeConfirm', { name: removing?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('judges.cancel')}
            </Button>
            <Button color="red" onClick={() => removing && void remove(removing)}>
              {t('judges.removeButton')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
