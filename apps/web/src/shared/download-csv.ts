/**
 * Saves CSV text as `{name}.csv`: UTF-8 with a byte-order mark, so Excel shows Latvian and Estonian
 * letters right.
 */
export function downloadCsv(name: string, text: string) {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}.csv`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
