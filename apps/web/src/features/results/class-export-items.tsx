import { Menu } from '@mantine/core';
import type { PublicStage, ResultsState } from '@trialhub/domain';
import { useQueryClient } from '@tanstack/react-query';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '../../shared/download-csv';
import { currentLanguage } from '../../shared/i18n';
import { sheetCsv } from '../../shared/sheet';
import { downloadXlsx } from '../../shared/download';
import type { ClassBlock } from './results-model';
import { resultsStateKey } from './results-state';
import { classTable, classTitle } from './results-sheets';

interface ItemProps {
  stage: PublicStage;
  block: ClassBlock;
}

/** The items of a class's export menu (class-export-menu.tsx), loaded with the menu: CSV and XLSX. */
export function ClassExportItems(props: ItemProps) {
  return (
    <>
      <ClassCsvItem {...props} />
      <ClassXlsxItem {...props} />
    </>
  );
}

/** One class's results as CSV in the UI language's convention. */
function ClassCsvItem({ stage, block }: ItemProps) {
  const { t } = useTranslation();
  return (
    <Menu.Item
      leftSection={<IconFileTypeCsv size={14} />}
      onClick={() =>
        downloadCsv(`${stage.stageId}-${block.name}`, sheetCsv(classTable(block, t, stage.timeZone), currentLanguage()))
      }
    >
      {t('export.csv')}
    </Menu.Item>
  );
}

/** One class's results as a workbook, laps × sections included. */
function ClassXlsxItem({ stage, block }: ItemProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Menu.Item
      leftSection={<IconFileSpreadsheet size={14} />}
      onClick={() =>
        void downloadXlsx(
          `${stage.stageId}-${block.name}`,
          {
            // With the results' state the page shows (issue #41 point 6).
            title: classTitle(
              stage,
              block,
              t,
              currentLanguage(),
              new Date(),
              queryClient.getQueryData<ResultsState>(resultsStateKey(stage.id)),
            ),
            sheets: [classTable(block, t, stage.timeZone)],
          },
          t('errors.refreshAndTryAgain'),
        )
      }
    >
      {t('export.xlsx')}
    </Menu.Item>
  );
}
