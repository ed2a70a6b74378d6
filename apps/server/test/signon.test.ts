import { type SignOnEntry, type SignOnList, dayIn, zonedTime } from '@trialhub/domain';
import { and, eq, like } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, results, stageCommands, users } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';

/**
 * Sign-on at the venue (issue #39, decision 081): the rider's signed code, the secretary's screen with
 * what is missing (fee, declarations, class for age), cash taken with its receipt, "signed on" with who
 * and when (undoable), and race control's signed-on / entered per class with late riders flagged.
 */
const TODAY = 'demo-stage-3'; // race day, both demo riders entered; Clubman starts 10:00, Youth 11:00 (Riga)
const UPCOMING = 'demo-stage-4';
const ZONE = 'Europe/Riga';
const at = (time: string) => zonedTime(ZONE, dayIn(ZONE, new Date()), time);
/** The server's clock; each test sets the venue time it needs. */
let now = () => at('09:30');

let server: TestServer;
let riderId: string;
beforeAll(async () => {
  server = await startTestServer({ clock: () => now() });
  const [rider] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'rider@trialhub.demo'));
  riderId = rider!.id;
}, 60_000);
afterAll(async () => server?.close());

const list = async () => {
  const res = await server.as('secretary', 'GET', `/api/stages/${TODAY}/signon`);
  expect(res.status).toBe(200);
  return (await res.json()) as SignOnList;
};
const entryOf = async (id: string) => (await list()).entries.find((e) => e.participantId === id) as SignOnEntry;
const myCode = async () => {
  const res = await server.as('rider', 'GET', `/api/stages/${TODAY}/participants/me/signon`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { code: string; signedOnAt: string | null }).code;
};
const scan = (code: string, who: 'secretary' | 'rider' = 'secretary') =>
  server.as(who, 'POST', `/api/stages/${TODAY}/signon/scan`, { code });
const addEntry = async (name: string, racingClass: string, birthDate: string) => {
  const res = await server.as('secretary', 'POST', `/api/stages/${TODAY}/participants`, {
    form: {
      name,
      racingNumber: null,
      racingClass,
      birthDate,
      bike: null,
      license: null,
      clubId: null,
      gender: 'male',
      team: null,
    },
    confirmClassAge: true,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
};

describe('the sign-on code', () => {
  it("is the rider's own: signed in and entered only", async () => {
    expect((await server.as(null, 'GET', `/api/stages/${TODAY}/participants/me/signon`)).status).toBe(401);
    expect((await server.as('rider', 'GET', `/api/stages/${UPCOMING}/participants/me/signon`)).status).toBe(404);
    expect(await myCode()).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{32}$/);
  });

  it('a scanned or pasted code finds the entry; a forged or another stage’s code finds nothing', async () => {
    const code = await myCode();
    const found = await scan(`  ${code}\n`);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ participantId: riderId });
    const forged = await scan(`${code.slice(0, -3)}AAA`);
    expect(forged.status).toBe(404);
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('signOnCodeInvalid');
    const elsewhere = await server.as('secretary', 'POST', `/api/stages/demo-stage-2/signon/scan`, { code });
    expect(elsewhere.status).toBe(404);
    expect((await scan(code, 'rider')).status).toBe(403);
  });
});

