import type { LicenceCheck, LicenceImportResponse, RiderLicence, StagePayment } from '@trialhub/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants, riders } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';
import { checkedAnswers } from './openapi-checked.js';

/** Licences checked at entry on the stage's date, one-event licences priced and charged, the licence list import (decision 079). */
let server: TestServer;
beforeAll(async () => {
  // Every described answer is checked against the OpenAPI document too (issue #41).
  server = await checkedAnswers(await startTestServer());
}, 240_000);
afterAll(() => server?.close());

const STAGE = 'demo-stage-4';
const CUP = 'demo-baltic-cup';
const json = <T>(res: Response) => res.json() as Promise<T>;
const form = (name: string, birthDate: string, racingNumber: number | null) => ({
  name,
  racingNumber,
  racingClass: 'Expert',
  birthDate: birthDate.replaceAll('-', '.'),
  gender: 'male',
  clubId: 'MK Trial Rīga',
  bike: null,
  license: null,
  team: null,
});
const add = (body: Record<string, unknown>) =>
  server.as('secretary', 'POST', `/api/stages/${STAGE}/participants`, { confirmClassAge: true, ...body });
const newRider = async (name: string, birthDate: string) => {
  const id = `r-test-${name.toLowerCase().replace(/\W+/g, '-')}`;
  await server.database.db.insert(riders).values({ id, name, birthDate, clubId: 'MK Trial Rīga' });
  return id;
};
const licence = (riderId: string, body: Record<string, unknown>) =>
  server.as('secretary', 'POST', `/api/riders/${riderId}/licences`, {
    federation: 'LaMSF',
    number: null,
    ...body,
  });
let day: string;

beforeAll(async () => {
  const rules = await server.as('secretary', 'PUT', `/api/championships/${CUP}/entry-rules`, {
    requiredLicenceKinds: ['season', 'one-event'],
    oneEventLicence: { federation: 'LaMSF', adultCents: 2500, bands: [{ underAge: 16, cents: 1000 }] },
  });
  expect(rules.status).toBe(200);
  const check = await json<LicenceCheck>(await server.as('secretary', 'GET', `/api/stages/${STAGE}/licence-check`));
  day = check.day;
}, 60_000);

const dayPlus = (days: number) => new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);

