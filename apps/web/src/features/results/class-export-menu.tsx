import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { Button, Menu } from '@mantine/core';
import type { PublicStage } from '@trialhub/domain';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '../../shared/download-csv';
import { currentLanguage } from '../../shared/i18n';
import { sheetCsv } from '../../shared/sheet';
import { downloadXlsx } from '../../shared/download';
import type { ClassBlock } from './results-model';
import { classTable, classTitle } from './results-sheets';

interface ItemProps {
  stage: PublicStage;
  block: ClassBlock;
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
  return (
    <Menu.Item
      leftSection={<IconFileSpreadsheet size={14} />}
      onClick={() =>
        void downloadXlsx(
          `${stage.stageId}-${block.name}`,
          { title: classTitle(stage, block, t, currentLanguage()), sheets: [classTable(block, t, stage.timeZone)] },
          t('errors.refreshAndTryAgain'),
        )
      }
    >
      {t('export.xlsx')}
    </Menu.Item>
  );
}

/** The export menu above each class's results (everyone: the same data the page shows). One item per format. */
export function ClassExportMenu(props: ItemProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconDownload size={14} />}
          // The page has a stage-wide Export (PDF) too: each class's menu says whose results it exports.
          aria-label={t('export.classMenu', { name: props.block.name })}
        >
          {t('export.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <ClassCsvItem {...props} />
        <ClassXlsxItem {...props} />
      </Menu.Dropdown>
    </Menu>
  );
}
