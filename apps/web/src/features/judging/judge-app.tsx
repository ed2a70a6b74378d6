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
import { Alert, Center, Loader, Stack } from '@mantine/core';
import { type JudgingStage, type SectionEventRecord, replayOpenFreeAttempt } from '@trialhub/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { loginPath, paths } from '../../shared/paths';
import classes from './judge-app.module.css';
import { mergeScores, scoreTarget } from './judge-model';
import { requestPersistentStorage, useSunlight, useWakeLock } from './device-care';
import { type EntryMode, JudgeHeader } from './judge-header';
import { useJudgeManifest } from './judge-manifest';
import { useRestoredAttempt, useSectionChoice, useSyncSession } from './judge-session';
import { LAST_JUDGE_APP_KEY } from './judge-app-key';
import type { LastAction } from './last-action';
import { NumberEntry } from './number-entry';
import { ObserverBar } from './observer-bar';
import { InstallPrompt } from './install-prompt';
import { StoppedPanel, stopReason } from './stopped-panel';
import { observedStage } from './observers-api';
import { registerOfflineSupport } from './offline';
import { useOfflineReady } from './offline-ready';
import { RiderList } from './rider-list';
import { SectionPicker } from './section-picker';
import { SectionStats } from './section-stats';
import { SyncPanel } from './sync-panel';
import { useJudgingStage } from './use-judging-stage';
import { useDocumentTitle } from '../../shared/document-title';

/** The judge app (issue 6): `/competitions/{institution}/{championship}/{stage}/judge`. */
export function JudgeAppPage() {
  const { t } = useTranslation();
  const { institutionId = '', championshipId = '', stageId = '' } = useParams();
  const path = `/competitions/${institutionId}/${championshipId}/${stageId}` as const;
  const { snapshot, loading, problem, refresh } = useJudgingStage(path);
  useDocumentTitle(t('judge.appLink'), snapshot?.data.stage.title);

  useEffect(() => registerOfflineSupport(), []);
  useJudgeManifest();
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
  const stage = data.stage;
  const { engine, sync } = useSyncSession(stage.id, refresh);
  const [sunlight, toggleSunlight] = useSunlight();
  // An approved stage, or an observer's phone that was handed on, revoked or expired, takes no new
  // scores (decision 029): no keypad, lap buttons or hand-off; what still works, and why.
  const stop = stopReason(data);
  const assigned = data.judge.section;
  const { section, picking, setPicking, choose, resume } = useSectionChoice(stage.id, assigned);
  useWakeLock(section !== null && !picking);

  const [mode, setMode] = useState<EntryMode>('number');
  const [typed, setTyped] = useState('');
  const [chosenLap, setChosenLap] = useState<number | null>(null);
  const [syncOpen, setSyncOpen] = useState(false);
  const [last, setLast] = useState<LastAction | null>(null);

  useRestoredAttempt(data, (attempt) => {
    resume(attempt.section);
    setTyped(String(attempt.racingNumber));
    setChosenLap(attempt.lap);
  });

  const scores = useMemo(() => mergeScores(data, fetchedAt, sync.ops), [data, fetchedAt, sync.ops]);
  const target = scoreTarget(data, scores, typed, section, chosenLap);
  const { rider, lap } = target;

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

  // Whether the phone reopens with no signal (issue #35): an observer's screen says so.
  const offlineReady = useOfflineReady(path);
  const pending = sync.ops.filter((o) => o.state === 'pending').length;
  const refused = sync.ops.filter((o) => o.state === 'rejected').length;
  return (
    <div className={classes.screen} data-sunlight={sunlight} data-testid="judge-screen">
      <div className={classes.scoring}>
        <JudgeHeader
          stagePath={path}
          stageTitle={stage.title}
          observerName={data.judge.observer ? data.judge.name : null}
          offlineReady={offlineReady}
          section={section}
          onPickSection={() => setPicking(true)}
          sunlight={sunlight}
          onToggleSunlight={toggleSunlight}
          sync={sync}
          onOpenSync={() => setSyncOpen(true)}
          mode={mode}
          onMode={stop ? null : setMode}
        />
        {stop && (
          <StoppedPanel
            reason={stop}
            pending={pending}
            refused={refused}
            sending={sync.syncing}
            onSendNow={() => void engine.flush()}
            onShowHeld={() => setSyncOpen(true)}
          />
        )}
        {!stop && mode === 'number' ? (
          <NumberEntry
            data={data}
            typed={typed}
            target={target}
            scores={scores}
            last={last}
            onUndo={() => void undo()}
            onNumber={enterNumber}
            onLap={setChosenLap}
            onScore={(p) => void record(p)}
            onSaveAttempt={(events, at) => record(null, events, at)}
          />
        ) : (
          section !== null && (
            <RiderList
              data={data}
              scores={scores}
              section={section}
              onPick={
                stop
                  ? undefined
                  : (r) => {
                      enterNumber(String(r.racingNumber ?? ''));
                      setMode('number');
                    }
              }
            />
          )
        )}
      </div>

      <Stack gap="sm">
        <ObserverBar data={data} offlineReady={offlineReady} refresh={refresh} />
        <InstallPrompt />
        {section !== null && !stop && <SectionStats data={data} scores={scores} section={section} />}
      </Stack>

      <SectionPicker
        opened={picking}
        sectionCount={stage.sectionCount}
        section={section}
        assigned={assigned}
        onChoose={choose}
        onClose={() => setPicking(false)}
      />
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
