import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { StageLeaseDetail, StageLeaseRecord } from '@trialhub/domain';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api';
import { forceBack, keptCommandsKey, stageLeaseKey } from './stage-lease-api';

function Row({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid={testId}>
      <Text size="sm" style={{ minWidth: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={700} style={{ flex: 'none' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * How far the laptop's log reached this server: the highest sequence it reported in its last contact
 * against the highest applied here, and the difference (what the server has not received, decision 085).
 */
function Sequences({ last }: { last: StageLeaseRecord }) {
  const { t } = useTranslation();
  const missing = Math.max(0, last.reportedSequence - last.receivedSequence);
  // Kept narrow: on a wide screen a label and its number far apart are hard to read across.
  return (
    <Stack gap={4} maw={480}>
      <Row
        label={t('stageLease.state.lastContact')}
        value={last.lastContactTime ?? t('stageLease.state.never')}
        testId="lease-last-contact"
      />
      <Row label={t('stageLease.state.reported')} value={last.reportedSequence} testId="lease-reported" />
      <Row label={t('stageLease.state.received')} value={last.receivedSequence} testId="lease-received" />
      {missing > 0 && (
        <Text size="sm" c="orange.8" fw={700} data-testid="lease-missing">
          {t(last.state === 'out' ? 'stageLease.state.waiting' : 'stageLease.state.neverReceived', {
            n: missing,
            from: last.receivedSequence + 1,
            to: last.reportedSequence,
          })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The stage's lease: while out, the laptop holding it since when (the same sentence an edit's refusal
 * gives), its sequences and, for an admin, force-back; once ended, how: handed back with the digest both
 * sides agreed on, or forced back with what the server never received.
 */
export function LeaseStatus({
  stageId,
  lease,
  last,
  isAdmin,
}: {
  stageId: string;
  lease: StageLeaseDetail['lease'];
  last: StageLeaseRecord | null;
  isAdmin: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const takeBack = async (device: string) => {
    if (!window.confirm(t('stageLease.forceBack.confirm', { device }))) return;
    setBusy(true);
    setError(null);
    try {
      await forceBack(stageId);
      await queryClient.invalidateQueries({ queryKey: stageLeaseKey(stageId) });
      await queryClient.invalidateQueries({ queryKey: keptCommandsKey(stageId) });
    } catch (e) {
      setError(e instanceof ApiError ? e.messageKey : 'errors.network');
    } finally {
      setBusy(false);
    }
  };

  if (lease) {
    return (
      <Card withBorder padding="lg" data-testid="lease-out">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('stageLease.state.title')}
          </Title>
          <Alert color="orange" data-testid="venue-lease">
            {t('venue.checkedOut', { device: lease.deviceName, time: lease.time })}
          </Alert>
          {last && <Sequences last={last} />}
          {isAdmin ? (
            <Stack gap="xs" mt="xs">
              <Text size="sm" c="dimmed">
                {t('stageLease.forceBack.hint')}
              </Text>
              <Button
                color="red"
                variant="outline"
                loading={busy}
                leftSection={<IconArrowBackUp size={16} />}
                style={{ alignSelf: 'flex-start' }}
                onClick={() => void takeBack(lease.deviceName)}
              >
                {t('stageLease.forceBack.button')}
              </Button>
              {error && <Alert color="red">{t(error)}</Alert>}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('stageLease.forceBack.secretaryHint')}
            </Text>
          )}
        </Stack>
      </Card>
    );
  }
  if (!last) return null;
  return (
    <Card withBorder padding="lg" data-testid={`lease-${last.state}`}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('stageLease.ended.title')}
        </Title>
        {last.state === 'returned' ? (
          <>
            <Alert color="forest">
              {t('stageLease.ended.returned', { device: last.deviceName, time: last.endedTime ?? '' })}
            </Alert>
            {last.digest && (
              <Stack gap={2}>
                <Text size="sm">{t('stageLease.ended.digest')}</Text>
                <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="lease-digest">
                  {last.digest}
                </Text>
              </Stack>
            )}
          </>
        ) : (
          <>
            <Alert color="red" data-testid="lease-forced-note">
              {t('stageLease.ended.forced', { device: last.deviceName, time: last.endedTime ?? '' })}
            </Alert>
            <Sequences last={last} />
            {last.reportedSequence <= last.receivedSequence && (
              <Text size="sm" c="forest.8" fw={700} data-testid="lease-complete">
                {t('stageLease.state.allReceived')}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
