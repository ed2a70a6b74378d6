import type {
  AdCategory,
  AdStatus,
  ChampionshipClassInput,
  ChampionshipRules,
  OpenFreeSettings,
  RacingClassInput,
  SectionEventRecord,
  SponsorInput,
  StandingStageResult,
} from '@trialhub/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** bytea as a Buffer on both drivers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

// The JSON columns hold exactly what the domain's admin schemas validate: one definition of each shape.
export type ChampionshipClass = ChampionshipClassInput;
export type RacingClass = RacingClassInput;
export type Sponsor = SponsorInput;
export type { OpenFreeSettings };

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const institutions = pgTable('institutions', {
  /** URL slug, e.g. `lmsf`. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const championships = pgTable(
  'championships',
  {
    id: text('id').primaryKey(),
    institutionId: text('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'restrict' }),
    /** URL slug, unique within the institution. */
    slug: text('slug').notNull(),
    displayName: text('display_name').notNull(),
    hasWomenClasses: boolean('has_women_classes').notNull().default(false),
    hasClubStandings: boolean('has_club_standings').notNull().default(false),
    hasTeamCompetition: boolean('has_team_competition').notNull().default(false),
    teams: jsonb('teams').$type<string[]>().notNull().default([]),
    classes: jsonb('classes').$type<ChampionshipClass[]>().notNull().default([]),
    /** Championship points by place; federations use different scales (field notes §b). */
    pointsTable: jsonb('points_table')
      .$type<number[]>()
      .notNull()
      .default(sql`'[20,17,15,13,11,10,9,8,7,6,5,4,3,2,1]'::jsonb`),
    otherPlacesPoints: integer('other_places_points').notNull().default(1),
    /** Counting rule, tie-break, minimum participation (issue #16); the default is the spec's behaviour. */
    rules: jsonb('rules')
      .$type<ChampionshipRules>()
      .notNull()
      .default(sql`'{"counting":"bestNMinus1","countingN":1,"minResults":0,"tieBreak":"spec"}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('championships_slug_unique').on(t.institutionId, t.slug)],
);

export const stages = pgTable(
  'stages',
  {
    id: text('id').primaryKey(),
    championshipId: text('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'restrict' }),
    /** URL slug, unique within the championship. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    location: text('location'),
    competitionStartDate: timestamp('competition_start_date', { withTimezone: true }).notNull(),
    competitionEndDate: timestamp('competition_end_date', { withTimezone: true }).notNull(),
    registrationEndDate: timestamp('registration_end_date', { withTimezone: true }),
    /** The venue's IANA time zone: every time of the stage is shown on its wall clock. */
    timeZone: text('time_zone').notNull().default('Europe/Riga'),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    resultsStatus: text('results_status', {
      enum: ['Approved', 'StandingsGenerated', 'StandingsPublished'],
    }),
    /** Provisional results (decision 027): when last published, the protest window set then and its close. */
    provisionalPublishedAt: timestamp('provisional_published_at', { withTimezone: true }),
    protestWindowMinutes: integer('protest_window_minutes'),
    protestClosesAt: timestamp('protest_closes_at', { withTimezone: true }),
    competitionOrganizer: text('competition_organizer'),
    googleMaps: text('google_maps'),
    waze: text('waze'),
    competitionType: text('competition_type', { enum: ['classic', 'openFree'] })
      .notNull()
      .default('classic'),
    manualDnf: boolean('manual_dnf').notNull().default(false),
    showEndTimeDiff: boolean('show_end_time_diff').notNull().default(false),
    sponsors: jsonb('sponsors').$type<Sponsor[]>().notNull().default([]),
    descriptionLv: text('description_lv'),
    descriptionEt: text('description_et'),
    descriptionEn: text('description_en'),
    /** Racing classes as one validated JSON column: always read and written with the stage. */
    classes: jsonb('classes').$type<RacingClass[]>().notNull().default([]),
    sectionCount: integer('section_count').notNull().default(10),
    openFree: jsonb('open_free').$type<OpenFreeSettings>(),
    /** The regulation PDF (a row of `files`). */
    regulationFileId: text('regulation_file_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stages_slug_unique').on(t.championshipId, t.slug),
    index('stages_status_start').on(t.status, t.competitionStartDate),
  ],
);

export const clubs = pgTable('clubs', {
  /** The club's name is its id, as the spec has it. */
  id: text('id').primaryKey(),
  country: text('country').notNull(),
});

/**
 * A rider as a person (issue #38, decision 071): every participant row refers to one. Name, birth date,
 * gender and club are the latest entry's; `userId` links the account that is this rider (one account,
 * one rider); `hidden` is the rider's choice to keep the page out of search engines and public lists.
 */
export const riders = pgTable(
  'riders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    gender: text('gender', { enum: ['male', 'female'] }),
    clubId: text('club_id'),
    nationality: text('nationality'),
    /** A contact e-mail a secretary recorded: an account with it may claim the rider (decision 080). */
    email: text('email'),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('riders_user_unique').on(t.userId)],
);

export const participants = pgTable(
  'participants',
  {
    stageId: text('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    /** The rider's user id, or 'ext-…' when a secretary added the rider. */
    id: text('id').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['Registered', 'Confirmed'] })
      .notNull()
      .default('Registered'),
    racingNumber: integer('racing_number'),
    racingClass: text('racing_class').notNull(),
    gender: text('gender', { enum: ['male', 'female'] }),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    bike: text('bike'),
    license: text('license'),
    clubId: text('club_id'),
    team: text('team'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    modifiedOn: timestamp('modified_on', { withTimezone: true }),
    /** The rider this entry is (decision 071); set on every insert and by `assignRiders` at start. */
    riderId: text('rider_id').references(() => riders.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.stageId, t.id] }), index('participants_rider').on(t.riderId)],
);

export interface PenaltyEvent {
  /** Set on entries added since issue 7, so one can be removed by id. */
  id?: string;
  points: number;
  reason: string;
  timestamp: string;
  userId: string;
  userDisplayName: string | null;
  userEmail: string | null;
}

/**
 * One row per participant per stage: status, times, penalties, approval fields and the cached
 * total and statistics, kept in step with section_scores in the same transaction.
 */
export const results = pgTable(
  'results',
  {
    stageId: text('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    participantId: text('participant_id').notNull(),
    /** The participant as they were when scored (spec §3 "participant copy"). */
    participant: jsonb('participant').$type<Record<string, unknown>>().notNull(),
    total: integer('total'),
    isFinished: boolean('is_finished').notNull().default(false),
    status: text('status', { enum: ['DQ', 'DNF', 'DNS'] }),
    startedOn: timestamp('started_on', { withTimezone: true }),
    lastTimeRecorded: timestamp('last_time_recorded', { withTimezone: true }),
    lastTimeChangedBy: text('last_time_changed_by'),
    /** Set when a secretary changes the finish time: recomputes keep it (issue 7). */
    finishTimeOverride: timestamp('finish_time_override', { withTimezone: true }),
    position: integer('position'),
    positionPoints: integer('position_points'),
    positionAbsolutePoints: integer('position_absolute_points'),
    penaltyEvents: jsonb('penalty_events').$type<PenaltyEvent[]>().notNull().default([]),
    /** Score value → count ("0" → 5, "1" → 2 …). */
    statistics: jsonb('statistics').$type<Record<string, number>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.stageId, t.participantId] }), index('results_participant').on(t.participantId)],
);

export type SectionEvent = SectionEventRecord;

/** One judge's score of one rider at one section on one lap (the spec's section{n}-lap{m}). */
export const sectionScores = pgTable(
  'section_scores',
  {
    stageId: text('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    participantId: text('participant_id').notNull(),
    section: integer('section').notNull(),
    lap: integer('lap').notNull(),
    points: integer('points').notNull(),
    events: jsonb('events').$type<SectionEvent[]>().notNull().default([]),
    /** The counted score's judge as shown (name or e-mail at the time). */
    judge: text('judge'),
    /**
     * The counted score's judge as matched: a user id (later `obs:<credentialId>`); null for scores
     * from before it was kept that no stage judge's name matched, and for imported sheets.
     */
    judgeId: text('judge_id'),
    /** When the counted score was given: the order of taps on this slot (judgeTapOrder). */
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.stageId, t.participantId, t.section, t.lap] })],
);

/**
 * A rider's query about one section/lap score of their own result ("Ask the clerk"). It never changes
 * the score: the secretary answers with the outcome; a correction is a separate section edit. At most
 * one open query per rider per section and lap (partial unique index).
 */
export const scoreQueries = pgTable(
  'score_queries',
  {
    id: text('id').primaryKey(),
    stageId: text('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    participantId: text('participant_id').notNull(),
    section: integer('section').notNull(),
    lap: integer('lap').notNull(),
    message: text('message').notNull(),
    /** The section's points when the rider asked; null when it was deleted then. */
    pointsThen: integer('points_then'),
    authorId: text('author_id').notNull(),
    authorName: text('author_name').notNull(),
    status: text('status', { enum: ['open', 'answered'] })
      .notNull()
      .default('open'),
    answer: text('answer'),
    outcome: text('outcome', { enum: ['stands', 'corrected'] }),
    answeredBy: text('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('score_queries_stage').on(t.stageId, t.participantId),
    uniqueIndex('score_queries_one_open')
      .on(t.stageId, t.participantId, t.section, t.lap)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Uploaded files (sponsor logos, regulation PDFs, ad photos) live in the database, so every server
 * instance sees them (DESIGN.md §1). Bytes are immutable: a new upload is a new row.
 */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    /** What the file is for: 'logo', 'regulation', 'ad-image'. */
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    /** A 200×200 thumbnail for images (WebP), if made. */
    thumbnail: bytea('thumbnail'),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    ownerId: text('owner_id'),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner').on(t.ownerId)],
);

/** Every secretary change, written in the same transaction as the change (spec §7). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    stageId: text('stage_id'),
    event: text('event').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    userId: text('user_id').notNull(),
    userEmail: text('user_email'),
  },
  (t) => [index('audit_log_stage').on(t.stageId, t.timestamp)],
);

export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    referrer: text('referrer'),
    locale: text('locale'),
    userId: text('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_created').on(t.createdAt)],
);

/** Per-topic sequence of the live channel, shared by every server instance. */
export const liveTopics = pgTable('live_topics', {
  topic: text('topic').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});

/** Live events too large for a NOTIFY payload (8000 bytes) travel by reference through here. */
export const livePayloads = pgTable('live_payloads', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  payload: text('payload').notNull(),
  createdAt: createdAt(),
});

// ── better-auth's tables (user, session, account, verification) with the admin plugin's fields
// and ours. The JS keys are better-auth's field names; the columns follow our snake_case.

export interface ParticipationData {
  name?: string;
  racingNumber?: number | null;
  racingClass?: string;
  birthDate?: string;
  bike?: string | null;
  license?: string | null;
  clubId?: string | null;
  gender?: 'male' | 'female' | null;
  team?: string | null;
  modifiedOn?: string;
}

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  /** The display name. */
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** Comma-separated roles: admin, secretary. */
  role: text('role'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: timestamp('ban_expires', { withTimezone: true }),
  isJudge: boolean('is_judge').notNull().default(false),
  participationData: jsonb('participation_data').$type<ParticipationData>(),
  /** The language of their mails (en, lv, et); null: English until they choose. */
  language: text('language'),
  /** Notification kinds they unsubscribed from (MailKind). */
  mailOptOuts: jsonb('mail_opt_outs').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_user').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier').on(t.identifier)],
);
export type Stage = typeof stages.$inferSelect;

/** The judges of a stage (spec §3 Stage.judges), each optionally assigned to one section. */
export const stageJudges = pgTable(
  'stage_judges',
  {
    stageId: text('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    section: integer('section'),
    addedAt: createdAt(),
    /** When this judge's app last delivered operations. */
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.stageId, t.userId] }), index('stage_judges_user').on(t.userId)],
);

/**
 * An observer without an account (issue #17, decision 029): a personal link and a PIN for one
 * section (null: the whole stage), kept only as hashes; expires and can be revoked.
 */
export const observerCredentials = pgTable(
  'observer_credentials',
  {
    id: text('id').primaryKey(),
    stageId: text('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    section: integer('section'),
    tokenHash: text('token_hash').notNull(),
    pinHash: text('pin_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** A trainee's credential (issue #35 point 11): its phones' scores go to observer_trainee_scores, never counted. */
    trainee: boolean('trainee').notNull().default(false),
  },
  (t) => [
    uniqueIndex('observer_credentials_token').on(t.tokenHash),
    uniqueIndex('observer_credentials_pin').on(t.stageId, t.pinHash),
  ],
);

/** One phone holding an observer credential (its session cookie, hashed); a hand-off ends it. */
export const observerDevices = pgTable(
  'observer_devices',
  {
    id: text('id').primaryKey(),
    credentialId: text('credential_id')
      .notNull()
      .references(() => observerCredentials.id, { onDelete: 'cascade' }),
    sessionHash: text('session_hash').notNull(),
    /** Who holds this phone: the credential's name, or the name typed when taking over a hand-off. */
    name: text('name').notNull(),
    createdAt: createdAt(),
    /** When another phone took the section over: later taps of this one are refused. */
    handedOffAt: timestamp('handed_off_at', { withTimezone: true }),
    handoffCodeHash: text('handoff_code_hash'),
    handoffExpiresAt: timestamp('handoff_expires_at', { withTimezone: true }),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    /** Operations the phone still held after its last delivery, as it reported. */
    pendingCount: integer('pending_count'),
    /** Scores taken before revocation or hand-off that arrived after it. */
    lateCount: integer('late_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('observer_devices_session').on(t.sessionHash),
    uniqueIndex('observer_devices_handoff').on(t.handoffCodeHash),
    index('observer_devices_credential').on(t.credentialId),
  ],
);

/**
 * Operations an observer phone said it held (op ids), recorded while its credential was good: after
 * the cut-off only these may still arrive and count (decision 029, issue #35).
 */
export const observerHeldOps = pgTable(
  'observer_held_ops',
  {
    deviceId: text('device_id')
      .notNull()
      .references(() => observerDevices.id, { onDelete: 'cascade' }),
    opId: text('op_id').notNull(),
    announcedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.opId] })],
);

/**
 * A trainee phone's score of one slot (issue #35 point 11, decision 029): the phone's latest tap there
 * (by tap time), compared with the counted score of the slot on the judges page, never counted.
 */
export const observerTraineeScores = pgTable(
  'observer_trainee_scores',
  {
    deviceId: text('device_id')
      .notNull()
      .references(() => observerDevices.id, { onDelete: 'cascade' }),
    stageId: text('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    participantId: text('participant_id').notNull(),
    section: integer('section').notNull(),
    lap: integer('lap').notNull(),
    points: integer('points').notNull(),
    /** judgeTapOrder of the tap: a later tap of the phone on the slot replaces this one. */
    tappedAt: timestamp('tapped_at', { withTimezone: true }).notNull(),
    opId: text('op_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.participantId, t.section, t.lap] }),
    index('observer_trainee_scores_stage').on(t.stageId),
  ],
);

/**
 * An observer phone's operation the server refused (after its cut-off, before its credential, never
 * reported in time, …): kept for race control with the operation as the phone sent it and why, so
 * no score silently vanishes (issue #35). `status`: open until the secretary accepts or dismisses it.
 */
export const observerRefusedOps = pgTable(
  'observer_refused_ops',
  {
    opId: text('op_id').primaryKey(),
    stageId: text('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    deviceId: text('device_id')
      .notNull()
      .references(() => observerDevices.id, { onDelete: 'cascade' }),
    op: jsonb('op').$type<Record<string, unknown>>().notNull(),
    reason: text('reason').notNull(),
    receivedAt: createdAt(),
    status: text('status', { enum: ['open', 'accepted', 'dismissed'] })
      .notNull()
      .default('open'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by'),
  },
  (t) => [index('observer_refused_ops_stage').on(t.stageId, t.status)],
);

/**
 * The stage's command log (decision 076; issue 6's exactly-once record of the judge app, generalised by
 * migration 0023): every write to a stage's results is a command whose id is recorded in the same
 * transaction that applies it, and a repeated id gets the first outcome back. `origin` is who numbered
 * it (a judge's phone, this server, later a venue laptop) and `originSeq` that origin's number;
 * `position` is the order commands were applied in (one value per transaction; `originSeq` orders a
 * batch), `payload` what replaying it needs.
 */
export const stageCommands = pgTable(
  'stage_commands',
  {
    commandId: text('command_id').primaryKey(),
    stageId: text('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    origin: text('origin').notNull(),
    originSeq: integer('origin_seq').notNull(),
    kind: text('kind').notNull().default('judgeOp'),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    position: bigint('position', { mode: 'number' }),
    appliedAt: createdAt(),
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('stage_commands_stage_position').on(t.stageId, t.position)],
);

/** The last sequence number of each origin the server numbers itself (decision 076). */
export const commandOrigins = pgTable('command_origins', {
  origin: text('origin').primaryKey(),
  lastSeq: integer('last_seq').notNull(),
});

/** Market ads (issue 9). Deleting the seller deletes their ads; the photo is a row of `files`. */
export const marketAds = pgTable(
  'market_ads',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    /** Description and location folded (lower case, no diacritics) for the search. */
    searchText: text('search_text').notNull(),
    /** Euro cents: prices have at most two decimals, and integers compare and sort exactly. */
    priceCents: integer('price_cents').notNull(),
    category: text('category').$type<AdCategory>().notNull(),
    location: text('location'),
    imageFileId: text('image_file_id')
      .notNull()
      .references(() => files.id),
    phone: text('phone'),
    whatsapp: text('whatsapp'),
    status: text('status').$type<AdStatus>().notNull().default('active'),
    /** The admin who removed it (moderation). */
    removedBy: text('removed_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('market_ads_image').on(t.imageFileId),
    index('market_ads_seller').on(t.sellerId),
    index('market_ads_list').on(t.status, t.createdAt),
  ],
);

/**
 * Ads their sellers deleted: only the id and when, so the ad's address answers 410 Gone, not 404
 * (issue #37 point 11). Nothing of the ad itself is kept.
 */
export const marketAdTombstones = pgTable('market_ad_tombstones', {
  adId: text('ad_id').primaryKey(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── Standings (issue 8): per championship, results per stage as JSON (DESIGN.md §6). Club and team
// standings are derived from these when read.

/** The championship's standings status (spec §3 "Standings status") and how the last batch ranked. */
export const standingsStatus = pgTable('standings_status', {
  championshipId: text('championship_id')
    .primaryKey()
    .references(() => championships.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['draft', 'published', 'approved'] }).notNull(),
  mode: text('mode', { enum: ['approve', 'final'] }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One rider in one group of a championship (spec §3 "Individual standing position"). */
export const standingPositions = pgTable(
  'standing_positions',
  {
    championshipId: text('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    group: text('group_name').notNull(),
    racingNumber: integer('racing_number'),
    gender: text('gender', { enum: ['male', 'female'] }),
    clubId: text('club_id'),
    birthYear: integer('birth_year'),
    team: text('team'),
    participants: jsonb('participants').$type<string[]>().notNull().default([]),
    refOriginal: text('ref_original'),
    /** The rider record whose results it holds (decision 090); no foreign key: a merge moves it, standings never break. */
    riderId: text('rider_id'),
    position: integer('position'),
    total: doublePrecision('total'),
    totalMinusWorst: doublePrecision('total_minus_worst'),
    results: jsonb('results').$type<StandingStageResult[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.championshipId, t.id] })],
);

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** Binary content (an image) is kept as base64 text; an inline image has the content id its HTML names. */
  encoding?: 'base64';
  cid?: string;
}

/** Mails waiting to be sent, and sent ones kept a while (decision 026). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    userId: text('user_id'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    /** Set for a mail that must go once whoever enqueues it (the day-before reminder). */
    dedupeKey: text('dedupe_key'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's lease on the row while it sends it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe').on(t.dedupeKey),
    index('mail_outbox_pending')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`),
  ],
);

/** Shared rate-limit windows (decision 028): `rule:hashed key` → hits in the window ending at window_ends_at. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_ends_at_idx').on(t.windowEndsAt)],
);
export * from './money-schema.js';
export * from './rider-identity-schema.js';
export * from './start-list-schema.js';
export * from './signon-schema.js';
export * from './licences-schema.js';
export * from './venue-schema.js';
