import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { type JudgingStage, type SectionEventRecord, replayOpenFreeAttempt } from '@trialhub/domain';
import { IconArrowBackUp, IconCheck, IconSun } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { loginPath, paths } from '../../shared/paths';
import classes from './judge-app.module.css';
import {
  type Rider,
  classOf,
  distribution,
  findByNumber,
  mergeScores,
  nextLap,
  remainingByLap,
  ridesSection,
  slotKey,
} from './judge-model';
import { requestPersistentStorage, useSunlight, useWakeLock } from './device-care';
import { InstallPrompt } from './install-prompt';
import { LAST_JUDGE_APP_KEY } from './judge-app-key';
import { LapChoice } from './lap-choice';
import { ObserverBar, observerStop } from './observer-bar';
import { observedStage } from './observers-api';
import { holdUpdatesWhile, registerOfflineSupport } from './offline';
import { loadAttempt } from './outbox';
import { ClassicScores, Keypad, OpenFreeAttempt, RiderCard } from './scorers';
import { SyncEngine } from './sync-engine';
import { SyncBadge, SyncPanel } from './sync-panel';
import { useJudgingStage } from './use-judging-stage';
import { useDocumentTitle } from '../../shared/document-title';

interface LastAction {
  rider: Rider;
  section: number;
  lap: number;
  points: number | null;
}

/** The judge app (issue 6): `/competitions/{institution}/{championship}/{stage}/judge`. */
export function JudgeAppPage() {
  const { t } = useTranslation();
  const { institutionId = '', championshipId = '', stageId = '' } = useParams();
  const path = `/competitions/${institutionId}/${championshipId}/${stageId}`;
  const { snapshot, loading, problem, refresh } = useJudgingStage(path);
  useDocumentTitle(t('judge.appLink'), snapshot?.data.stage.title);

  useEffect(() => registerOfflineSupport(), []);
  // The installed app starts here next time (manifest start URL → standalone page `?start`).
  useEffect(() => localStorage.setItem(LAST_JUDGE_APP_KEY, `${path}/judge`), [path]);

  // An observer phone whose session cookie is gone (cleared, ended) opens its link or PIN again at
  // /observe (it has no account to sign in with); a judge opening the link signed out signs in and
  // comes back; anyone else is not a judge here.
  const observer = snapshot ? !!snapshot.data.judge.observer : observedStage(path);
  if (problem === 'signIn' && observer) {
    return <Navigate to="/observe" replace state={{ observerSessionEnded: true }} />;
  }
  if (problem === 'signIn' && !snapshot) return <Navigate to={loginPath(`${path}/judge`)} replace />;
  if (problem === 'forbidden' || (problem === 'notFound' && !snapshot)) {
    return <Navigate to={paths.unauthorized} replace />;
  }
  if (loading || (!snapshot && !problem)) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (!snapshot) {
    return (
      <Stack className={classes.screen} py="xl">
        <Alert color="orange" title={t('judge.neverOpenedTitle')}>
          {t('judge.neverOpened')}
        </Alert>
      </Stack>
    );
  }
  return <JudgeScreen key={snapshot.data.stage.id} snapshot={snapshot} path={path} refresh={refresh} />;
}

