import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD } from '../../src/db/seed-demo.js';
import { jpegFile, pdfFile, pngFile } from '../fixtures/files.js';
import type { TestServer } from '../helper.js';

/** The seven callers of the authorization matrix (issue #15). */
export const matrixRoles = ['anonymous', 'rider', 'otherRider', 'judge', 'otherJudge', 'secretary', 'admin'] as const;
export type MatrixRole = (typeof matrixRoles)[number];
export type SignedInRole = Exclude<MatrixRole, 'anonymous'>;

/** The demo's stages as the matrix uses them (see seed-demo.ts). */
export const stage = {
  /** Today's race: published, results open, judged by the demo judge (any section), registration ended. */
  today: 'demo-stage-3',
  /** Upcoming open-free stage: registration open. */
  open: 'demo-stage-4',
  /** A draft: only admins may see it. */
  draft: 'demo-stage-5',
  /** Past, approved, standings published. */
  past: 'demo-stage-2',
  /** Past, approved; the other judge of the matrix judges it. */
  first: 'demo-stage-1',
} as const;

const demoEmails: Record<Exclude<SignedInRole, 'otherJudge'>, string> = {
  rider: 'rider@trialhub.demo',
  otherRider: 'rider2@trialhub.demo',
  judge: 'judge@trialhub.demo',
  secretary: 'secretary@trialhub.demo',
  admin: 'admin@trialhub.demo',
};

interface User {
  id: string;
  email: string;
}

/**
 * The world the matrix runs in: the demo, a judge of another stage, spare accounts, and helpers that
 * make a fresh object per cell (an ad, an entry, a scored result…), so a cell that changes or deletes
 * something never takes it away from the next one. Every helper goes through the API, as the app does.
 */
export class MatrixWorld {
  private seq = 0;
  readonly cookies = {} as Record<SignedInRole, string>;
  readonly users = {} as Record<SignedInRole, User>;
  /** Path slugs of the demo championship and its stages. */
  readonly slugs = { championship: '', today: '', draft: '' };
  /** A championship of the matrix's own, for creating and deleting stages. */
  matrixChampionshipId = '';
  /** A user who is nobody in particular: target of role grants, sign-ins and password resets. */
  spare!: User;
  /** A second user flagged 'I am judge', assigned and unassigned by the judges rows. */
  spareJudge!: User;
  /** A user the admin-plugin rows ban and unban. */
  bannable!: User;
  logoFileId = '';
  /** An ad of the rider's an admin removed: only its seller and admins may still see it. */
  removedAdId = '';
  removedAdImageId = '';
  /** Sections 1..8 of laps 1 and 2 of the rider's result on today's stage are scored (for score queries). */
  readonly riderScoredSlots = [1, 2].flatMap((lap) =>
    [1, 2, 3, 4, 5, 6, 7, 8].map((section) => [section, lap, 1] as [number, number, number]),
  );

  private constructor(readonly server: TestServer) {}

  static async create(server: TestServer): Promise<MatrixWorld> {
    const world = new MatrixWorld(server);
    await world.setUp();
    return world;
  }

  private async setUp() {
    for (const [role, email] of Object.entries(demoEmails) as [SignedInRole, string][]) {
      const cookie = await this.server.signIn(email);
      this.cookies[role] = cookie;
      this.users[role] = { id: await this.sessionUserId(cookie), email };
    }
    const stages = await this.ok<{ id: string; championshipId: string; stageId: string }[]>(null, 'GET', '/api/stages');
    const today = stages.find((s) => s.id === stage.today)!;
    this.slugs.championship = today.championshipId;
    this.slugs.today = today.stageId;
    this.slugs.draft = 'round-5-final';

    // The judge of another stage: a user with the judge flag whom a secretary assigns to stage 1.
    const otherJudge = await this.newUser('other-judge', true);
    this.cookies.otherJudge = otherJudge.cookie;
    this.users.otherJudge = otherJudge;
    await this.ok('secretary', 'PUT', `/api/stages/${stage.first}/judges/${otherJudge.id}`, { section: null });
    this.spare = await this.signUp('spare', false);
    this.spareJudge = await this.newUser('spare-judge', true);
    this.bannable = await this.newUser('bannable', false);

    this.matrixChampionshipId = (await this.championship()).id;
    this.logoFileId = await this.upload('admin', 'logo');
    await this.server.judgeScores(stage.today, this.users.rider.id, this.riderScoredSlots);
    const removed = await this.ad('rider');
    this.removedAdId = removed.id;
    this.removedAdImageId = removed.imageFileId;
    await this.ok('admin', 'POST', `/api/market/ads/${this.removedAdId}/remove`);
  }

