import { saveFile } from './download';

/**
 * Saves CSV text as `{name}.csv`: UTF-8 with a byte-order mark, so Excel shows Latvian and Estonian
 * letters right.
 */
export function downloadCsv(name: string, text: string) {
  saveFile(`${name}.csv`, ['\uFEFF', text], 'text/csv;charset=utf-8');
}
