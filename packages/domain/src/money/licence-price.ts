import type { Cents } from './cents.js';

/** One-event licence prices of a championship: an adult price and cheaper bands for the young. */
export interface OneEventPrices {
  adultCents: Cents;
  bands: readonly { underAge: number; cents: Cents }[];
}

/**
 * The price of a one-event licence for a rider of `age` on the stage's date (decision 079): the band
 * with the lowest age limit the rider is under (€10 under 16), else the adult price (€25).
 */
export function oneEventLicenceCents(prices: OneEventPrices, age: number): Cents {
  const band = [...prices.bands].sort((a, b) => a.underAge - b.underAge).find((b) => age < b.underAge);
  return band ? band.cents : prices.adultCents;
}