function JudgeScreen({
  snapshot: { data, fetchedAt },
  path,
  refresh,
}: {
  snapshot: { data: JudgingStage; fetchedAt: string };
  path: string;
  refresh: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const stage = data.stage;
  const engine = useMemo(() => new SyncEngine(stage.id, () => void refresh()), [stage.id, refresh]);
  useEffect(() => {
    void engine.start();
    // Pick up other judges' scores now and then while the app is open.
    const timer = setInterval(() => {
      if (navigator.onLine) void refresh();
    }, 30_000);
    return () => {
      engine.stop();
      clearInterval(timer);
    };
  }, [engine, refresh]);
  const sync = useSyncExternalStore(engine.subscribe, engine.getState);
  // A new app version waits while a score is unsent or an attempt runs (offline.ts).
  useEffect(
    () =>
      holdUpdatesWhile(
        async () => engine.getState().ops.some((o) => o.state === 'pending') || !!(await loadAttempt(stage.id)),
      ),
    [engine, stage.id],
  );
  const [sunlight, toggleSunlight] = useSunlight();
  // An observer's phone that was handed on, revoked or expired takes no new scores (decision 029).
  const stopped = observerStop(data.judge.observer) !== null;

  const sectionStorageKey = `trialhub.judge.section.${stage.id}`;
  // A judge the secretary gave a section scores only that one (the server refuses others).
  const assigned = data.judge.section;
  const [section, setSection] = useState<number | null>(() => {
    const stored = Number(localStorage.getItem(sectionStorageKey));
    return assigned ?? (stored > 0 ? stored : null);
  });
  const [pickingSection, setPickingSection] = useState(section === null);
  useWakeLock(section !== null && !pickingSection);
  const chooseSection = (n: number) => {
    localStorage.setItem(sectionStorageKey, String(n));
    setSection(n);
    setPickingSection(false);
  };

  const [mode, setMode] = useState<'number' | 'list'>('number');
  const [typed, setTyped] = useState('');
  const [chosenLap, setChosenLap] = useState<number | null>(null);
  const [syncOpen, setSyncOpen] = useState(false);
  const [last, setLast] = useState<LastAction | null>(null);

  // An open-free attempt in progress outlives a reload or a closed tab: bring its rider back.
  useEffect(() => {
    if (stage.competitionType !== 'openFree') return;
    let cancelled = false;
    void loadAttempt(stage.id).then((draft) => {
      const rider = draft && data.riders.find((r) => r.id === draft.participantId);
      if (cancelled || !draft || !rider || rider.racingNumber === null) return;
      setSection(draft.section);
      setPickingSection(false);
      setTyped(String(rider.racingNumber));
      setChosenLap(draft.lap);
    });
    return () => {
      cancelled = true;
    };
    // Only when the app opens on a stage, not on every snapshot refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stage.id]);

  const scores = useMemo(() => mergeScores(data, fetchedAt, sync.ops), [data, fetchedAt, sync.ops]);
  const rider = findByNumber(data, typed);
  const cls = rider ? classOf(data, rider) : undefined;
  const rides = rider && section !== null ? ridesSection(data, rider, section) : false;
  const next = rider && section !== null ? nextLap(scores, data, rider, section) : null;
  const defaultLap = rider && section !== null ? (next ?? cls?.laps ?? 1) : 1;
  const lap = chosenLap ?? defaultLap;
  const current = rider && section !== null ? scores.get(slotKey(rider.id, section, lap)) : undefined;

  const enterNumber = (value: string) => {
    setTyped(value);
    setChosenLap(null);
  };

  const record = useCallback(
    async (points: number | null, events?: SectionEventRecord[], at = new Date().toISOString()) => {
      if (!rider || section === null) return;
      // The first score asks the browser to keep the device's scores (the sync drawer shows the answer).
      void requestPersistentStorage();
      await engine.record((seq, opId) => ({
        opId,
        seq,
        kind: 'score',
        participantId: rider.id,
        section,
        lap,
        at,
        ...(events ? { events } : { points: points ?? 0 }),
      }));
      // Open-free: the banner shows the points the attempt's events add up to.
      const saved = events && stage.openFree ? replayOpenFreeAttempt(events, stage.openFree).points : points;
      setLast({ rider, section, lap, points: saved });
      // One tap records and moves on to the next rider.
      setTyped('');
      setChosenLap(null);
    },
    [engine, rider, section, lap, stage.openFree],
  );

  const undo = async () => {
    if (!last) return;
    await engine.record((seq, opId) => ({
      opId,
      seq,
      kind: 'clear',
      participantId: last.rider.id,
      section: last.section,
      lap: last.lap,
      at: new Date().toISOString(),
    }));
    setLast(null);
  };

  const hint = !typed
    ? t('judge.typeNumber')
    : !rider
      ? t('judge.noSuchNumber', { number: typed })
      : !rides
        ? t('judge.doesNotRide', { section })
        : current
          ? t('judge.alreadyScored', { points: current.points })
          : undefined;

  return (
    <div className={classes.screen} data-sunlight={sunlight} data-testid="judge-screen">
      <Stack gap="sm">
        <Group justify="space-between" className={classes.topBar} wrap="nowrap" gap={8}>
          <UnstyledButton
            className={classes.touch}
            onClick={() => setPickingSection(true)}
            data-testid="section-button"
          >
            <Badge size="xl" variant="filled" style={{ textTransform: 'none' }}>
              {section === null ? t('judge.chooseSection') : t('judge.section', { n: section })}
            </Badge>
          </UnstyledButton>
          <Group gap={8} wrap="nowrap">
            <Button
              className={classes.touch}
              variant={sunlight ? 'filled' : 'default'}
              color="dark"
              w={48}
              px={0}
              onClick={toggleSunlight}
              aria-pressed={sunlight}
              aria-label={t('judge.sunlightHint')}
              title={t('judge.sunlightHint')}
              data-testid="sunlight-toggle"
            >
              <IconSun size={24} />
            </Button>
            <SyncBadge state={sync} onClick={() => setSyncOpen(true)} />
          </Group>
        </Group>
        <InstallPrompt />
        <Group justify="space-between" gap={8}>
          <Anchor component={Link} to={path} size="sm" fw={600} truncate>
            {stage.title}
          </Anchor>
          <SegmentedControl
            size="md"
            classNames={{ control: classes.touch }}
            value={mode}
            onChange={(v) => setMode(v as 'number' | 'list')}
            data={[
              { value: 'number', label: t('judge.byNumber') },
              { value: 'list', label: t('judge.fromList') },
            ]}
          />
        </Group>
        {stage.resultsLocked && <Alert color="gray">{t('judge.locked')}</Alert>}
        <ObserverBar data={data} pending={sync.ops.filter((o) => o.state === 'pending').length} refresh={refresh} />

        {mode === 'number' ? (
          <>
            <div className={classes.display} data-testid="typed-number" aria-live="polite">
              {typed || '—'}
            </div>
            <RiderCard rider={rider} cls={cls} hint={hint} />
            {/* The lap row and the score buttons keep their place, so the keypad never moves under the thumb. */}
            <div style={{ minHeight: 48 }}>
              {rider && rides && cls && section !== null && (
                <LapChoice
                  rider={rider}
                  cls={cls}
                  section={section}
                  lap={lap}
                  next={next}
                  scores={scores}
                  onChange={setChosenLap}
                />
              )}
            </div>
            {stage.competitionType === 'openFree' && stage.openFree ? (
              rider && rides && section !== null && !stopped ? (
                <OpenFreeAttempt
                  rules={stage.openFree}
                  draftKey={`${stage.id}`}
                  rider={rider}
                  section={section}
                  lap={lap}
                  onSave={(events, at) => record(null, events, at)}
                  onChangeRider={() => enterNumber('')}
                />
              ) : (
                <Keypad value={typed} onChange={enterNumber} />
              )
            ) : (
              <>
                <ClassicScores
                  disabled={!rider || !rides || stage.resultsLocked || stopped}
                  onScore={(p) => void record(p)}
                />
                <Keypad value={typed} onChange={enterNumber} />
              </>
            )}
          </>
        ) : (
          section !== null && (
            <RiderList
              data={data}
              scores={scores}
              section={section}
              onPick={(r) => {
                enterNumber(String(r.racingNumber ?? ''));
                setMode('number');
              }}
            />
          )
        )}

        {last && (
          <Alert
            color="teal"
            variant="light"
            icon={<IconCheck size={20} />}
            data-testid="last-action"
            title={t('judge.savedTitle', {
              number: last.rider.racingNumber,
              section: last.section,
              lap: last.lap,
              points: last.points ?? '✓',
            })}
          >
            <Group justify="space-between" gap="xs">
              <Text size="sm">{last.rider.name}</Text>
              <Button
                className={classes.touch}
                variant="white"
                leftSection={<IconArrowBackUp size={16} />}
                onClick={() => void undo()}
              >
                {t('judge.undo')}
              </Button>
            </Group>
          </Alert>
        )}

        {section !== null && <SectionStats data={data} scores={scores} section={section} />}
      </Stack>

      <Modal
        opened={pickingSection}
        onClose={() => section !== null && setPickingSection(false)}
        withCloseButton={section !== null}
        title={t('judge.chooseSection')}
        centered
      >
        <div className={classes.sectionGrid}>
          {Array.from({ length: stage.sectionCount }, (_, i) => i + 1).map((n) => (
            <Button
              key={n}
              className={classes.sectionButton}
              variant={n === section ? 'filled' : n === assigned ? 'light' : 'default'}
              disabled={assigned !== null && n !== assigned}
              onClick={() => chooseSection(n)}
            >
              {n}
            </Button>
          ))}
        </div>
        {assigned !== null && (
          <Text size="sm" c="dimmed" mt="sm">
            {t('judge.assignedSection', { n: assigned })}
          </Text>
        )}
      </Modal>
      <SyncPanel
        opened={syncOpen}
        onClose={() => setSyncOpen(false)}
        state={sync}
        riders={data.riders}
        onSendNow={() => void engine.flush()}
      />
    </div>
  );
}

function RiderList({
  data,
  scores,
  section,
  onPick,
}: {
  data: JudgingStage;
  scores: ReturnType<typeof mergeScores>;
  section: number;
  onPick: (rider: Rider) => void;
}) {
  const { t } = useTranslation();
  const groups = [...data.stage.classes]
    .filter((c) => c.lapSections.includes(section))
    .sort((a, b) => a.order - b.order)
    .map((cls) => ({
      cls,
      riders: data.riders
        .filter((r) => r.racingClass === cls.name)
        .sort((a, b) => (a.racingNumber ?? 0) - (b.racingNumber ?? 0)),
    }));
  if (groups.length === 0) return <Text c="dimmed">{t('judge.noClassesHere')}</Text>;
  return (
    <Stack gap="md" data-testid="rider-list">
      {groups.map(({ cls, riders }) => (
        <Stack key={cls.name} gap={4}>
          <Text fw={800} style={{ borderLeft: `6px solid ${cls.color}`, paddingLeft: 8 }}>
            {cls.name}
          </Text>
          {riders.map((r) => (
            <UnstyledButton
              key={r.id}
              className={classes.touch}
              onClick={() => onPick(r)}
              py={6}
              px={4}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} truncate>
                  #{r.racingNumber} {r.name}
                </Text>
                <Group gap={4} wrap="nowrap">
                  {Array.from({ length: cls.laps }, (_, i) => i + 1).map((lap) => {
                    const s = scores.get(slotKey(r.id, section, lap));
                    return (
                      <Badge
                        key={lap}
                        variant={s ? 'filled' : 'outline'}
                        color={s ? (s.pending ? 'orange' : 'teal') : 'gray'}
                        w={34}
                      >
                        {s ? s.points : '·'}
                      </Badge>
                    );
                  })}
                </Group>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function SectionStats({
  data,
  scores,
  section,
}: {
  data: JudgingStage;
  scores: ReturnType<typeof mergeScores>;
  section: number;
}) {
  const { t } = useTranslation();
  const remaining = remainingByLap(scores, data, section);
  const counts = distribution(scores, section);
  const values = data.stage.competitionType === 'classic' ? [0, 1, 2, 3, 5] : [...counts.keys()].sort((a, b) => a - b);
  const total = [...remaining.values()].reduce((n, list) => n + list.length, 0);
  return (
    <Accordion variant="separated" data-testid="section-stats">
      <Accordion.Item value="remaining">
        <Accordion.Control>{t('judge.stillToScore', { count: total })}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="xs">
            {[...remaining.entries()].map(([lap, riders]) => (
              <Text key={lap} size="sm">
                <b>{t('judge.lapShort', { n: lap })}</b> ({riders.length}):{' '}
                {riders.map((r) => `#${r.racingNumber}`).join(', ')}
              </Text>
            ))}
            {total === 0 && <Text size="sm">{t('judge.allScored')}</Text>}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="distribution">
        <Accordion.Control>{t('judge.distribution')}</Accordion.Control>
        <Accordion.Panel>
          <Table withTableBorder ta="center">
            <Table.Thead>
              <Table.Tr>
                {values.map((v) => (
                  <Table.Th key={v} ta="center">
                    {v}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                {values.map((v) => (
                  <Table.Td key={v}>{counts.get(v) ?? 0}</Table.Td>
                ))}
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
