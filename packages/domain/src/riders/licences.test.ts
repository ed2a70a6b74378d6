import { describe, expect, it } from 'vitest';
import { oneEventLicenceCents } from '../money/licence-price.js';
import { planLicenceImport, readLicenceCsv } from './licence-import.js';
import { licenceProblem } from './licences.js';

const season = { kind: 'season' as const, validFrom: '2026-01-01', validTo: '2026-06-30' };

describe('licenceProblem on the stage day', () => {
  it('valid on the first and the last day of the licence', () => {
    expect(licenceProblem([season], ['season'], '2026-01-01')).toBeNull();
    expect(licenceProblem([season], ['season'], '2026-06-30')).toBeNull();
  });
  it('expired the day after, with its dates; wrong kind; none', () => {
    expect(licenceProblem([season], ['season'], '2026-07-01')).toMatchObject({
      reason: 'expired',
      validTo: '2026-06-30',
    });
    expect(licenceProblem([{ ...season, kind: 'training' }], ['season'], '2026-03-01')).toMatchObject({
      reason: 'wrongKind',
      has: 'training',
    });
    expect(licenceProblem([], ['season', 'one-event'], '2026-03-01')).toEqual({
      reason: 'none',
      kinds: ['season', 'one-event'],
    });
  });
  it('no kinds required: anyone may enter', () => {
    expect(licenceProblem([], [], '2026-03-01')).toBeNull();
  });
});

describe('one-event licence price by age band', () => {
  const prices = {
    adultCents: 2500,
    bands: [
      { underAge: 16, cents: 1000 },
      { underAge: 10, cents: 500 },
    ],
  };
  it('the lowest band the rider is under, else the adult price', () => {
    expect(oneEventLicenceCents(prices, 9)).toBe(500);
    expect(oneEventLicenceCents(prices, 15)).toBe(1000);
    expect(oneEventLicenceCents(prices, 16)).toBe(2500);
  });
});

describe('a licence list', () => {
  it('reads Latvian headers and dates, and matches by number before name', () => {
    const read = readLicenceCsv(
      'Vārds uzvārds;Dzimšanas datums;Licences numurs;Veids;Derīga līdz\nJānis Bērziņš;1990.01.02;L-1;sezonas;31.12.2026\n',
      'LaMSF',
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.rows[0]).toMatchObject({
      birthDate: '1990-01-02',
      licence: { kind: 'season', number: 'L-1', validFrom: '2026-01-01', validTo: '2026-12-31' },
    });
    const planned = planLicenceImport(read.rows, [
      { id: 'a', name: 'Jānis Bērziņš', birthDate: '1990-01-02', licenceNumbers: [] },
      { id: 'b', name: 'Other', birthDate: '1980-01-01', licenceNumbers: [{ federation: 'LaMSF', number: 'L-1' }] },
    ]);
    expect(planned[0]).toMatchObject({ status: 'matched', reason: 'licenceNumber', riderId: 'b' });
  });
  it('matches a name ignoring diacritics and case, as the club search does', () => {
    const read = readLicenceCsv('Name;Birth date;Kind;Valid to\nJANIS BERZINS;1990-01-02;season;2026-12-31\n', 'LaMSF');
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const planned = planLicenceImport(read.rows, [
      { id: 'a', name: 'Jānis Bērziņš', birthDate: '1990-01-02', licenceNumbers: [] },
    ]);
    expect(planned[0]).toMatchObject({ status: 'matched', reason: 'nameAndBirthDate', riderId: 'a' });
  });
});
