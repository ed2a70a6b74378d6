import { type Page } from '@playwright/test';
import { expect, test } from './test';

/**
 * Official documents (issue #19): the export menus of the results and standings pages open the PDF
 * in a new tab, in the UI language, and what arrives is a PDF.
 */
const championship = `/competitions/demo/baltic-cup-${new Date().getFullYear()}`;

/** Clicks Export → PDF and returns what the new tab received: its address, type and first bytes. */
async function openPdf(page: Page, exportLabel: string, pdfLabel: string) {
  await page.getByRole('button', { name: exportLabel, exact: true }).click();
  const item = page.getByRole('menuitem', { name: pdfLabel });
  const received = page.context().waitForEvent('response', (r) => new URL(r.url()).pathname.endsWith('.pdf'));
  const [popup] = await Promise.all([page.waitForEvent('popup'), item.click()]);
  const response = await received;
  await expect(popup).toHaveURL(response.url());
  // Chromium hands the tab's bytes to its PDF viewer (body() gives the viewer's page): read the same
  // address again, with the same session, for the file itself.
  const bytes = await (await page.request.get(response.url())).body();
  await popup.close();
  return {
    url: new URL(response.url()),
    status: response.status(),
    type: response.headers()['content-type'],
    magic: bytes.subarray(0, 5).toString('latin1'),
  };
}

test('the results page opens the stage’s results PDF in the UI language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'lv'));
  await page.goto(`${championship}/round-2-tartu/results`);
  await expect(page.getByRole('heading', { name: /Rezultāti/ })).toBeVisible();
  const pdf = await openPdf(page, 'Eksportēt', 'PDF (oficiālais dokuments)');
  expect(pdf.url.pathname).toMatch(/^\/api\/stages\/[^/]+\/results\.pdf$/);
  expect(pdf.url.searchParams.get('lang')).toBe('lv');
  expect([pdf.status, pdf.type, pdf.magic]).toEqual([200, 'application/pdf', '%PDF-']);
});

test('the standings page opens the championship’s standings PDF', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
  await page.goto(championship);
  await expect(page.getByTestId('standings-badge')).toBeVisible();
  const pdf = await openPdf(page, 'Export', 'PDF (official document)');
  expect(pdf.url.pathname).toBe(`/api/standings/demo/baltic-cup-${new Date().getFullYear()}/standings.pdf`);
  expect(pdf.url.searchParams.get('lang')).toBe('en');
  expect([pdf.status, pdf.type, pdf.magic]).toEqual([200, 'application/pdf', '%PDF-']);
});
