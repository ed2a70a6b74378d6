import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Table.css';
import { Anchor, Modal, Stack, Table, Text } from '@mantine/core';
import type { RankedStanding, StandingsStage } from '@trialhub/domain';
import { useTranslation } from 'react-i18next';
import { riderEntryPath } from '../../shared/paths';
import { stageHeading } from './stage-heading';

/** The standing's latest entry (`stage/participant`), whose rider page the dialog links to. */
function riderEntry(standing: RankedStanding): [string, string] | null {
  const id = [...standing.results].reverse().find((r) => r.resultId)?.resultId;
  const slash = id?.indexOf('/') ?? -1;
  return id && slash > 0 ? [id.slice(0, slash), id.slice(slash + 1)] : null;
}

/** The dialog of RiderSeason (rider-season.tsx), loaded when the first rider's season opens. */
export default function RiderSeasonModal({
  standing,
  stages,
  onClose,
}: {
  standing: RankedStanding | null;
  stages: StandingsStage[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={standing !== null}
      onClose={onClose}
      size="lg"
      title={standing ? `${standing.name}${standing.racingNumber !== null ? ` #${standing.racingNumber}` : ''}` : ''}
    >
      {standing && (
        <Stack gap="sm" data-testid="rider-season">
          <Text>
            {t('standings.season.summary', {
              group: standing.group,
              position: standing.position,
              total: standing.total,
              club: standing.clubId ?? '-',
            })}
          </Text>
          {riderEntry(standing) && (
            <Anchor href={riderEntryPath(...riderEntry(standing)!)} fw={600} data-testid="rider-page-link">
              {t('riders.open')}
            </Anchor>
          )}
          <Table.ScrollContainer minWidth={320}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('standings.season.stage')}</Table.Th>
                  <Table.Th>{t('standings.season.points')}</Table.Th>
                  <Table.Th>{t('standings.season.competitionPoints')}</Table.Th>
                  <Table.Th>{t('standings.col.class')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {stages.map((s) => {
                  const e = standing.results.find((r) => r.order === s.order && r.title !== null);
                  return (
                    <Table.Tr key={s.id}>
                      <Table.Td>
                        {e?.url ? (
                          <Anchor href={e.url} target="_blank" rel="noopener noreferrer">
                            {stageHeading(s)}
                          </Anchor>
                        ) : (
                          stageHeading(s)
                        )}
                      </Table.Td>
                      <Table.Td fw={700}>{e ? (e.resultStatus ?? e.points) : t('standings.season.notRidden')}</Table.Td>
                      <Table.Td>{e && !e.resultStatus ? e.positionAbsolutePoints : ''}</Table.Td>
                      <Table.Td>{e?.racingClass ?? ''}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Modal>
  );
}
