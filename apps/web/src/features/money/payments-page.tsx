import '@mantine/core/styles/Input.css';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StageSubpage, useRouteStage } from '../../shared/stage-subpage';
import { FeeSettingsForm } from './fee-settings-form';
import { feesKey, fetchFees, fetchStagePayments, stagePaymentsKey } from '../../shared/money-api';
import { PaymentsList } from './payments-list';
import { StatementImport } from './statement-import';

/** Fees and payments (issue #39): `/competitions/{institution}/{championship}/{stage}/payments`, secretary. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const { stage } = useRouteStage();
  const id = stage.data?.id;
  const fees = useQuery({ queryKey: feesKey(id ?? ''), queryFn: () => fetchFees(id!), enabled: !!id });
  const payments = useQuery({
    queryKey: stagePaymentsKey(id ?? ''),
    queryFn: () => fetchStagePayments(id!),
    enabled: !!id,
  });
  return (
    <StageSubpage
      title={t('money.payments.title')}
      intro={t('money.payments.intro')}
      stage={stage.data}
      ready={!!fees.data && !!payments.data}
      failed={stage.isError || fees.isError || payments.isError}
    >
      {(stage) => (
        <>
          <FeeSettingsForm key={JSON.stringify(fees.data)} stage={stage} fees={fees.data!} />
          <FeeSettingsForm
            key={`championship-${JSON.stringify(fees.data)}`}
            stage={stage}
            fees={fees.data!}
            scope="championship"
          />
          <PaymentsList stage={stage} payments={payments.data!} />
          <StatementImport stageId={stage.id} />
        </>
      )}
    </StageSubpage>
  );
}
