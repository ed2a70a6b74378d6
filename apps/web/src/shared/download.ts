import type { SheetBook } from './sheet';
import { showToast } from './toast';
import { xlsxBytes } from './xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Saves bytes or text as a file the browser downloads. */
export function saveFile(name: string, parts: BlobPart[], type: string) {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Builds the workbook and saves it as `{name}.xlsx`. The writer is a chunk of its own, fetched now: when
 * that fails (offline, or a new version replaced the files), the toast says `failed` instead of nothing.
 */
export async function downloadXlsx(name: string, book: SheetBook, failed: string) {
  try {
    saveFile(`${name}.xlsx`, [await xlsxBytes(book)], XLSX_TYPE);
  } catch {
    await showToast({ message: failed, color: 'red' });
  }
}
