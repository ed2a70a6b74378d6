import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { type JudgingStage, MAX_HELD_OPS, type ObserverStatus } from '@trialhub/domain';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api';
import { handoffLink, requestHandoff } from './observers-api';
import { listOps } from './outbox';
import classes from './judge-app.module.css';
import { QrCode } from '../../shared/qr-code';
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
 * The judge app's line for an observer without an account: who scores, the hand-off to another
 * phone, and, once this phone stopped, that it still sends what it holds.
 */
export function ObserverBar({
  data,
  pending,
  refused,
  refresh,
}: {
  data: JudgingStage;
  pending: number;
  /** Scores the server did not accept: race control has them, the observer should say so (issue #35). */
  refused: number;
  refresh: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const observer = data.judge.observer;
  const [handing, setHanding] = useState(false);
  if (!observer) return null;
  const stop = observerStop(observer);
  return (
    <Stack gap={6} data-testid="observer-bar">
      {/* A full-size button needs the line to itself on a phone: it wraps under the name then, whole. */}
      <Group justify="space-between" gap="xs">
        <Text size="sm" truncate style={{ flex: '1 1 12rem', minWidth: 0 }}>
          {t('observe.scoringAs', { name: data.judge.name })}
        </Text>
        {!stop && (
          <Button
            className={classes.touch}
            style={{ flex: '1 0 auto' }}
            variant="light"
            leftSection={<IconArrowsExchange size={18} />}
            onClick={() => setHanding(true)}
          >
            {t('observe.handOver')}
          </Button>
        )}
      </Group>
      {stop && (
        <Alert
          color={refused > 0 ? 'red' : pending > 0 ? 'orange' : 'gray'}
          data-testid="observer-stopped"
          title={t(`observe.stopped.${stop}`)}
        >
          {pending > 0 && t('observe.stillSending', { count: pending })}
          {pending > 0 && refused > 0 && ' '}
          {refused > 0 && t('observe.notAccepted', { count: refused })}
          {pending === 0 && refused === 0 && t('observe.allDelivered')}
        </Alert>
      )}
      <Modal
        opened={handing && !stop}
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