  private readonly sharedObjects = new Map<string, Promise<unknown>>();

  /** One object of a kind for every cell that asks (made on first use). */
  shared<T>(kind: string, make: () => Promise<T>): Promise<T> {
    if (!this.sharedObjects.has(kind)) this.sharedObjects.set(kind, make());
    return this.sharedObjects.get(kind) as Promise<T>;
  }

  /**
   * A fresh object for an allowed cell (its call changes or deletes it); denied cells share one of
   * the kind, since their call must change nothing (and if it does, that cell fails anyway).
   */
  forCell<T>(allowed: boolean, kind: string, make: () => Promise<T>): Promise<T> {
    return allowed ? make() : this.shared(kind, make);
  }

  unique(prefix: string): string {
    return `${prefix}-${++this.seq}-${randomUUID().slice(0, 8)}`;
  }

  /** A racing number no entry of the matrix has used. */
  racingNumber(): number {
    return 600 + ++this.seq;
  }

  /** A request as `role`, from our own origin (mutations from elsewhere are refused before anything else). */
  call(
    role: MatrixRole | null,
    method: string,
    path: string,
    body?: unknown,
    options: { cookie?: string; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const cookie = options.cookie ?? (role && role !== 'anonymous' ? this.cookies[role] : undefined);
    const isBytes = body instanceof Uint8Array;
    return this.server.fetch(path, {
      method,
      cookie,
      headers: { origin: this.server.url, ...options.headers },
      body: body === undefined ? undefined : isBytes ? body : JSON.stringify(body),
    });
  }

  /** A preparation step: must succeed, else the matrix could not say anything about the cell. */
  async ok<T = unknown>(role: MatrixRole | null, method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.call(role, method, path, body);
    const text = await res.text();
    if (!res.ok) throw new Error(`preparing ${method} ${path} as ${role}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  private async sessionUserId(cookie: string): Promise<string> {
    const res = await this.server.fetch('/api/auth/get-session', { cookie });
    return ((await res.json()) as { user: { id: string } }).user.id;
  }

  /** A new account with a password (signed in), optionally with 'I am judge'. */
  async signUp(prefix: string, isJudge: boolean): Promise<User & { cookie: string }> {
    const email = `${this.unique(prefix)}@trialhub.test`;
    const res = await this.call(null, 'POST', '/api/auth/sign-up/email', {
      email,
      password: DEMO_PASSWORD,
      name: prefix,
    });
    if (!res.ok) throw new Error(`sign-up ${email}: ${res.status} ${await res.text()}`);
    const { user } = (await res.json()) as { user: { id: string } };
    const cookie = cookiesOf(res);
    if (isJudge) await this.setJudgeFlag(cookie, prefix);
    return { id: user.id, email, cookie };
  }

  /**
   * A new account without a password, made by an e-mail link (cheaper than a password: no hashing,
   * which on a loaded box takes most of a second each), optionally with 'I am judge'.
   */
  async newUser(prefix: string, isJudge: boolean): Promise<User & { cookie: string }> {
    const email = `${this.unique(prefix)}@trialhub.test`;
    const cookie = await this.linkSession(email);
    if (isJudge) await this.setJudgeFlag(cookie, prefix);
    return { id: await this.sessionUserId(cookie), email, cookie };
  }

  private async setJudgeFlag(cookie: string, displayName: string) {
    const res = await this.call(null, 'PATCH', '/api/me', { displayName, isJudge: true }, { cookie });
    if (!res.ok) throw new Error(`judge flag for ${displayName}: ${res.status}`);
  }

  /** A session of `email`'s account by an e-mail link (the account is made if there is none). */
  private async linkSession(email: string): Promise<string> {
    const token = await this.magicLinkToken(email);
    const res = await this.call(null, 'POST', '/api/account/magic-link/finish', { token, email });
    if (res.status !== 204) throw new Error(`magic link for ${email}: ${res.status} ${await res.text()}`);
    return cookiesOf(res);
  }

  /** A second session of a role's account (for signing out without losing the shared one). */
  freshSession(role: SignedInRole): Promise<string> {
    return this.linkSession(this.users[role].email);
  }

  async upload(role: SignedInRole, kind: 'logo' | 'regulation' | 'ad-image'): Promise<string> {
    const res = await this.call(role, 'POST', `/api/files?kind=${kind}`, await this.fileFor(kind), {
      headers: { 'content-type': 'application/octet-stream' },
    });
    if (res.status !== 201) throw new Error(`upload ${kind} as ${role}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { id: string }).id;
  }

  private readonly files = new Map<string, Promise<Uint8Array>>();

  /** An upload of each kind (made once: the server stores each upload as a new file anyway). */
  fileFor(kind: 'logo' | 'regulation' | 'ad-image'): Promise<Uint8Array> {
    if (!this.files.has(kind)) {
      const make = async () =>
        new Uint8Array(
          kind === 'regulation' ? pdfFile() : kind === 'logo' ? await pngFile(64, 32) : await jpegFile(64, 48),
        );
      this.files.set(kind, make());
    }
    return this.files.get(kind)!;
  }

  adForm(imageFileId: string) {
    return {
      description: 'Sherco ST 300 2020, fresh service\nNew chain and sprockets, ready for the season.',
      price: 4200,
      category: 'bikes',
      location: 'Cēsis',
      imageFileId,
      phone: '+371 2911 1111',
      whatsapp: 'wa.me/37129111111',
      consent: true,
    };
  }

  /** A new active ad of `seller`'s. */
  async ad(seller: SignedInRole): Promise<{ id: string; imageFileId: string }> {
    const imageFileId = await this.upload(seller, 'ad-image');
    const ad = await this.ok<{ id: string }>(seller, 'POST', '/api/market/ads', this.adForm(imageFileId));
    return { id: ad.id, imageFileId };
  }

  /** The participant form, for a new entry (racing number and name unused so far). */
  entryForm(racingClass = 'Youth') {
    const n = this.racingNumber();
    return {
      name: `Matrix Rider ${n}`,
      racingNumber: n,
      racingClass,
      birthDate: racingClass === 'Youth' ? '2013.05.05' : '1990.04.04',
      bike: 'Beta EVO 125',
      license: null,
      clubId: 'MK Trial Rīga',
      gender: 'male',
      team: null,
    };
  }

  /** A new entry a secretary adds to a stage; returns its participant id. */
  async entry(stageId: string = stage.today): Promise<string> {
    const added = await this.ok<{ id: string }>('secretary', 'POST', `/api/stages/${stageId}/participants`, {
      form: this.entryForm(),
    });
    return added.id;
  }

  /** The demo judge's operations on today's stage (he judges every section there). */
  async judgeOps(
    ops: { kind: 'score' | 'clear'; participantId: string; section: number; lap: number; points?: number }[],
  ) {
    await this.ok('judge', 'POST', `/api/judging/stages/${stage.today}/ops`, {
      deviceId: 'matrix-judge-device',
      ops: ops.map((op, i) => ({
        opId: randomUUID(),
        seq: ++this.seq,
        at: new Date(Date.now() - 60_000 + i * 1000).toISOString(),
        ...op,
      })),
    });
  }

  /**
   * A new Youth entry on today's stage with a result: section 1 of lap 1 scored, or every section of
   * both laps (finished), or scored and taken back by the judge (a result without a total).
   */
  async scoredEntry(shape: 'one' | 'finished' | 'cleared' = 'one'): Promise<string> {
    const participantId = await this.entry();
    const slots =
      shape === 'finished'
        ? [1, 2].flatMap((lap) => [1, 2, 3, 4].map((section) => ({ section, lap })))
        : [{ section: 1, lap: 1 }];
    await this.judgeOps(slots.map((s) => ({ kind: 'score', participantId, ...s, points: 1 })));
    if (shape === 'cleared') await this.judgeOps([{ kind: 'clear', participantId, section: 1, lap: 1 }]);
    return participantId;
  }

  /** A penalty a secretary added to a new scored entry; returns [participant id, penalty id]. */
  async penalty(): Promise<[string, string]> {
    const participantId = await this.scoredEntry();
    const result = await this.ok<{ penalty: { events: { id: string }[] } }>(
      'secretary',
      'POST',
      `/api/stages/${stage.today}/results/${participantId}/penalties`,
      { points: '2', reason: 'matrix' },
    );
    return [participantId, result.penalty.events.at(-1)!.id];
  }

  /** An open score query of the rider's about a section and lap of today's stage. */
  async riderQuery(section: number, lap: number): Promise<string> {
    const query = await this.ok<{ id: string }>(
      'rider',
      'POST',
      `/api/stages/${stage.today}/results/${this.users.rider.id}/queries`,
      { section, lap, message: 'Was it really a one?' },
    );
    return query.id;
  }

  championshipInput(slug: string) {
    return {
      slug,
      displayName: 'Matrix Cup',
      hasWomenClasses: false,
      hasClubStandings: false,
      hasTeamCompetition: false,
      teams: [],
      classes: [{ name: 'Open', order: 1, bgColor: '#ff0000', borderColor: '#aa0000', clubStandingMultiplier: 1 }],
      pointsTable: [20, 17, 15],
      otherPlacesPoints: 1,
    };
  }

  async institution(): Promise<string> {
    const id = this.unique('inst');
    await this.ok('admin', 'POST', '/api/admin/institutions', { id, name: 'Matrix Club' });
    return id;
  }

  async championship(): Promise<{ id: string; slug: string }> {
    const slug = this.unique('cup');
    const created = await this.ok<{ id: string }>(
      'admin',
      'POST',
      '/api/admin/institutions/demo/championships',
      this.championshipInput(slug),
    );
    return { id: created.id, slug };
  }

  /** A magic link mailed to `email` (an account is made when it is used); returns its token. */
  async magicLinkToken(email: string): Promise<string> {
    await this.ok(null, 'POST', '/api/auth/sign-in/magic-link', { email, callbackURL: '/' });
    const mail = this.server.mailer.outbox!.find((m) => m.to === email)!;
    return new URL(/https?:\/\/\S+\/finish-signup\?[^\s"<]+/.exec(mail.text)![0]).searchParams.get('token')!;
  }

  /** A new draft stage in the matrix's championship; returns its id. */
  async draftStage(): Promise<string> {
    const created = await this.ok<{ id: string }>(
      'admin',
      'POST',
      `/api/admin/championships/${this.matrixChampionshipId}/stages`,
      {
        slug: this.unique('stage'),
        title: 'Matrix stage',
      },
    );
    return created.id;
  }

  /** A stage as the admin's stage form sends it back (every field, unchanged). */
  async stageInput(stageId: string): Promise<Record<string, unknown>> {
    const {
      id: _id,
      championshipId: _c,
      championshipSlug: _s,
      championshipName: _n,
      institutionId: _i,
      updatedAt: _u,
      ...input
    } = await this.ok<Record<string, unknown>>('admin', 'GET', `/api/admin/stages/${stageId}`);
    return input;
  }

  async club(): Promise<string> {
    const id = this.unique('Matrix Club');
    await this.ok('admin', 'PUT', '/api/admin/clubs', { id, country: 'LV' });
    return id;
  }

  /** Standings of the demo championship, grouped by class (secretary's view: drafts too). */
  async standingIds(group: string): Promise<string[]> {
    const view = await this.ok<{ positions: { id: string; group: string; results: unknown[] }[] }>(
      'secretary',
      'GET',
      `/api/standings/demo/${this.slugs.championship}`,
    );
    return view.positions.filter((p) => p.group === group && p.results.length > 0).map((p) => p.id);
  }
}

function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
