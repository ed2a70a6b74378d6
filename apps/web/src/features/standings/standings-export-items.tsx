import { Menu } from '@mantine/core';
import type { StandingsTables, StandingsView } from '@trialhub/domain';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '../../shared/download-csv';
import { currentLanguage } from '../../shared/i18n';
import { exportedAt, sheetCsv } from '../../shared/sheet';
import { downloadXlsx } from '../../shared/download';
import { type StandingsSheetView, standingsSheetTitle, standingsTablesFor } from './standings-sheets';

interface ItemProps {
  view: StandingsView;
  tables: StandingsTables;
}

const CSV_NAME: Record<StandingsSheetView, string> = {
  individual: 'standings',
  club: 'club-standings',
  team: 'team-standings',
};

/** The standings view on screen (individual, club or team) as CSV in the UI language's convention. */
export function StandingsCsvItem({ view, tables, current }: ItemProps & { current: StandingsSheetView }) {
  const { t } = useTranslation();
  const save = () => {
    const all = standingsTablesFor(view.championship, tables, t);
    const shown = all[current] ? current : 'individual';
    downloadCsv(`${view.championship.slug}-${CSV_NAME[shown]}`, sheetCsv(all[shown]!, currentLanguage()));
  };
  return (
    <Menu.Item leftSection={<IconFileTypeCsv size={14} />} onClick={save}>
      {t('standings.exportCsv')}
    </Menu.Item>
  );
}

/** Every standings view the championship has, one sheet each, in one workbook. */
export function StandingsXlsxItem({ view, tables }: ItemProps) {
  const { t } = useTranslation();
  const save = () => {
    const all = standingsTablesFor(view.championship, tables, t);
    // The page's badge texts are capitals (APPROVED); the sheet says it in a sentence.
    const status = t(
      view.status === 'approved'
        ? 'export.standingsApproved'
        : view.status === 'published'
          ? 'standings.notApproved'
          : 'standings.notPublished',
    );
    void downloadXlsx(
      `${view.championship.slug}-standings`,
      {
        title: standingsSheetTitle(view.championship, tables, status, exportedAt(t, currentLanguage()), t),
        sheets: [all.individual, all.club, all.team].filter((s) => s !== null),
      },
      t('errors.refreshAndTryAgain'),
    );
  };
  return (
    <Menu.Item leftSection={<IconFileSpreadsheet size={14} />} onClick={save}>
      {t('standings.exportXlsx')}
    </Menu.Item>
  );
}