describe('the sign-on screen', () => {
  it('shows an unpaid fee; cash taken at sign-on marks it paid with a numbered receipt', async () => {
    now = () => at('09:30');
    expect((await entryOf(riderId)).problems).toEqual([]);
    const fees = { settings: { classFees: [], otherClassesCents: 2000 } };
    expect((await server.as('secretary', 'PUT', `/api/stages/${TODAY}/fees`, fees)).status).toBe(200);
    const owing = await entryOf(riderId);
    expect(owing.problems).toEqual(['feeUnpaid']);
    expect(owing.amountCents).toBe(2000);
    const cash = await server.as('secretary', 'PUT', `/api/stages/${TODAY}/payments/${riderId}`, {
      status: 'paid',
      method: 'cash',
    });
    expect(cash.status).toBe(200);
    const paid = await entryOf(riderId);
    expect(paid.problems).toEqual([]);
    expect([paid.paymentStatus, paid.paymentMethod]).toEqual(['paid', 'cash']);
    const receipt = await server.as('secretary', 'GET', `/api/stages/${TODAY}/payments/${riderId}/receipt.pdf?lang=en`);
    expect(receipt.status).toBe(200);
    const text = (await new PDFParse({ data: new Uint8Array(await receipt.arrayBuffer()) }).getText()).text;
    expect(text).toMatch(/20,00|20\.00/);
  });

  it("asks a parent's consent for a minor, and the health declaration where asked; a signature settles each", async () => {
    const minor = await addEntry('Mazais Braucējs', 'Youth', '2014.05.05');
    expect((await entryOf(minor)).problems).toEqual(['feeUnpaid', 'parentConsent']);
    const declare = (id: string, kind: string, signer: string | null) =>
      server.as('secretary', 'PUT', `/api/stages/${TODAY}/signon/${id}/declarations/${kind}`, { signer });
    expect((await declare(minor, 'parentConsent', '  ')).status).toBe(400);
    expect((await declare(minor, 'nonsense', 'X')).status).toBe(404);
    expect((await declare(minor, 'parentConsent', 'Māra Braucēja')).status).toBe(200);
    const signed = await entryOf(minor);
    expect(signed.problems).toEqual(['feeUnpaid']);
    expect(signed.declarations.parentConsent).toMatchObject({ signer: 'Māra Braucēja', by: 'secretary@trialhub.demo' });
    expect(Date.parse(signed.declarations.parentConsent!.at)).toBe(at('09:30').getTime());
    // The championship asks for a health declaration: every rider signs one.
    const rules = { rules: { healthDeclaration: true } };
    expect((await server.as('secretary', 'PUT', `/api/stages/${TODAY}/entry-limits`, rules)).status).toBe(200);
    const screen = await list();
    expect(screen.healthDeclaration).toBe(true);
    expect(screen.entries.find((e) => e.participantId === riderId)!.problems).toEqual(['health']);
    expect((await declare(riderId, 'health', 'Rihards Braucējs')).status).toBe(200);
    expect((await entryOf(riderId)).problems).toEqual([]);
    expect((await declare(riderId, 'health', null)).status).toBe(200);
    expect((await entryOf(riderId)).problems).toEqual(['health']);
    expect((await declare(riderId, 'health', 'Rihards Braucējs')).status).toBe(200);
    expect(
      (await server.as('rider', 'PUT', `/api/stages/${TODAY}/signon/${riderId}/declarations/health`, { signer: 'Me' }))
        .status,
    ).toBe(403);
  });

  it('reads the licence rule: no licence line until the stage asks for a licence, then a missing one is flagged', async () => {
    expect((await entryOf(riderId)).licence).toBeNull();
    const season = { settings: { requiredLicenceKinds: ['season'] } };
    expect((await server.as('secretary', 'PUT', `/api/stages/${TODAY}/entry-rules`, season)).status).toBe(200);
    expect((await entryOf(riderId)).licence).not.toBeNull();
    // The rider added at the desk holds no licence at all.
    const unlicensed = (await list()).entries.find((e) => e.name === 'Mazais Braucējs')!;
    expect(unlicensed.licence).toBe('missing');
    expect(unlicensed.problems).toContain('licence');
    expect((await server.as('secretary', 'PUT', `/api/stages/${TODAY}/entry-rules`, { settings: null })).status).toBe(
      200,
    );
    expect((await entryOf(riderId)).licence).toBeNull();
  });

  it('flags a class that does not fit the age', async () => {
    const young = await addEntry('Jaunais Eksperts', 'Expert', '2013.01.01');
    expect((await entryOf(young)).problems).toContain('classAge');
  });

  it('"signed on" records who and when, counts in race control, and can be undone', async () => {
    now = () => at('09:40');
    const before = (await list()).classes.find((c) => c.racingClass === 'Clubman')!;
    const on = await server.as('secretary', 'PUT', `/api/stages/${TODAY}/signon/${riderId}`, { signedOn: true });
    expect(on.status).toBe(200);
    const screen = (await on.json()) as SignOnList;
    const entry = screen.entries.find((e) => e.participantId === riderId)!;
    expect(entry.signedOnBy).toBe('secretary@trialhub.demo');
    expect(Date.parse(entry.signedOnAt!)).toBe(at('09:40').getTime());
    const clubman = screen.classes.find((c) => c.racingClass === 'Clubman')!;
    expect(clubman.signedOn).toBe(before.signedOn + 1);
    expect(clubman.entered).toBe(before.entered);
    expect(Date.parse(clubman.startsAt!)).toBe(at('10:00').getTime());
    const off = await server.as('secretary', 'PUT', `/api/stages/${TODAY}/signon/${riderId}`, { signedOn: false });
    expect(off.status).toBe(200);
    expect((await entryOf(riderId)).signedOnAt).toBeNull();
    const audit = await server.database.db
      .select({ event: auditLog.event })
      .from(auditLog)
      .where(and(eq(auditLog.stageId, TODAY), like(auditLog.event, 'signon.%')));
    expect(audit.map((a) => a.event)).toEqual(expect.arrayContaining(['signon.signedOn', 'signon.undone']));
    expect((await server.as('rider', 'PUT', `/api/stages/${TODAY}/signon/${riderId}`, { signedOn: true })).status).toBe(
      403,
    );
    expect(
      (await server.as('secretary', 'PUT', `/api/stages/${TODAY}/signon/ext-nobody`, { signedOn: true })).status,
    ).toBe(404);
  });

  it('riders not signed on by their class start are flagged late; signed-on riders are not', async () => {
    now = () => at('10:05');
    await server.as('secretary', 'PUT', `/api/stages/${TODAY}/signon/${riderId}`, { signedOn: true });
    const screen = await list();
    const clubman = screen.classes.find((c) => c.racingClass === 'Clubman')!;
    const youth = screen.classes.find((c) => c.racingClass === 'Youth')!;
    expect(clubman.late).toBe(clubman.entered - clubman.signedOn);
    expect(clubman.late).toBeGreaterThan(0);
    expect(youth.late).toBe(0);
    expect(screen.entries.find((e) => e.participantId === riderId)!.late).toBe(false);
    now = () => at('11:05');
    expect((await list()).classes.find((c) => c.racingClass === 'Youth')!.late).toBeGreaterThan(0);
  });
});

