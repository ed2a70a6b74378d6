import type { ApprovalOffender } from '../standings/approve.js';
/**
 * Error codes the API answers with. The message key is a translation key under `errors.` in the
 * web app's locale files, so every 4xx can be shown to the user in their language.
 */
export const errorCodes = {
  badRequest: { status: 400, messageKey: 'errors.badRequest' },
  nulCharacter: { status: 400, messageKey: 'errors.nulCharacter' },
  validation: { status: 400, messageKey: 'errors.validation' },
  unknownTopic: { status: 400, messageKey: 'errors.unknownTopic' },
  badEventId: { status: 400, messageKey: 'errors.badEventId' },
  unauthenticated: { status: 401, messageKey: 'errors.unauthenticated' },
  forbidden: { status: 403, messageKey: 'errors.forbidden' },
  notFound: { status: 404, messageKey: 'errors.notFound' },
  accountNotFound: { status: 404, messageKey: 'auth.userNotFound' },
  invalidLink: { status: 400, messageKey: 'auth.invalidLink' },
  magicLinkEmailMismatch: { status: 400, messageKey: 'auth.emailMismatch' },
  passwordAlreadySet: { status: 409, messageKey: 'auth.passwordAlreadySet' },
  crossOrigin: { status: 403, messageKey: 'errors.crossOrigin' },
  slugTaken: { status: 409, messageKey: 'errors.slugTaken' },
  institutionHasChampionships: { status: 409, messageKey: 'errors.institutionHasChampionships' },
  championshipHasStages: { status: 409, messageKey: 'errors.championshipHasStages' },
  stageHasParticipants: { status: 409, messageKey: 'errors.stageHasParticipants' },
  registrationClosed: { status: 403, messageKey: 'participant.registrationClosed' },
  alreadyJoined: { status: 409, messageKey: 'participant.alreadyJoined' },
  numberTaken: { status: 409, messageKey: 'participant.numberTaken' },
  nameTaken: { status: 409, messageKey: 'participant.nameTaken' },
  nameTakenConfirm: { status: 409, messageKey: 'participant.nameTakenConfirm' },
  classAgeMismatch: { status: 400, messageKey: 'participant.classAgeMismatch' },
  classAgeConfirm: { status: 409, messageKey: 'participant.classAgeConfirm' },
  participantHasResults: { status: 409, messageKey: 'participant.hasResults' },
  youHaveResults: { status: 409, messageKey: 'participant.youHaveResults' },
  importTooLarge: { status: 413, messageKey: 'participants.import.tooLarge' },
  importNoHeader: { status: 400, messageKey: 'participants.import.noHeader' },
  notAJudge: { status: 409, messageKey: 'judge.notAJudge' },
  payloadTooLarge: { status: 413, messageKey: 'errors.payloadTooLarge' },
  fileTooLarge: { status: 413, messageKey: 'errors.fileTooLarge' },
  unsupportedFileType: { status: 415, messageKey: 'errors.unsupportedFileType' },
  uploadFailed: { status: 400, messageKey: 'errors.uploadFailed' },
  tooManyRequests: { status: 429, messageKey: 'errors.tooManyRequests' },
  /** A wrong, expired or revoked observer link, PIN or hand-off code (decision 029). */
  observerCodeInvalid: { status: 400, messageKey: 'observe.invalid' },
  /** A phone taking over names itself like a judge or another observer of the stage (issue #35). */
  observerNameTaken: { status: 409, messageKey: 'observe.nameTaken' },
  /** A credential's trainee mark changed after its phones sent scores (decision 029). */
  observerHasScores: { status: 409, messageKey: 'observers.hasScores' },
  standingsNotAllFinished: { status: 409, messageKey: 'standings.notAllFinished' },
  standingsNoResults: { status: 409, messageKey: 'standings.noResults' },
  standingsStageNotFound: { status: 404, messageKey: 'standings.stageNotFound' },
  standingsWrongStatus: { status: 409, messageKey: 'standings.wrongStatus' },
  standingsClassOrderNotFound: { status: 409, messageKey: 'standings.classOrderNotFound' },
  standingNotFound: { status: 404, messageKey: 'standings.standingNotFound' },
  standingNameTaken: { status: 409, messageKey: 'standings.nameTaken' },
  standingNoChanges: { status: 409, messageKey: 'standings.noChanges' },
  standingNoSourceResults: { status: 409, messageKey: 'standings.noSourceResults' },
  standingNoTargetResults: { status: 409, messageKey: 'standings.noTargetResults' },
  internal: { status: 500, messageKey: 'errors.internal' },
  resultsLocked: { status: 409, messageKey: 'results.error.locked' },
  statusUnchanged: { status: 409, messageKey: 'results.error.statusUnchanged' },
  resultNotFinished: { status: 409, messageKey: 'results.error.notFinished' },
  resultHasTotal: { status: 409, messageKey: 'results.error.hasTotal' },
  sectionHasNextLap: { status: 409, messageKey: 'results.error.sectionHasNextLap' },
  penaltyNotFound: { status: 404, messageKey: 'results.error.penaltyNotFound' },
  missedNotBySecretary: { status: 409, messageKey: 'results.error.missedNotBySecretary' },
  missedNotApplicable: { status: 409, messageKey: 'results.error.missedNotApplicable' },
  adRemoved: { status: 409, messageKey: 'market.adRemoved' },
  /** An ad its seller deleted: 410 Gone, not 404 (issue #37 point 11). */
  adGone: { status: 410, messageKey: 'market.noLongerAvailable' },
  queriesClosed: { status: 409, messageKey: 'results.queries.error.closed' },
  queryAlreadyOpen: { status: 409, messageKey: 'results.queries.error.alreadyOpen' },
  queryAlreadyAnswered: { status: 409, messageKey: 'results.queries.error.alreadyAnswered' },
  protestWindowClosed: { status: 409, messageKey: 'results.queries.error.windowClosed' },
  protestWindowOpen: { status: 409, messageKey: 'results.provisional.error.windowOpen' },
  nothingToPay: { status: 409, messageKey: 'money.error.nothingToPay' },
  alreadyPaid: { status: 409, messageKey: 'money.error.alreadyPaid' },
  notPaid: { status: 409, messageKey: 'money.error.notPaid' },
  /** The class or stage has as many entries as it takes: the rider may join its waiting list (decision 081). */
  entriesFull: { status: 409, messageKey: 'signon.error.entriesFull' },
  alreadyWaiting: { status: 409, messageKey: 'signon.error.alreadyWaiting' },
  /** A rider confirmed as DNS who is not (or no longer) in the proposal: signed on, or scored meanwhile. */
  dnsNotProposed: { status: 409, messageKey: 'signon.error.dnsNotProposed' },
  /** The secretary's new order of a waiting list names riders no longer (or not yet) on it. */
  waitlistChanged: { status: 409, messageKey: 'signon.error.waitlistChanged' },
  /** A sign-on code that is forged, mistyped or of another stage. */
  signOnCodeInvalid: { status: 404, messageKey: 'signon.error.codeInvalid' },
  statementUnreadable: { status: 400, messageKey: 'money.error.statementUnreadable' },
  /** Rider records (decision 080). */
  riderAlreadyClaimed: { status: 409, messageKey: 'riderIdentity.error.alreadyClaimed' },
  riderClaimDecided: { status: 409, messageKey: 'riderIdentity.error.claimDecided' },
  ridersShareStage: { status: 409, messageKey: 'riderIdentity.error.shareStage' },
  ridersBothAccounts: { status: 409, messageKey: 'riderIdentity.error.bothAccounts' },
  onlinePaymentOff: { status: 409, messageKey: 'money.error.onlinePaymentOff' },
  webhookSignature: { status: 400, messageKey: 'money.error.webhookSignature' },
  licenceMissing: { status: 409, messageKey: 'licences.error.missing' },
  oneEventNotSold: { status: 409, messageKey: 'licences.error.oneEventNotSold' },
  oneEventNotNeeded: { status: 409, messageKey: 'licences.error.oneEventNotNeeded' },
  licenceImportNoHeader: { status: 400, messageKey: 'licences.import.noHeader' },
  licenceImportTooLarge: { status: 400, messageKey: 'licences.import.tooLarge' },
  riderAlreadyEntered: { status: 409, messageKey: 'participant.riderAlreadyEntered' },
  numberLocked: { status: 409, messageKey: 'numbers.error.locked' },
  numberHeld: { status: 409, messageKey: 'numbers.error.heldByOther' },
  numbersNotIssued: { status: 409, messageKey: 'numbers.error.notIssued' },
  numberNotEligible: { status: 409, messageKey: 'numbers.error.notEligible' },
  /** Venue mode (decision 085): the stage is run from a venue laptop; the body names it (`lease`, `message`). */
  stageCheckedOut: { status: 409, messageKey: 'venue.error.checkedOut' },
  /** A pairing code that is wrong or used. */
  pairingCodeInvalid: { status: 400, messageKey: 'venue.error.codeInvalid' },
  /** A pairing code the laptop showed more than 10 minutes ago: the laptop shows a new one. */
  pairingCodeExpired: { status: 400, messageKey: 'stageLease.error.codeExpired' },
  /** 5 wrong pairing codes on a stage lock its pairing for 10 minutes. */
  pairingLocked: { status: 429, messageKey: 'venue.error.locked' },
  /** The laptop asks for its token before a secretary entered its code. */
  pairingPending: { status: 409, messageKey: 'venue.error.pending' },
  /** The device's lease was forced back or returned: its commands are kept aside, not applied. */
  leaseEnded: { status: 409, messageKey: 'venue.error.leaseEnded' },
  /** Check-in with a digest other than the server's: the body names the first rider whose rows differ. */
  digestMismatch: { status: 409, messageKey: 'venue.error.digestMismatch' },
} as const;
export type ErrorCode = keyof typeof errorCodes;

/** The body of every error response. `fields` maps a form field to its message key. */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    messageKey: string;
    fields?: Record<string, string>;
    /** standingsNotAllFinished: the participants neither finished nor with a status. */
    offenders?: ApprovalOffender[];
    /** stageCheckedOut: the laptop and since when (ISO; `time` on the venue clock), and the sentence in the caller's language. */
    lease?: { deviceName: string; since: string; time: string };
    message?: string;
    /** digestMismatch: the first rider whose rows differ (null: the commands differ), and the server's digest. */
    firstRider?: { participantId: string; name: string | null } | null;
    serverDigest?: string;
  };
}
