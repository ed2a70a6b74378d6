import '@mantine/core/styles/Table.css';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { ObserverCredential, PublicStage } from '@trialhub/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../shared/i18n';
import { numberFormat } from '../../shared/intl';
import { withSavingToasts } from '../../shared/saving-toast';
import { observersKey, setObserverTrainee } from './observers-api';

/**
 * A credential's trainee mark on the judges page (issue #35 point 11, decision 029): the badge, and
 * while none of its phones has sent a score, the switch between trainee and counted.
 */
export function TraineeMark({ stage, credential }: { stage: PublicStage; credential: ObserverCredential }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = async () => {
    await withSavingToasts(
      {
        pending: t('judges.toast.saving'),
        success: t('judges.toast.saved'),
        error: t('judges.toast.saveError'),
      },
      t,
      () => setObserverTrainee(stage.id, credential.id, !credential.trainee),
    );
    await queryClient.invalidateQueries({ queryKey: observersKey(stage.id) });
  };
  return (
    <Group gap="xs">
      {credential.trainee && (
        <Badge color="violet" variant="light" data-testid="trainee-badge">
          {t('observers.trainee')}
        </Badge>
      )}
      {!credential.scored && !credential.revokedAt && (
        <Button size="compact-xs" variant="subtle" onClick={() => void toggle()}>
          {t(credential.trainee ? 'observers.makeCounted' : 'observers.makeTrainee')}
        </Button>
      )}
    </Group>
  );
}

/**
 * A trainee's scores beside the counted ones, with how often they agree (equal / compared where a
 * counted score exists): race control sees how the new volunteer does.
 */
export function TraineeScores({ credential }: { credential: ObserverCredential }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { agreement, traineeScores: scores } = credential;
  if (!credential.trainee || !agreement) return null;
  const percent =
    agreement.percent === null
      ? null
      : numberFormat(intlLocale(), { style: 'percent' }).format(agreement.percent / 100);
  return (
    <Stack gap={4} mt={6} data-testid="trainee-scores">
      <Text size="sm" c="violet" fw={600}>
        {t('observers.traineeNotCounted')}
      </Text>
      <Text size="sm" data-testid="trainee-agreement">
        {percent === null
          ? t('observers.agreementNone')
          : t('observers.agreement', { percent, equal: agreement.equal, compared: agreement.compared })}
      </Text>
      {scores.length > 0 && (
        <Button size="compact-sm" variant="subtle" w="fit-content" px={0} onClick={() => setOpen((o) => !o)}>
          {open ? t('observers.hideScores') : t('observers.showScores', { count: scores.length })}
        </Button>
      )}
      {open && (
        <Table.ScrollContainer minWidth={0}>
          <Table verticalSpacing={4} fz="sm" data-testid="trainee-score-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('observers.rider')}</Table.Th>
                <Table.Th ta="right">{t('observers.trainee')}</Table.Th>
                <Table.Th ta="right">{t('observers.counted')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {scores.map((s) => {
                const differs = s.counted !== null && s.counted.points !== s.points;
                return (
                  <Table.Tr key={`${s.participantId}/${s.section}/${s.lap}/${s.at}`} data-testid="trainee-score">
                    <Table.Td>
                      {[s.racingNumber === null ? null : `#${s.racingNumber}`, s.riderName ?? '?']
                        .filter(Boolean)
                        .join(' ')}
                      <Text size="xs" c="dimmed">
                        {t('observers.slotLine', { section: s.section, lap: s.lap })}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" fw={700} c={differs ? 'red' : undefined}>
                      {s.points}
                    </Table.Td>
                    <Table.Td ta="right" c={s.counted ? undefined : 'dimmed'}>
                      {s.counted ? s.counted.points : '–'}
                      {s.counted?.judge && (
                        <Text size="xs" c="dimmed">
                          {s.counted.judge}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
