/** For tests of the exports (no ExcelJS import, so e2e specs can use it with their own bundle of it). */

/**
 * What a spreadsheet program shows of a cell: a date or time cell (ExcelJS reads it as a Date, the
 * serial's wall clock in UTC) in its cell's number format, anything else as its value.
 */
export function shownValue<V>(cell: { value: V; numFmt: string }): V | string | null {
  const value = cell.value ?? null;
  if (!(value instanceof Date)) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  const parts: Record<string, string> = {
    yyyy: String(value.getUTCFullYear()),
    dd: pad(value.getUTCDate()),
    hh: pad(value.getUTCHours()),
    ss: pad(value.getUTCSeconds()),
  };
  // 'mm' is the month after a day or a year and the minutes after hours, as in Excel's own formats.
  return cell.numFmt.replace(/yyyy|dd|hh|ss|mm/g, (token, at: number, format: string) =>
    token === 'mm'
      ? /h+[^a-z]*$/.test(format.slice(0, at))
        ? pad(value.getUTCMinutes())
        : pad(value.getUTCMonth() + 1)
      : parts[token]!,
  );
}
