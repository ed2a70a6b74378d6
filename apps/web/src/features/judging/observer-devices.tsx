import { Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import type { ObserverCredential, ObserverDevice, PublicStage } from '@trialhub/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatTimestamp } from '../../shared/dates';
import { withSavingToasts } from '../../shared/saving-toast';
import { acceptRefused, dismissRefused, observersKey } from './observers-api';
import { TraineeMark, TraineeScores } from './trainee-scores';

/**
 * Which cut-off stopped a phone first (its late scores are named by it, issue #35): the hand-off,
 * the revocation, or else the expiry.
 */
function cutoffOf(credential: ObserverCredential, device: ObserverDevice): 'handedOff' | 'afterRevocation' | 'expired' {
  const stops = [
    { at: device.handedOffAt, reason: 'handedOff' as const },
    { at: credential.revokedAt, reason: 'afterRevocation' as const },
  ].filter((s): s is { at: string; reason: 'handedOff' | 'afterRevocation' } => s.at !== null);
  const first = stops.sort((a, b) => Date.parse(a.at) - Date.parse(b.at))[0];
  return first && Date.parse(first.at) < Date.parse(credential.expiresAt) ? first.reason : 'expired';
}

/**
 * A phone's taps the server refused: what, for whom, when tapped and why (issue #35); race control
 * accepts one (counted once, as the phone's, accepted by the secretary) or dismisses it.
 */
function RefusedTaps({ device, stage }: { device: ObserverDevice; stage: PublicStage }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const handle = async (opId: string, accept: boolean) => {
    await withSavingToasts(
      {
        pending: t('judges.toast.saving'),
        success: t(accept ? 'observers.accepted' : 'observers.dismissed'),
        error: t('judges.toast.saveError'),
      },
      t,
      async () => {
        if (!accept) return dismissRefused(stage.id, opId);
        const outcome = await acceptRefused(stage.id, opId);
        // The stage may still refuse it (approved meanwhile): say why instead of "accepted".
        if (outcome.outcome !== 'applied') throw new Error(t(`judge.reject.${outcome.reason ?? 'unknown'}`));
      },
    );
    await queryClient.invalidateQueries({ queryKey: observersKey(stage.id) });
  };
  return (
    <Stack gap={6} mt={6} data-testid="observer-refused">
      <Text c="red" fw={700} size="sm">
        {t('observers.refused', { count: device.refused.length })}
      </Text>
      {device.refused.map((r) => (
        <Stack key={r.opId} gap={4} data-testid="observer-refused-tap">
          <Text size="sm" c="red">
            {t('observers.refusedLine', {
              rider: [r.racingNumber === null ? null : `#${r.racingNumber}`, r.riderName ?? '?']
                .filter(Boolean)
                .join(' '),
              section: r.section,
              lap: r.lap,
              points: r.kind === 'clear' ? t('observers.refusedUndo') : (r.points ?? '–'),
              time: formatTimestamp(r.at, stage.timeZone),
            })}
            <Text span display="block" size="xs" c="dimmed">
              {t(`judge.reject.${r.reason}`)}
            </Text>
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => void handle(r.opId, true)}>
              {t('observers.accept')}
            </Button>
            <Button size="xs" variant="default" onClick={() => void handle(r.opId, false)}>
              {t('observers.dismiss')}
            </Button>
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * Race control per phone (issue #17): each credential with the phones holding it: who, which
 * section, last sync, what the phone still holds, scores that arrived after revocation or hand-off.
 */
export function ObserverDevices({
  stage,
  credentials,
  onRevoke,
}: {
  stage: PublicStage;
  credentials: ObserverCredential[];
  onRevoke: (stageId: string, credentialId: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [revoking, setRevoking] = useState<ObserverCredential | null>(null);
  if (credentials.length === 0) return <Text c="dimmed">{t('observers.none')}</Text>;
  const when = (iso: string | null) => (iso ? formatTimestamp(iso, stage.timeZone) : t('judges.neverSynced'));
  const revoke = async (credential: ObserverCredential) => {
    setRevoking(null);
    await withSavingToasts(
      { pending: t('judges.toast.saving'), success: t('observers.revoked'), error: t('judges.toast.saveError') },
      t,
      () => onRevoke(stage.id, credential.id),
    );
    await queryClient.invalidateQueries({ queryKey: observersKey(stage.id) });
  };
  return (
    <>
      <Stack gap="xs" data-testid="observer-devices">
        {credentials.map((c) => (
          <Card key={c.id} withBorder radius="sm" p="xs" data-testid="observer-row">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={0}>
                <Text fw={700}>
                  {c.name} · {c.section === null ? t('observers.wholeStage') : t('observers.section', { n: c.section })}
                </Text>
                <Text size="xs" c="dimmed">
                  {c.revokedAt
                    ? t('observers.revokedAt', { time: formatDateTime(c.revokedAt, stage.timeZone) })
                    : t('observers.validUntilShown', { time: formatDateTime(c.expiresAt, stage.timeZone) })}
                </Text>
                <TraineeMark stage={stage} credential={c} />
              </Stack>
              {c.revokedAt ? (
                <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
                  {t('observers.revokedBadge')}
                </Badge>
              ) : (
                <Button size="xs" color="red" variant="light" onClick={() => setRevoking(c)} style={{ flexShrink: 0 }}>
                  {t('observers.revoke')}
                </Button>
              )}
            </Group>
            <Stack gap={2} mt={4}>
              {c.devices.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('observers.notOpened')}
                </Text>
              )}
              {c.devices.map((d) => (
                <Fragment key={d.id}>
                  <Text size="sm" data-testid="observer-device">
                    <IconDeviceMobile size={14} style={{ verticalAlign: 'middle' }} /> <b>{d.name}</b>
                    {' · '}
                    {t('judges.lastSync', { time: when(d.lastSyncAt) })}
                    {d.pendingCount !== null && d.pendingCount > 0 && (
                      <Text span c="orange" fw={600}>
                        {' · '}
                        {t('observers.pending', { count: d.pendingCount })}
                      </Text>
                    )}
                    {d.handedOffAt && (
                      <Text span c="dimmed">
                        {' · '}
                        {t('observers.handedOff', { time: formatTimestamp(d.handedOffAt, stage.timeZone) })}
                      </Text>
                    )}
                    {d.lateCount > 0 && (
                      <Text span c="grape" fw={600} data-testid="observer-late">
                        {' · '}
                        {t(`observers.lateAfter.${cutoffOf(c, d)}`, { count: d.lateCount })}
                      </Text>
                    )}
                  </Text>
                  {d.refused.length > 0 && <RefusedTaps device={d} stage={stage} />}
                </Fragment>
              ))}
              <TraineeScores credential={c} />
            </Stack>
          </Card>
        ))}
      </Stack>
      <Modal opened={revoking !== null} onClose={() => setRevoking(null)} title={t('observers.revokeTitle')} centered>
        <Stack>
          <Text>{t('observers.revokeConfirm', { name: revoking?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRevoking(null)}>
              {t('judges.cancel')}
            </Button>
            <Button color="red" onClick={() => revoking && void revoke(revoking)}>
              {t('observers.revoke')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
