import '@mantine/core/styles/Input.css';
import { Alert, Anchor, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PublicStage } from '@trialhub/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { api } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';
import { FeeSettingsForm } from './fee-settings-form';
import { feesKey, fetchFees, fetchStagePayments, stagePaymentsKey } from '../../shared/money-api';
import { PaymentsList } from './payments-list';
import { StatementImport } from './statement-import';

/** Fees and payments (issue #39): `/competitions/{institution}/{championship}/{stage}/payments`, secretary. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const { institutionId = '', championshipId = '', stageId = '' } = useParams();
  const path = `/competitions/${institutionId}/${championshipId}/${stageId}`;
  const stage = useQuery({
    queryKey: ['stage', institutionId, championshipId, stageId],
    queryFn: () => api<PublicStage>(`/api${path}`),
  });
  const id = stage.data?.id;
  useDocumentTitle(t('money.payments.title'), stage.data?.title);
  const fees = useQuery({ queryKey: feesKey(id ?? ''), queryFn: () => fetchFees(id!), enabled: !!id });
  const payments = useQuery({
    queryKey: stagePaymentsKey(id ?? ''),
    queryFn: () => fetchStagePayments(id!),
    enabled: !!id,
  });
  if (stage.isError || fees.isError || payments.isError) {
    return (
      <Container size="md" py="xl">
        <Alert color="red">{t('errors.refreshAndTryAgain')}</Alert>
      </Container>
    );
  }
  if (!stage.data || !fees.data || !payments.data) {
    return (
      <Container size="md" py="xl">
        <Stack>
          <Skeleton h={32} w="50%" />
          <Skeleton h={160} />
        </Stack>
      </Container>
    );
  }
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={path} size="sm" fw={700} c="dimmed">
            {stage.data.title}
          </Anchor>
          <Title order={1}>{t('money.payments.title')}</Title>
          <Text c="dimmed">{t('money.payments.intro')}</Text>
        </Stack>
        <FeeSettingsForm key={JSON.stringify(fees.data)} stage={stage.data} fees={fees.data} />
        <FeeSettingsForm
          key={`championship-${JSON.stringify(fees.data)}`}
          stage={stage.data}
          fees={fees.data}
          scope="championship"
        />
        <PaymentsList stage={stage.data} payments={payments.data} />
        <StatementImport stageId={stage.data.id} />
      </Stack>
    </Container>
  );
}
