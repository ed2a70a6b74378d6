import type { PublicStage, ResultsState } from '@trialhub/domain';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadXlsx } from '../../shared/download';
import { currentLanguage } from '../../shared/i18n';
import { OnDemandMenuItem } from '../../shared/on-demand-menu';
import type { ClassBlock } from './results-model';
import { resultsStateKey } from './results-state';
import { stageBook } from './results-sheets';

/** "Excel, all classes" in the results page's export menu: one workbook, a sheet per class (issue #41 point 6). */
export function StageWorkbookItem({ stage, blocks }: { stage: PublicStage; blocks: readonly ClassBlock[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <OnDemandMenuItem
      leftSection={<IconFileSpreadsheet size={14} />}
      data-testid="stage-workbook"
      onClick={() => {
        // The state the page shows now (kept live by the results topic).
        const state = queryClient.getQueryData<ResultsState>(resultsStateKey(stage.id));
        void downloadXlsx(
          `${stage.stageId}-results`,
          stageBook(stage, blocks, t, currentLanguage(), state),
          t('errors.refreshAndTryAgain'),
        );
      }}
    >
      {t('export.stageWorkbook')}
    </OnDemandMenuItem>
  );
}
