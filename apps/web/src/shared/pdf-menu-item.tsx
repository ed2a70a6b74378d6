import { Button } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n';
import { OnDemandMenu, OnDemandMenuItem } from './on-demand-menu';

/** The official documents' addresses (issue #19); the server renders them. */
export const resultsPdfPath = (stageId: string) => `/api/stages/${encodeURIComponent(stageId)}/results.pdf`;
export const standingsPdfPath = (institutionId: string, championshipSlug: string) =>
  `/api/standings/${encodeURIComponent(institutionId)}/${encodeURIComponent(championshipSlug)}/standings.pdf`;

/**
 * "PDF" in a page's export menu: opens the official document in a new tab, in the UI language. A plain
 * link, so the browser shows, saves or prints the file itself, and the session cookie goes along (the
 * document shows what the page shows this viewer).
 */
export function PdfMenuItem({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <OnDemandMenuItem
      component="a"
      href={`${path}?lang=${currentLanguage()}`}
      target="_blank"
      rel="noopener"
      leftSection={<IconFileTypePdf size={14} />}
      data-testid="pdf-menu-item"
    >
      {t('documents.pdf')}
    </OnDemandMenuItem>
  );
}

/**
 * An "Export" button with a menu of items (PDF here; other formats join the same menu). The menu's code
 * loads on the first click (OnDemandMenu).
 */
export function ExportMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <OnDemandMenu
      target={
        <Button variant="default" leftSection={<IconDownload size={16} />}>
          {t('documents.export')}
        </Button>
      }
    >
      {children}
    </OnDemandMenu>
  );
}
