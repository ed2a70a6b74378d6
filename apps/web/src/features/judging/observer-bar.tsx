import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { type JudgingStage, MAX_HELD_OPS, type ObserverStatus } from '@trialhub/domain';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api';
import { handoffLink, requestHandoff } from './observers-api';
import { listOps } from './outbox';
import classes from './judge-app.module.css';
import { QrCode } from '../../shared/qr-code';
import { OfflineReadyMark } from './offline-ready';
import { thumbCloseButton } from './thumb';

/** Why an observer's phone takes no new scores, or null while it may (decision 029). */
export function observerStop(
  observer: ObserverStatus | undefined,
  now = Date.now(),
): 'handedOff' | 'revoked' | 'expired' | null {
  if (!observer) return null;
  if (observer.handedOffAt) return 'handedOff';
  if (observer.revokedAt) return 'revoked';
  return Date.parse(observer.expiresAt) <= now ? 'expired' : null;
}

/**
 * Under an observer's keypad: whether the phone is ready to work without signal (issue #35), the hand-off to another phone (online), only while this phone may still
 * take scores (a stopped phone says why above its keypad instead: StoppedPanel).
 */
export function ObserverBar({
  data,
  offlineReady,
  refresh,
}: {
  data: JudgingStage;
  /** Whether this phone can reopen and score with no signal (useOfflineReady). */
  offlineReady: boolean;
  refresh: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const observer = data.judge.observer;
  const [handing, setHanding] = useState(false);
  if (!observer || observerStop(observer) || data.stage.resultsLocked) return null;
  return (
    <Stack gap={6} data-testid="observer-bar">
      <OfflineReadyMark ready={offlineReady} />
      {observer.trainee && (
        // One line: the scoring screen must still fit a small phone without scrolling (issue #35 point 7).
        <Alert color="violet" variant="light" py={6} px="xs" data-testid="observer-trainee">
          <Text size="sm" fw={700} c="violet.9">
            {t('observe.trainee')}
          </Text>
        </Alert>
      )}
      <Button
        className={classes.touch}
        variant="light"
        leftSection={<IconArrowsExchange size={18} />}
        onClick={() => setHanding(true)}
      >
        {t('observe.handOver')}
      </Button>
      <Modal
        opened={handing}
        onClose={() => setHanding(false)}
        title={t('observe.handOverTitle')}
        closeButtonProps={thumbCloseButton(t)}
        centered
      >
        {handing && <Handoff stageId={data.stage.id} refresh={refresh} />}
      </Modal>
    </Stack>
  );
}

function Handoff({ stageId, refresh }: { stageId: string; refresh: () => Promise<void> }) {
  const { t } = useTranslation();
  const [code, setCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    // What this phone still holds is named with the request: it counts after the hand-off (decision 029).
    listOps(stageId)
      .then((ops) =>
        requestHandoff(
          ops
            .filter((o) => o.state === 'pending')
            .slice(0, MAX_HELD_OPS)
            .map((o) => o.op.opId),
        ),
      )
      .then(
        (h) => !cancelled && setCode(h.code),
        (e: unknown) =>
          !cancelled && setError(t(e instanceof ApiError && e.status !== 0 ? e.messageKey : 'observe.handoffOffline')),
      );
    return () => {
      cancelled = true;
    };
  }, [t, stageId]);
  // Until the other phone takes over: then this one learns it stopped.
  useEffect(() => {
    if (!code) return;
    const timer = setInterval(() => void refresh(), 3000);
    return () => clearInterval(timer);
  }, [code, refresh]);
  if (error) return <Alert color="red">{error}</Alert>;
  if (!code) return <Loader />;
  return (
    <Stack align="center" gap="sm">
      <QrCode value={handoffLink(code)} testId="handoff-qr" />
      <Text fz={32} fw={800} ff="monospace" lts={4} data-testid="handoff-code">
        {code}
      </Text>
      <Text size="sm" ta="center">
        {t('observe.handOverHint')}
      </Text>
    </Stack>
  );
}