describe('a licence checked on the stage date', () => {
  it('a season licence valid on the stage day lets the picked rider in', async () => {
    const id = await newRider('Valid Licence', '1990-01-01');
    expect((await licence(id, { kind: 'season', validFrom: dayPlus(-200), validTo: day })).status).toBe(201);
    const res = await add({ form: form('Valid Licence', '1990-01-01', null), riderId: id });
    expect(res.status).toBe(201);
  });

  it('a licence that ends the day before the stage is expired, and the secretary is told so', async () => {
    const id = await newRider('Expired Licence', '1990-01-02');
    await licence(id, { kind: 'season', validFrom: dayPlus(-200), validTo: dayPlus(-1) });
    const check = await json<LicenceCheck>(
      await server.as('secretary', 'GET', `/api/stages/${STAGE}/licence-check?riderId=${id}`),
    );
    expect(check.problem).toMatchObject({ reason: 'expired', validTo: dayPlus(-1) });
    const res = await add({ form: form('Expired Licence', '1990-01-02', null), riderId: id });
    expect(res.status).toBe(409);
    expect((await json<{ error: { code: string; fields: Record<string, string> } }>(res)).error).toMatchObject({
      code: 'licenceMissing',
      fields: { licence: 'licences.missing.expired' },
    });
    expect(await server.database.db.select().from(participants).where(eq(participants.riderId, id))).toHaveLength(0);
  });

  it('a secretary corrects a licence; a number another licence of the federation has is refused, translated', async () => {
    const id = await newRider('Corrected Licence', '1990-01-05');
    const other = await newRider('Other Holder', '1990-01-06');
    await licence(other, { kind: 'season', number: 'FIX-2', validFrom: dayPlus(-10), validTo: day });
    const added = await json<RiderLicence>(
      await licence(id, { kind: 'training', number: 'FIX-1', validFrom: dayPlus(-10), validTo: dayPlus(-1) }),
    );
    const put = (body: Record<string, unknown>) =>
      server.as('secretary', 'PUT', `/api/riders/${id}/licences/${added.id}`, {
        federation: 'LaMSF',
        kind: 'season',
        number: 'FIX-1',
        validFrom: dayPlus(-10),
        validTo: day,
        ...body,
      });
    const fixed = await put({});
    expect(fixed.status).toBe(200);
    expect(await json<RiderLicence>(fixed)).toMatchObject({ id: added.id, kind: 'season', validTo: day });
    const check = await json<LicenceCheck>(
      await server.as('secretary', 'GET', `/api/stages/${STAGE}/licence-check?riderId=${id}`),
    );
    expect(check.problem).toBeNull();
    const taken = await put({ number: 'FIX-2' });
    expect(taken.status).toBe(400);
    expect((await json<{ error: { fields: Record<string, string> } }>(taken)).error.fields.number).toBe(
      'licences.error.numberTaken',
    );
    const backwards = await put({ validFrom: day, validTo: dayPlus(-1) });
    expect((await json<{ error: { fields: Record<string, string> } }>(backwards)).error.fields.validTo).toBe(
      'licences.error.validToBeforeFrom',
    );
    expect(
      (
        await server.as('secretary', 'PUT', `/api/riders/${other}/licences/${added.id}`, {
          federation: 'LaMSF',
          kind: 'season',
          number: null,
          validFrom: day,
          validTo: day,
        })
      ).status,
    ).toBe(404);
    const asRider = await server.as('rider', 'PUT', `/api/riders/${id}/licences/${added.id}`, {
      federation: 'LaMSF',
      kind: 'training',
      number: null,
      validFrom: day,
      validTo: day,
    });
    expect(asRider.status).toBe(403);
  });

  it('a training licence is the wrong kind; a rider without any has none', async () => {
    const id = await newRider('Training Only', '1990-01-03');
    await licence(id, { kind: 'training', validFrom: dayPlus(-10), validTo: dayPlus(10) });
    const wrong = await add({ form: form('Training Only', '1990-01-03', null), riderId: id });
    expect((await json<{ error: { fields: Record<string, string> } }>(wrong)).error.fields.licence).toBe(
      'licences.missing.wrongKind',
    );
    const none = await add({ form: form('Nobody Licensed', '1990-01-04', null) });
    expect(none.status).toBe(409);
    expect((await json<{ error: { fields: Record<string, string> } }>(none)).error.fields.licence).toBe(
      'licences.missing.none',
    );
  });

  it('a one-event licence recorded at entry: priced by age band and charged with the entry fee', async () => {
    const adult = await add({ form: form('One Event Adult', '1985-05-05', null), oneEventLicence: true });
    expect(adult.status).toBe(201);
    const young = await add({
      form: form('One Event Youth', dayPlus(-365 * 12).replaceAll('-', '.'), null),
      oneEventLicence: true,
      confirmClassAge: true,
    });
    expect(young.status).toBe(201);
    const payments = await json<StagePayment[]>(await server.as('secretary', 'GET', `/api/stages/${STAGE}/payments`));
    const lineOf = (name: string) => payments.find((p) => p.name === name)!.lines.find((l) => l.kind === 'licence');
    expect(lineOf('One Event Adult')?.cents).toBe(2500);
    expect(lineOf('One Event Youth')?.cents).toBe(1000);
    const [rider] = await server.database.db
      .select({ riderId: participants.riderId })
      .from(participants)
      .where(and(eq(participants.stageId, STAGE), eq(participants.name, 'One Event Adult')));
    const licences = await json<RiderLicence[]>(
      await server.as('secretary', 'GET', `/api/riders/${rider!.riderId}/licences`),
    );
    expect(licences).toEqual([
      expect.objectContaining({
        kind: 'one-event',
        federation: 'LaMSF',
        validFrom: day,
        stageId: STAGE,
        priceCents: 2500,
      }),
    ]);
  });

  it('a rider joining without a licence is refused with what is missing, and buys a one-event licence instead', async () => {
    await server.as('rider', 'DELETE', `/api/stages/${STAGE}/participants/me`);
    const me = await json<{ participationData: Record<string, unknown> }>(await server.as('rider', 'GET', '/api/me'));
    const { modifiedOn: _, ...saved } = me.participationData;
    const birthDate = String(saved.birthDate).replaceAll('-', '.');
    const body = { form: { ...saved, birthDate, racingNumber: null } };
    const refused = await server.as('rider', 'POST', `/api/stages/${STAGE}/participants/join`, body);
    expect(refused.status).toBe(409);
    expect((await json<{ error: { fields: Record<string, string> } }>(refused)).error.fields.licence).toBe(
      'licences.missing.none',
    );
    // The join form's quote shows the one-event licence the entry will need, priced by the form's birth date.
    const quote = async (query: string) =>
      (
        await json<{ lines: { kind: string; cents: number }[] }>(
          await server.as('rider', 'GET', `/api/stages/${STAGE}/fees/quote?racingClass=Expert${query}`),
        )
      ).lines.find((l) => l.kind === 'licence');
    expect(await quote('&birthDate=1990-01-01')).toEqual({ kind: 'licence', cents: 2500 });
    expect(await quote(`&birthDate=${dayPlus(-12 * 366)}`)).toEqual({ kind: 'licence', cents: 1000 });
    expect(
      (await server.as('rider', 'GET', `/api/stages/${STAGE}/fees/quote?racingClass=Expert&birthDate=x`)).status,
    ).toBe(400);
    const joined = await server.as('rider', 'POST', `/api/stages/${STAGE}/participants/join`, {
      ...body,
      oneEventLicence: true,
    });
    expect(joined.status).toBe(201);
    const check = await json<LicenceCheck>(await server.as('rider', 'GET', `/api/stages/${STAGE}/licence-check`));
    expect(check.problem).toBeNull();
    expect(await quote('&birthDate=1990-01-01')).toBeUndefined();
  });

  it('a one-event licence is refused when the championship does not sell one', async () => {
    await server.as('secretary', 'PUT', `/api/stages/${STAGE}/entry-rules`, {
      settings: { requiredLicenceKinds: ['season'] },
    });
    const res = await add({ form: form('No Sale', '1985-05-06', null), oneEventLicence: true });
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe('oneEventNotSold');
    await server.as('secretary', 'PUT', `/api/stages/${STAGE}/entry-rules`, { settings: null });
  });
});