describe('riders not signed on are proposed as DNS at approval (decision 081)', () => {
  type Proposal = { riders: { participantId: string; name: string }[] };
  const proposal = async () => {
    const res = await server.as('secretary', 'GET', `/api/stages/${TODAY}/results/dns-proposal`);
    expect(res.status).toBe(200);
    return ((await res.json()) as Proposal).riders.map((r) => r.participantId);
  };
  const confirm = (participantIds: string[], key: string) =>
    server.as('secretary', 'POST', `/api/stages/${TODAY}/results/dns`, { participantIds }, { 'Idempotency-Key': key });
  const statusOf = async (participantId: string) =>
    (await server.database.db.select().from(results)).find(
      (r) => r.stageId === TODAY && r.participantId === participantId,
    )?.status ?? null;

  it('only once the desk was used; nothing changes until the secretary confirms; each DNS is a command', async () => {
    now = () => at('09:30');
    for (const e of (await list()).entries.filter((x) => x.signedOnAt))
      expect(
        (await server.as('secretary', 'PUT', `/api/stages/${TODAY}/signon/${e.participantId}`, { signedOn: false }))
          .status,
      ).toBe(200);
    // Nobody signed on: the desk was not used, so not signing on says nothing.
    expect(await proposal()).toEqual([]);
    expect((await server.as('rider', 'GET', `/api/stages/${TODAY}/results/dns-proposal`)).status).toBe(403);
    expect(
      (await server.as('secretary', 'PUT', `/api/stages/${TODAY}/signon/${riderId}`, { signedOn: true })).status,
    ).toBe(200);
    const proposed = await proposal();
    const entered = (await list()).entries.map((e) => e.participantId);
    expect(proposed.length).toBe(entered.length - 1);
    expect(proposed).not.toContain(riderId);
    const [first, second] = proposed as [string, string];
    // Proposed is not decided: no result row has changed.
    expect(await statusOf(first)).toBeNull();
    // A signed-on rider is not the proposal's: refused, and nothing changes.
    const refused = await confirm([first, riderId], 'dns-test-refused');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('dnsNotProposed');
    expect(await statusOf(first)).toBeNull();
    expect(
      (await server.as('rider', 'POST', `/api/stages/${TODAY}/results/dns`, { participantIds: [first] })).status,
    ).toBe(403);

    const done = await confirm([first], 'dns-test-0001');
    expect(done.status).toBe(200);
    expect(((await done.json()) as Proposal).riders.map((r) => r.participantId)).not.toContain(first);
    expect(await statusOf(first)).toBe('DNS');
    expect(await statusOf(second)).toBeNull();
    // Sent again with the same key: the same answer, one command in the results' log.
    expect((await confirm([first], 'dns-test-0001')).status).toBe(200);
    const commands = await server.database.db
      .select()
      .from(stageCommands)
      .where(like(stageCommands.commandId, 'dns-test-%'));
    expect(commands.map((c) => [c.commandId, c.kind])).toEqual([[`dns-test-0001:${first}`, 'setStatus']]);
  });
});
