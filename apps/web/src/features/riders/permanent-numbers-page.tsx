import '@mantine/core/styles/Table.css';
import { Alert, Anchor, Container, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { riderPath } from '@trialhub/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError, api } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';
import { hasRole, useSession } from '../../shared/session';
import { NumberRequest } from './number-request';
import { NumbersAssign } from './numbers-assign';

/**
 * The public list of a championship's permanent numbers (issue #38, decision 079): number, class when
 * numbers are per class, the holder and club — a holder who hid their rider page is listed unnamed.
 */
export function PermanentNumbersPage() {
  const { t } = useTranslation();
  const { institutionId = '', championshipId = '' } = useParams();
  const { data: session } = useSession();
  const queryKey = ['permanent-numbers', institutionId, championshipId] as const;
  const { data, isPending, error } = useQuery({
    queryKey,
    queryFn: () =>
      api(`/api/permanent-numbers/${encodeURIComponent(institutionId)}/${encodeURIComponent(championshipId)}`),
    retry: (count, e) => !(e instanceof ApiError && e.status === 404) && count < 2,
  });
  useDocumentTitle(t('numbers.title'), data?.championship.displayName);
  if (isPending)
    return (
      <Container size="md" py="xl">
        <Skeleton height={36} width="50%" mb="md" />
        <Skeleton height={200} />
      </Container>
    );
  if (error || !data)
    return (
      <Container size="md" py="xl">
        <Alert color="red">
          {t(error instanceof ApiError && error.status === 404 ? 'stage.notFound' : 'errors.refreshAndTryAgain')}
        </Alert>
      </Container>
    );
  const { championship, numbers, perClass } = data;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <div>
          <Anchor
            component={Link}
            size="sm"
            fw={700}
            tt="uppercase"
            to={`/competitions/${championship.institutionId}/${championship.slug}`}
          >
            {championship.displayName}
          </Anchor>
          <Title order={1}>{t('numbers.title')}</Title>
          <Text c="dimmed">{t('numbers.intro', { championship: championship.displayName })}</Text>
        </div>
        {data.issued && session && <NumberRequest page={data} queryKey={queryKey} />}
        {data.issued && hasRole(session?.user, 'secretary') && <NumbersAssign page={data} queryKey={queryKey} />}
        {numbers.length === 0 ? (
          <Text>{t('numbers.none')}</Text>
        ) : (
          <Table striped data-testid="permanent-numbers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={64}>{t('numbers.col.number')}</Table.Th>
                {perClass && <Table.Th>{t('numbers.col.class')}</Table.Th>}
                <Table.Th>{t('numbers.col.rider')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('numbers.col.club')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {numbers.map((n) => (
                <Table.Tr key={`${n.racingClass ?? ''}-${n.number}`}>
                  <Table.Td fw={700}>{n.number}</Table.Td>
                  {perClass && <Table.Td>{n.racingClass}</Table.Td>}
                  <Table.Td>
                    {n.riderId && n.name ? (
                      <Anchor component={Link} to={riderPath(n.riderId)}>
                        {n.name}
                      </Anchor>
                    ) : (
                      <Text span c="dimmed">
                        {t('numbers.hiddenRider')}
                      </Text>
                    )}
                    {n.clubId && (
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        {n.clubId}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{n.clubId}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Container>
  );
}