describe("a federation's licence list", () => {
  const csv = [
    'Name;Birth date;Licence;Kind;Valid from;Valid to',
    'MĀRTIŅŠ  ozols;12.04.1996;LV-777;Season;2026-01-01;2026-12-31',
    'Somebody Unknown;01.01.2000;LV-778;Season;2026-01-01;2026-12-31',
    'Bad Row;not a date;LV-779;Season;2026-01-01;2026-12-31',
  ].join('\n');

  it('previews which rider each row is and why, writes nothing; the commit records; importing again updates', async () => {
    const preview = await json<LicenceImportResponse>(
      await server.as('secretary', 'POST', '/api/licences/import', { csv, federation: 'LaMSF', commit: false }),
    );
    expect(preview.rows.map((r) => [r.status, r.reason, r.riderName])).toEqual([
      ['matched', 'nameAndBirthDate', 'Mārtiņš Ozols'],
      ['notFound', null, null],
      ['refused', null, null],
    ]);
    const martins = preview.rows[0]!.riderId!;
    expect(await json<RiderLicence[]>(await server.as('secretary', 'GET', `/api/riders/${martins}/licences`))).toEqual(
      [],
    );
    const done = await json<LicenceImportResponse>(
      await server.as('secretary', 'POST', '/api/licences/import', { csv, federation: 'LaMSF', commit: true }),
    );
    expect(done.applied).toBe(1);
    const again = await json<LicenceImportResponse>(
      await server.as('secretary', 'POST', '/api/licences/import', {
        csv: csv.replace('2026-12-31', '2027-03-31'),
        federation: 'LaMSF',
        commit: true,
      }),
    );
    expect(again.rows[0]).toMatchObject({ status: 'matched', reason: 'licenceNumber' });
    const held = await json<RiderLicence[]>(await server.as('secretary', 'GET', `/api/riders/${martins}/licences`));
    expect(held).toEqual([expect.objectContaining({ number: 'LV-777', kind: 'season', validTo: '2027-03-31' })]);
  });

  it('a file without the columns is refused and changes nothing', async () => {
    const res = await server.as('secretary', 'POST', '/api/licences/import', {
      csv: 'a;b\n1;2',
      federation: 'EMF',
      commit: true,
    });
    expect(res.status).toBe(400);
    expect((await json<{ error: { messageKey: string } }>(res)).error.messageKey).toBe('licences.import.noHeader');
  });
});
