import { Button } from '@mantine/core';
import type { PublicStage } from '@trialhub/domain';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OnDemandMenu } from '../../shared/on-demand-menu';
import type { ClassBlock } from './results-model';

/**
 * The export menu above each class's results (everyone: the same data the page shows). One item per
 * format; the menu and the sheet writers load on the first click (issue #20).
 */
export function ClassExportMenu(props: { stage: PublicStage; block: ClassBlock }) {
  const { t } = useTranslation();
  return (
    <OnDemandMenu
      target={
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconDownload size={14} />}
          // The page has a stage-wide Export (PDF) too: each class's menu says whose results it exports.
          aria-label={t('export.classMenu', { name: props.block.name })}
        >
          {t('export.menu')}
        </Button>
      }
      load={() => import('./class-export-items')}
    >
      {({ ClassExportItems }) => <ClassExportItems {...props} />}
    </OnDemandMenu>
  );
}
