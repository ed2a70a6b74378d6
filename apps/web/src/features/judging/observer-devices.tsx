import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { ObserverCredential, PublicStage } from '@trialhub/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatTimestamp } from '../../shared/dates';
import { withSavingToasts } from '../../shared/saving-toast';
import { observersKey } from './observers-api';

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
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing="xs" data-testid="observer-devices">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('observers.name')}</Table.Th>
              <Table.Th>{t('judges.sectionLabel')}</Table.Th>
              <Table.Th>{t('observers.phones')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {credentials.map((c) => (
              <Table.Tr key={c.id} data-testid="observer-row">
                <Table.Td>
                  <Text fw={700}>{c.name}</Text>
                  <Text size="xs" c="dimmed">
                    {c.revokedAt
                      ? t('observers.revokedAt', { time: formatDateTime(c.revokedAt, stage.timeZone) })
                      : t('observers.validUntilShown', { time: formatDateTime(c.expiresAt, stage.timeZone) })}
                  </Text>
                </Table.Td>
                <Table.Td>{c.section ?? t('observers.wholeStageShort')}</Table.Td>
                <Table.Td>
                  <Stack gap={4}>
                    {c.devices.length === 0 && (
                      <Text size="sm" c="dimmed">
                        {t('observers.notOpened')}
                      </Text>
                    )}
                    {c.devices.map((d) => (
                      <Group key={d.id} gap={6} wrap="wrap" data-testid="observer-device">
                        <Text size="sm" fw={600}>
                          {d.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t('judges.lastSync', { time: when(d.lastSyncAt) })}
                        </Text>
                        {d.pendingCount !== null && d.pendingCount > 0 && (
                          <Badge color="orange" variant="light" size="sm">
                            {t('observers.pending', { count: d.pendingCount })}
                          </Badge>
                        )}
                        {d.handedOffAt && (
                          <Badge color="gray" variant="light" size="sm">
                            {t('observers.handedOff', { time: formatTimestamp(d.handedOffAt, stage.timeZone) })}
                          </Badge>
                        )}
                        {d.lateCount > 0 && (
                          <Badge color="grape" variant="light" size="sm" data-testid="observer-late">
                            {t('observers.late', { count: d.lateCount })}
                          </Badge>
                        )}
                      </Group>
                    ))}
                  </Stack>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {c.revokedAt ? (
                    <Badge color="red" variant="light">
                      {t('observers.revokedBadge')}
                    </Badge>
                  ) : (
                    <Button size="xs" color="red" variant="light" onClick={() => setRevoking(c)}>
                      {t('observers.revoke')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
