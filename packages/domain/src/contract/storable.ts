import { z } from 'zod';

/**
 * Bounds of what PostgreSQL stores, for contract fields whose values reach a column as they are.
 * Past them the database fails the statement, a 500 instead of a field message (issue 15, fuzzing).
 */
export const MAX_INT4 = 2_147_483_647;

/**
 * An ISO date-time a timestamp column can hold: UTC year 1–9999. `z.iso.datetime` alone takes year
 * 0000, which PostgreSQL rejects, and an offset can carry a date past either end once it is in UTC.
 */
export function storableDateTime(params?: Parameters<typeof z.iso.datetime>[0]) {
  const message = typeof params === 'object' && params?.message ? params.message : undefined;
  return z.iso.datetime(params).refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 1 && year <= 9999;
  }, message);
}
