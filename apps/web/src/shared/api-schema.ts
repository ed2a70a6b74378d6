// Generated from GET /api/docs by openapi-typescript (decision 074). Do not edit: run
// UPDATE_API_TYPES=1 npx vitest run apps/server/test/openapi-answers.test.ts
export type paths = {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness and database kind */
    get: operations['getApiHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness: database reachable, migrations applied, LISTEN up (PostgreSQL), not shutting down */
    get: operations['getApiReady'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Public configuration for the browser */
    get: operations['getApiConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/docs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This document: OpenAPI 3.1, generated from the routes (decision 032) */
    get: operations['getApiDocs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Server-Sent Events: ?topics=a,b; Last-Event-ID "topic=seq;…" replays or sends resync */
    get: operations['getApiLive'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Published stages (the home page list; live: topic stages). ETag, 304 */
    get: operations['getApiStages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/competitions/{institutionId}/{championshipId}/{stageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A stage for its public page (drafts for staff only). ETag, 304 */
    get: operations['getApiCompetitionsByInstitutionIdByChampionshipIdByStageId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/stages/{stageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every field of a stage, for its edit form (admin) */
    get: operations['getApiAdminStagesByStageId'];
    /** Save every stage field (admin); publishes on the stages topic */
    put: operations['putApiAdminStagesByStageId'];
    post?: never;
    /** Delete a stage without participants (admin) */
    delete: operations['deleteApiAdminStagesByStageId'];
    options?: never;
    head?: never;
    /** Change a stage (admin); publishes on the stages topic */
    patch: operations['patchApiAdminStagesByStageId'];
    trace?: never;
  };
  '/api/admin/institutions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Institutions with championships (admin) */
    get: operations['getApiAdminInstitutions'];
    put?: never;
    /** Create an institution (admin) */
    post: operations['postApiAdminInstitutions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/institutions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete an institution without championships (admin) */
    delete: operations['deleteApiAdminInstitutionsById'];
    options?: never;
    head?: never;
    /** Rename an institution (admin) */
    patch: operations['patchApiAdminInstitutionsById'];
    trace?: never;
  };
  '/api/admin/institutions/{id}/championships': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a championship (admin) */
    post: operations['postApiAdminInstitutionsByIdChampionships'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/institutions/{id}/championships/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A championship with its stages, drafts included (admin) */
    get: operations['getApiAdminInstitutionsByIdChampionshipsBySlug'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/championships/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Save a championship (admin) */
    put: operations['putApiAdminChampionshipsById'];
    post?: never;
    /** Delete a championship without stages (admin) */
    delete: operations['deleteApiAdminChampionshipsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/championships/{id}/stages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a stage, optionally copied from another (admin) */
    post: operations['postApiAdminChampionshipsByIdStages'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/clubs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Clubs */
    get: operations['getApiClubs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/clubs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Add or change a club (admin) */
    put: operations['putApiAdminClubs'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/clubs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a club (admin) */
    delete: operations['deleteApiAdminClubsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/clubs/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Import clubs from CSV (admin) */
    post: operations['postApiAdminClubsImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Users by name or e-mail (?q=; admin) */
    get: operations['getApiAdminUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Grant or revoke admin or secretary (admin) */
    post: operations['postApiAdminUsersByIdRoles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/fees': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A stage's entry fees in force and where they come from (the stage or its championship) */
    get: operations['getApiStagesByStageIdFees'];
    /** Secretary sets a stage's entry fees (null: as the championship) */
    put: operations['putApiStagesByStageIdFees'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/fees/championship': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Secretary sets the championship's default entry fees (from one of its stages); stages without their own inherit them */
    put: operations['putApiStagesByStageIdFeesChampionship'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/fees/quote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What entering now in a class (and team) costs, line by line: the join form shows it */
    get: operations['getApiStagesByStageIdFeesQuote'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/participants/me/payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The rider's own entry: amount due and why, payment status, reference and EPC QR text */
    get: operations['getApiStagesByStageIdParticipantsMePayment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every entry's amount and payment status (secretary) */
    get: operations['getApiStagesByStageIdPayments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/payments/{participantId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Secretary records cash, a transfer or a waived fee, undoes it, or marks a refund (audit log) */
    put: operations['putApiStagesByStageIdPaymentsByParticipantId'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/payments/{participantId}/invoice.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An entry's invoice PDF with the EPC QR code (the rider's own, or any for a secretary); ?lang=lv|et|en */
    get: operations['getApiStagesByStageIdPaymentsByParticipantIdInvoicePdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/payments/{participantId}/receipt.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An entry's latest receipt PDF, numbered per club and year (the rider's own, or any for a secretary); ?lang=lv|et|en, else the rider's language */
    get: operations['getApiStagesByStageIdPaymentsByParticipantIdReceiptPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/statement': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Secretary uploads a bank statement (camt.053 XML, or a Swedbank / LHV / SEB CSV as base64): credits matched by RF reference and amount mark entries paid; a refunded entry's line waits for the secretary's choice (repay); the rest is listed */
    post: operations['postApiPaymentsStatement'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/participants/me/checkout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The rider's own entry: a checkout page at the payment provider for the amount due */
    post: operations['postApiStagesByStageIdParticipantsMeCheckout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/online/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The payment provider's notification (Stripe webhook): its signature is checked, a paid session marks the entry paid once */
    post: operations['postApiPaymentsOnlineWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/entry-limits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A stage's entry limits and health declaration in force, and where they come from */
    get: operations['getApiStagesByStageIdEntryLimits'];
    /** Secretary sets a stage's entry limits and health declaration (null: as the championship) */
    put: operations['putApiStagesByStageIdEntryLimits'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/entry-limits/championship': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The championship's default entry limits and health declaration, from one of its stages (secretary) */
    get: operations['getApiStagesByStageIdEntryLimitsChampionship'];
    /** Secretary sets the championship's default entry limits (from one of its stages); stages without their own follow them */
    put: operations['putApiStagesByStageIdEntryLimitsChampionship'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/signon': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The sign-on screen: every entry with what is missing, and signed-on / entered per class (secretary) */
    get: operations['getApiStagesByStageIdSignon'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/signon/scan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The entry a scanned or typed sign-on code names (secretary) */
    post: operations['postApiStagesByStageIdSignonScan'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/signon/{participantId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Secretary signs an entry on (who and when) or undoes it (audit log) */
    put: operations['putApiStagesByStageIdSignonByParticipantId'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/signon/{participantId}/one-event-licence': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Secretary sells a one-event licence at the desk to an entry whose licence is missing or expired: recorded with the entry (its price joins the fee) and paid in cash, with a receipt (audit log) */
    post: operations['postApiStagesByStageIdSignonByParticipantIdOneEventLicence'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/signon/{participantId}/declarations/{kind}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Secretary records a signed declaration (parentConsent, health) with the signer's name and the time; null clears it */
    put: operations['putApiStagesByStageIdSignonByParticipantIdDeclarationsByKind'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/participants/me/signon': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The rider's own sign-on code (its QR code's text) and whether they are signed on */
    get: operations['getApiStagesByStageIdParticipantsMeSignon'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/waitlist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A rider takes a place on the waiting list of a full class or stage (the join form) */
    post: operations['postApiStagesByStageIdWaitlist'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/waitlist/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The rider's own place on the waiting list */
    get: operations['getApiStagesByStageIdWaitlistMe'];
    put?: never;
    post?: never;
    /** A rider leaves the waiting list */
    delete: operations['deleteApiStagesByStageIdWaitlistMe'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/waitlist/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Secretary reorders a stage's waiting list (every waiting rider, each once) */
    put: operations['putApiStagesByStageIdWaitlistOrder'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/waitlist/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Secretary takes a rider off the waiting list (the rider is told by e-mail) */
    delete: operations['deleteApiStagesByStageIdWaitlistByUserId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/results/dns-proposal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Riders proposed as DNS at approval: entered, never signed on, never started (secretary) */
    get: operations['getApiStagesByStageIdResultsDnsProposal'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/results/dns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Secretary confirms DNS for riders of the proposal: each a setStatus command of the results (Idempotency-Key optional) */
    post: operations['postApiStagesByStageIdResultsDns'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/participants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Participants as the caller may see them (secretaries see more fields). ETag, 304 */
    get: operations['getApiStagesByStageIdParticipants'];
    put?: never;
    /** Secretary adds a participant */
    post: operations['postApiStagesByStageIdParticipants'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/participants/per-class': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Riders entered per class (every entry, the same for every reader): the results page's 'Started 5 of 20' without the whole list. ETag, 304 */
    get: operations['getApiStagesByStageIdParticipantsPerClass'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/participants/join': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A rider joins (registration window, once) */
    post: operations['postApiStagesByStageIdParticipantsJoin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/participants/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** A rider cancels (window, no results) */
    delete: operations['deleteApiStagesByStageIdParticipantsMe'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/participants/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Preview or import an entry list (CSV or spreadsheet text; secretary) */
    post: operations['postApiStagesByStageIdParticipantsImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/participants/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Secretary edits (result copy updated too) */
    put: operations['putApiStagesByStageIdParticipantsById'];
    post?: never;
    /** Secretary deletes (not with results) */
    delete: operations['deleteApiStagesByStageIdParticipantsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/participants/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Secretary sets Registered or Confirmed */
    patch: operations['patchApiStagesByStageIdParticipantsByIdStatus'];
    trace?: never;
  };
  '/api/stages/{stageId}/start-list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A stage's start list: the blocks and every rider's start time (venue clock: timeZone) */
    get: operations['getApiStagesByStageIdStartList'];
    /** Secretary sets the start blocks (classes, start time, interval, group size, order); a draw keeps its recorded seed unless redrawn */
    put: operations['putApiStagesByStageIdStartList'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/venue/pairings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A venue laptop asks to pair under its name: a pairing id, the secret it keeps, the code it shows (10 minutes) */
    post: operations['postApiVenuePairings'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/venue/pairings/{pairingId}/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The laptop proves its pairing's secret, once a secretary entered its code: its device token (once) */
    post: operations['postApiVenuePairingsByPairingIdToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/venue/stages/{stageId}/commands': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The laptop forwards its log's commands: applied in its order exactly once; the answer is the highest sequence applied */
    post: operations['postApiVenueStagesByStageIdCommands'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/venue/stages/{stageId}/day': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The laptop pulls its stage's day: stage, championship, classes, participants and riders, clubs, judges, observers' credentials (hashes), results, section scores and the command log */
    get: operations['getApiVenueStagesByStageIdDay'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/venue/stages/{stageId}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Commands recorded here for the laptop's stage after its cursor (?after=, a log position) that no laptop forwarded: phones' ops that reached home */
    get: operations['getApiVenueStagesByStageIdChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/venue/stages/{stageId}/check-in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The laptop hands the stage back with its digest: equal to the server's, the lease is returned */
    post: operations['postApiVenueStagesByStageIdCheckIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/lease': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The stage's lease (admin, secretary): the venue laptop running it and since when, or null; the latest lease with its sequences and digest */
    get: operations['getApiStagesByStageIdLease'];
    put?: never;
    /** Check the stage out to a venue laptop (admin, secretary): the code the laptop shows */
    post: operations['postApiStagesByStageIdLease'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/lease/kept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Commands a forced-back laptop sent later under its revoked token (admin): kept aside, never applied */
    get: operations['getApiStagesByStageIdLeaseKept'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/lease/force-back': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** An admin takes a lost laptop's stage back: token revoked; the highest sequence reported against received */
    post: operations['postApiStagesByStageIdLeaseForceBack'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/venue/laptop': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The venue laptop's state (its admin, secretaries): pairing code, the stage it holds, the uplink */
    get: operations['getApiVenueLaptop'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/venue/laptop/pairing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The laptop asks its federation server for a pairing under its name (its admin): the code to show until a secretary enters it */
    post: operations['postApiVenueLaptopPairing'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/venue/laptop/pull': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pull the day again (online entries made at home since): only rows the laptop lacks are added */
    post: operations['postApiVenueLaptopPull'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/venue/laptop/check-in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End the day: the laptop's digest against home's; equal, the stage goes home */
    post: operations['postApiVenueLaptopCheckIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/venue/laptop/outbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The forwarder reads the laptop's own commands of its stage in log order, numbered as forward sequences (?after=&limit=) */
    get: operations['getApiVenueLaptopOutbox'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/venue/laptop/pulled': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The forwarder hands over commands recorded at home (phones’ ops): applied here once by their ids */
    post: operations['postApiVenueLaptopPulled'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/venue/laptop/uplink': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The forwarder's report after a round: connected, the highest sequence home holds, when */
    post: operations['postApiVenueLaptopUplink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/judge-stages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Ids of the stages the signed-in user judges */
    get: operations['getApiMeJudgeStages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/judging/stages/{stageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What the judge app caches for a stage: stage, classes, riders, counted scores (stage judges and observer phones) */
    get: operations['getApiJudgingStagesByStageId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/judging/stages/{stageId}/ops': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Apply the judge app's operations exactly once, in device order; a replayed id gets its first answer */
    post: operations['postApiJudgingStagesByStageIdOps'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/judging/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Preview (commit false) or import (commit true) a standalone judge's score sheet (secretary, classic stages) */
    post: operations['postApiStagesByStageIdJudgingImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/judging/sections/{section}/keyed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A section for fast keyed entry of its paper sheet: riders and the scores already in (secretary) */
    get: operations['getApiStagesByStageIdJudgingSectionsBySectionKeyed'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/judging/keyed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Keyed paper-sheet scores as exactly-once operations, as the judge app sends them (secretary) */
    post: operations['postApiStagesByStageIdJudgingKeyed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/judging/candidates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Users who ticked 'I am judge' (?q= name or e-mail; secretary) */
    get: operations['getApiJudgingCandidates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/judges': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The stage's judges with section and last sync (secretary) */
    get: operations['getApiStagesByStageIdJudges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/judging/progress': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Race control (secretary): riders scored of those expected per section and lap, possibly missed riders */
    get: operations['getApiStagesByStageIdJudgingProgress'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/judges/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Make a user a judge of the stage, with an optional section (secretary) */
    put: operations['putApiStagesByStageIdJudgesByUserId'];
    post?: never;
    /** Remove a judge (secretary); scores stay */
    delete: operations['deleteApiStagesByStageIdJudgesByUserId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/observers/refused/{opId}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Race control accepts an observer phone's refused tap: applied exactly once as the phone's score, accepted by the secretary (secretary) */
    post: operations['postApiStagesByStageIdObserversRefusedByOpIdAccept'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/observers/refused/{opId}/dismiss': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Race control dismisses an observer phone's refused tap: it stays unscored (secretary) */
    post: operations['postApiStagesByStageIdObserversRefusedByOpIdDismiss'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/observers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The stage's observer credentials (no secrets) with their phones (secretary) */
    get: operations['getApiStagesByStageIdObservers'];
    put?: never;
    /** Create an observer credential: link token and PIN, shown once (secretary) */
    post: operations['postApiStagesByStageIdObservers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/observers/{credentialId}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revoke an observer credential at once (secretary); taps taken before still arrive */
    post: operations['postApiStagesByStageIdObserversByCredentialIdRevoke'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/observers/{credentialId}/trainee': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Mark an observer credential as a trainee's (scores kept and compared, never counted) or not, while none of its phones has sent a score (secretary) */
    put: operations['putApiStagesByStageIdObserversByCredentialIdTrainee'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/observe/stages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Stages with observer credentials open now (the PIN page) */
    get: operations['getApiObserveStages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/observe/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Open an observer credential on this phone (link token, PIN, or a hand-off code): sets the phone's session cookie */
    post: operations['postApiObserveSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/observe/handoff': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A one-time code for another phone to take this observer phone's section over; the body may name the operations the phone still holds */
    post: operations['postApiObserveHandoff'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/results': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Results of a stage, compact: each rider's totals and section scores, no history (decision 037; a rider's is at …/results/{participantId}). Live: topic stage:<id>:results. ETag, 304 */
    get: operations['getApiStagesByStageIdResults'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/results/state': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The results' state (decision 027): { state: live | provisional | approved, publishedAt, closesAt (protest window end, null: no window), windowMinutes, approvedAt }; live: topic stage:<id>:results, event 'results.state' */
    get: operations['getApiStagesByStageIdResultsState'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/results/{participantId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A rider's whole result: each section's history (who, when, each tap) and the penalty entries, as the results list's audience sees it (decision 037). Live: topic stage:<id>:results. ETag, 304 */
    get: operations['getApiStagesByStageIdResultsByParticipantId'];
    put?: never;
    post?: never;
    /** Secretary deletes a result (only while its total is null) */
    delete: operations['deleteApiStagesByStageIdResultsByParticipantId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/results/provisional': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Secretary publishes the results as provisional now, with a protest window of windowMinutes (1–1440) or none (null); publishing again restarts the window */
    post: operations['postApiStagesByStageIdResultsProvisional'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/results-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Secretary: the stage's result corrections (audit entries), newest first */
    get: operations['getApiStagesByStageIdResultsLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/results/{participantId}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Secretary sets DQ or DNF, or clears the status (null) */
    put: operations['putApiStagesByStageIdResultsByParticipantIdStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/results/{participantId}/finish-time': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Secretary changes a finished result's finish time (HH:MM:SS) */
    put: operations['putApiStagesByStageIdResultsByParticipantIdFinishTime'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/results/{participantId}/sections/{section}/laps/{lap}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Secretary edits section points (EditedTo event; classic: not 0/1/2/3/5 becomes 0) */
    put: operations['putApiStagesByStageIdResultsByParticipantIdSectionsBySectionLapsByLap'];
    post?: never;
    /** Secretary deletes a section (not when the next lap has it) */
    delete: operations['deleteApiStagesByStageIdResultsByParticipantIdSectionsBySectionLapsByLap'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/results/{participantId}/missed-sections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Secretary counts a rider's unscored sections with the championship's missed-section points (rule applied by the secretary) */
    post: operations['postApiStagesByStageIdResultsByParticipantIdMissedSections'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/results/{participantId}/penalties': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Secretary adds penalty points */
    post: operations['postApiStagesByStageIdResultsByParticipantIdPenalties'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/results/{participantId}/penalties/{penaltyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Secretary removes penalty points */
    delete: operations['deleteApiStagesByStageIdResultsByParticipantIdPenaltiesByPenaltyId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/results/{participantId}/queries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Score queries on a result: the rider's own (or any, for secretaries); live notices: topic stage:<id>:queries:<rider> */
    get: operations['getApiStagesByStageIdResultsByParticipantIdQueries'];
    put?: never;
    /** A rider asks the clerk about a section/lap score of their own result (until results are approved; one open per score). Changes no score. */
    post: operations['postApiStagesByStageIdResultsByParticipantIdQueries'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/queries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Secretary: the stage's score queries, open first (live notices without content: topic stage:<id>:queries) */
    get: operations['getApiStagesByStageIdQueries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/queries/{queryId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Secretary answers a score query: the reply and the outcome (stands / corrected); changes no score */
    patch: operations['patchApiStagesByStageIdQueriesByQueryId'];
    trace?: never;
  };
  '/api/stages/{stageId}/approval': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Approval banner state (secretary) */
    get: operations['getApiStagesByStageIdApproval'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/results/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Secretary approves results: positions and points per class. Inside an open protest window only with body { confirmEarly: true }; the body may be left out otherwise */
    post: operations['postApiStagesByStageIdResultsApprove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/standings/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Secretary generates the stage standings (identity conflicts are returned, nothing written) */
    post: operations['postApiStagesByStageIdStandingsGenerate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/standings/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Secretary publishes the stage standings */
    post: operations['postApiStagesByStageIdStandingsPublish'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/standings/{institutionId}/{championshipId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Championship standings, raw positions (drafts for secretaries only; live: topic championship:<id>:standings). Each stage entry is compact: its title, link, result id, status, club, team and class are left out when they are what its stage (stages[] by order) and its rider say (decision 040). ETag, 304 */
    get: operations['getApiStandingsByInstitutionIdByChampionshipId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/standings/{institutionId}/{championshipId}/tables': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The standings as the standings page shows them to the caller (issue #16): stages shown, race count, mode, individual standings deduplicated and ranked (position, total, totalMinusWorst, results per stage with points or resultStatus DQ/DNF/DNS, compact as in the standings view: title and link from stages[] and participantId), club and family-cup standings (position, totalPoints, participants with stage points). Visitors get published stages only; nothing while the standings are a draft. ETag, 304 */
    get: operations['getApiStandingsByInstitutionIdByChampionshipIdTables'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/championships/{championshipId}/standings/finalize': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve / Final batch over every standing (secretary) */
    post: operations['postApiChampionshipsByChampionshipIdStandingsFinalize'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/championships/{championshipId}/standings/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The three Markdown exports (secretary) */
    get: operations['getApiChampionshipsByChampionshipIdStandingsExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/championships/{championshipId}/standings/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a standing (secretary) */
    delete: operations['deleteApiChampionshipsByChampionshipIdStandingsById'];
    options?: never;
    head?: never;
    /** Rename a standing (secretary) */
    patch: operations['patchApiChampionshipsByChampionshipIdStandingsById'];
    trace?: never;
  };
  '/api/championships/{championshipId}/standings/{id}/merge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Merge a standing into another of the same class (secretary) */
    post: operations['postApiChampionshipsByChampionshipIdStandingsByIdMerge'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/riders/{riderId}/licences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Secretary: a rider's licences */
    get: operations['getApiRidersByRiderIdLicences'];
    put?: never;
    /** Secretary records a licence of a rider */
    post: operations['postApiRidersByRiderIdLicences'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/riders/{riderId}/licences/{licenceId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Secretary corrects a licence of a rider */
    put: operations['putApiRidersByRiderIdLicencesByLicenceId'];
    post?: never;
    /** Secretary removes a licence */
    delete: operations['deleteApiRidersByRiderIdLicencesByLicenceId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/licences/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Secretary: preview or import a federation's licence list (CSV) */
    post: operations['postApiLicencesImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/championships/{championshipId}/entry-rules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Licences a championship requires, one-event licence prices, permanent numbers */
    get: operations['getApiChampionshipsByChampionshipIdEntryRules'];
    /** Secretary sets a championship's entry rules */
    put: operations['putApiChampionshipsByChampionshipIdEntryRules'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/entry-rules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A stage's entry rules in force (its own, else the championship's) */
    get: operations['getApiStagesByStageIdEntryRules'];
    /** Secretary sets a stage's own licence rules (null: the championship's) */
    put: operations['putApiStagesByStageIdEntryRules'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/licence-check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The entry's licence check on the stage's date and the permanent number: the caller's own rider, or ?riderId= (secretary) */
    get: operations['getApiStagesByStageIdLicenceCheck'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/permanent-numbers/{institutionId}/{championshipSlug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A championship's public list of allocated permanent numbers, by its page address (holders who hid their page unnamed) */
    get: operations['getApiPermanentNumbersByInstitutionIdByChampionshipSlug'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/championships/{championshipId}/permanent-numbers/riders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Secretary: the championship's riders and the permanent numbers they hold */
    get: operations['getApiChampionshipsByChampionshipIdPermanentNumbersRiders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/championships/{championshipId}/permanent-numbers/request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in rider asks for a permanent number (given when eligible and free) */
    post: operations['postApiChampionshipsByChampionshipIdPermanentNumbersRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/championships/{championshipId}/permanent-numbers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Secretary assigns a permanent number to a rider */
    post: operations['postApiChampionshipsByChampionshipIdPermanentNumbers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/championships/{championshipId}/permanent-numbers/{riderId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Secretary takes a rider's permanent number back */
    delete: operations['deleteApiChampionshipsByChampionshipIdPermanentNumbersByRiderId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/riders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Secretary's rider search by name (case and diacritics ignored) or racing number (?q=) */
    get: operations['getApiRiders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/riders/review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Secretary: riders kept apart who share a name (to look at, and merge where they are one) */
    get: operations['getApiRidersReview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/rider': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in rider's record and privacy choice */
    get: operations['getApiMeRider'];
    /** The signed-in rider hides (or shows) their rider page from search engines and public lists */
    put: operations['putApiMeRider'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/riders/{riderId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A rider's page: name, club, class, birth year (birth date, gender for secretaries), each stage ridden, championship positions, statistics */
    get: operations['getApiRidersByRiderId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/rider-claims': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Rider records without an account the signed-in user may claim (e-mail, licence, or name and birth date: ?birthDate=&licence=), and his claims waiting for a secretary */
    get: operations['getApiMeRiderClaims'];
    put?: never;
    /** Claim a rider record: linked at once on an e-mail or licence match, else a claim a secretary confirms */
    post: operations['postApiMeRiderClaims'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rider-claims': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Secretary: claims waiting for a decision */
    get: operations['getApiRiderClaims'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rider-claims/{claimId}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Secretary approves a claim: the record becomes the account’s rider */
    post: operations['postApiRiderClaimsByClaimIdApprove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rider-claims/{claimId}/refuse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Secretary refuses a claim */
    post: operations['postApiRiderClaimsByClaimIdRefuse'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/riders/review/dismiss': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Secretary: these namesakes are different riders (remembered; not listed or asked again) */
    post: operations['postApiRidersReviewDismiss'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/riders/{riderId}/merge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Secretary merges this rider into another (entries, account and old links move; audited) */
    post: operations['postApiRidersByRiderIdMerge'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/riders/{riderId}/split': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Secretary moves some of a rider's entries to a new rider (remembered as different; audited) */
    post: operations['postApiRidersByRiderIdSplit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/club-pages/{clubId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A club's page: its riders, recent results and club standings places (published stages only) */
    get: operations['getApiClubPagesByClubId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/results.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Official results document (issue #19): A4 PDF, per-class tables as the results page shows them to the caller, status (Provisional / Approved) with its time, rules summary, signature lines. ?lang=en|lv|et (else Accept-Language). Draft stages: 404 except for staff. */
    get: operations['getApiStagesByStageIdResultsPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/observer-sheets.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Paper observer sheets per section (?section=, ?lang=; secretary): the fallback when phones fail (issue #17) */
    get: operations['getApiStagesByStageIdObserverSheetsPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stages/{stageId}/start-lists.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Start lists per class (?class=, ?lang=; secretary) */
    get: operations['getApiStagesByStageIdStartListsPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/championships/{championshipId}/standings/markdown': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The standings' Markdown files (spec §7) in ?lang=en|lv|et (else Accept-Language): column names as the XLSX export's, stage columns with their dates (secretary) */
    get: operations['getApiChampionshipsByChampionshipIdStandingsMarkdown'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/standings/{institutionId}/{championshipId}/standings.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Official standings document (issue #19): A4 PDF of the standings as the standings page shows them to the caller, status (Provisional / Approved / Final) with its time, rules summary, signature lines. ?lang=en|lv|et. Draft standings: 404 except for secretaries. */
    get: operations['getApiStandingsByInstitutionIdByChampionshipIdStandingsPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/analytics/page-views': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a page view */
    post: operations['postApiAnalyticsPageViews'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/client-errors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Report a browser error */
    post: operations['postApiClientErrors'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in profile */
    get: operations['getApiMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change display name and judge flag */
    patch: operations['patchApiMe'];
    trace?: never;
  };
  '/api/me/results': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My results: every stage entered, with place and points */
    get: operations['getApiMeResults'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/set-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a password to a Google or e-mail-link account */
    post: operations['postApiAccountSetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/magic-link/finish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Complete an e-mail link sign-in (the e-mail must match) */
    post: operations['postApiAccountMagicLinkFinish'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/request-password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a reset link; 404 for an unknown address (spec §8) */
    post: operations['postApiAccountRequestPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/files': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload (?kind=logo|regulation|ad-image; raw body, typed by content) */
    post: operations['postApiFiles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/files/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A stored file (immutable, ETag) */
    get: operations['getApiFilesById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/files/{id}/thumbnail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A stored image's thumbnail (immutable, ETag) */
    get: operations['getApiFilesByIdThumbnail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/market/ads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Ads on sale (?category, q, minPrice, maxPrice, sort=newest|priceAsc|priceDesc, page). ETag, 304 */
    get: operations['getApiMarketAds'];
    put?: never;
    /** Post an ad (signed in; photo uploaded first as kind=ad-image; rate limited) */
    post: operations['postApiMarketAds'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/market/my-ads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's ads, sold and removed ones too */
    get: operations['getApiMarketMyAds'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/market/ads/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One ad (removed: seller and admins only). ETag, 304 */
    get: operations['getApiMarketAdsById'];
    /** Edit own ad */
    put: operations['putApiMarketAdsById'];
    post?: never;
    /** Delete own ad (and its photo) */
    delete: operations['deleteApiMarketAdsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/market/ads/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Mark own ad sold or back on sale */
    patch: operations['patchApiMarketAdsByIdStatus'];
    trace?: never;
  };
  '/api/market/ads/{id}/remove': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remove an ad (admin moderation; the seller sees it as removed) */
    post: operations['postApiMarketAdsByIdRemove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/calendar/stages.ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every published stage as an iCalendar feed */
    get: operations['getApiCalendarStagesIcs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/calendar/stages/{stageId}/event.ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One published stage as an iCalendar event */
    get: operations['getApiCalendarStagesByStageIdEventIcs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/calendar/championships/{institutionId}/{championshipSlug}/stages.ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A championship's published stages as an iCalendar feed */
    get: operations['getApiCalendarChampionshipsByInstitutionIdByChampionshipSlugStagesIcs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/calendar/riders/{token}/entries.ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A rider's private feed of the stages they entered (signed address) */
    get: operations['getApiCalendarRidersByTokenEntriesIcs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/calendar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in rider's private calendar feed address */
    get: operations['getApiMeCalendar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My mail language and which notification kinds are on */
    get: operations['getApiMeNotifications'];
    /** Change the mail language and the notification kinds */
    put: operations['putApiMeNotifications'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mail/unsubscribe/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What a signed unsubscribe link stops, and whether it is still on */
    get: operations['getApiMailUnsubscribeByToken'];
    put?: never;
    /** Unsubscribe from one kind (also the RFC 8058 one-click POST; no session needed) */
    post: operations['postApiMailUnsubscribeByToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/previews/competitions/{institutionId}/{championshipId}/standings.png': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Link preview image of a championship's standings */
    get: operations['getApiPreviewsCompetitionsByInstitutionIdByChampionshipIdStandingsPng'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/previews/competitions/{institutionId}/{championshipId}/{stageId}/stage.png': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Link preview image of a stage's page (?lng=en|lv|et: the date's language) */
    get: operations['getApiPreviewsCompetitionsByInstitutionIdByChampionshipIdByStageIdStagePng'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/previews/competitions/{institutionId}/{championshipId}/{stageId}/results.png': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Link preview image of a stage's results (?lng=en|lv|et: the date's language) */
    get: operations['getApiPreviewsCompetitionsByInstitutionIdByChampionshipIdByStageIdResultsPng'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/previews/riders/{riderId}/rider.png': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Link preview image of a rider's page (name, club, class, championship places) */
    get: operations['getApiPreviewsRidersByRiderIdRiderPng'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/previews/market/ads/{id}/ad.jpg': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Link preview image of an ad's page: photo, title, price and place (?lng=en|lv|et: the price's language) */
    get: operations['getApiPreviewsMarketAdsByIdAdJpg'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/internal/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The users CLI's way in on the embedded database: grant or revoke a role by e-mail (X-TrialHub-Admin-Token) */
    post: operations['postApiInternalRoles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Prometheus metrics (Authorization: Bearer METRICS_TOKEN; without it a 404) */
    get: operations['getMetrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/*': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** better-auth: get-session, the social sign-in callback, and its other GET endpoints */
    get: operations['getAuth'];
    put?: never;
    /** better-auth: sign-in/email, sign-up/email, sign-in/magic-link, email-otp/*, reset-password, sign-out, sign-in/social (rate limited per client address) */
    post: operations['postAuth'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
};
export type webhooks = Record<string, never>;
export type components = {
  schemas: never;
  responses: {
    /** @description Refused: the error code and its translatable message key (fields: per form field) */
    Error: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          error: {
            /** @enum {string} */
            code:
              | 'badRequest'
              | 'nulCharacter'
              | 'validation'
              | 'unknownTopic'
              | 'badEventId'
              | 'unauthenticated'
              | 'forbidden'
              | 'notFound'
              | 'accountNotFound'
              | 'invalidLink'
              | 'magicLinkEmailMismatch'
              | 'passwordAlreadySet'
              | 'crossOrigin'
              | 'slugTaken'
              | 'institutionHasChampionships'
              | 'championshipHasStages'
              | 'stageHasParticipants'
              | 'registrationClosed'
              | 'alreadyJoined'
              | 'numberTaken'
              | 'nameTaken'
              | 'nameTakenConfirm'
              | 'classAgeMismatch'
              | 'classAgeConfirm'
              | 'participantHasResults'
              | 'youHaveResults'
              | 'importTooLarge'
              | 'importNoHeader'
              | 'notAJudge'
              | 'payloadTooLarge'
              | 'fileTooLarge'
              | 'unsupportedFileType'
              | 'uploadFailed'
              | 'tooManyRequests'
              | 'observerCodeInvalid'
              | 'observerNameTaken'
              | 'observerHasScores'
              | 'standingsNotAllFinished'
              | 'standingsNoResults'
              | 'standingsStageNotFound'
              | 'standingsWrongStatus'
              | 'standingsClassOrderNotFound'
              | 'standingNotFound'
              | 'standingNameTaken'
              | 'standingNoChanges'
              | 'standingNoSourceResults'
              | 'standingNoTargetResults'
              | 'internal'
              | 'resultsLocked'
              | 'statusUnchanged'
              | 'resultNotFinished'
              | 'resultHasTotal'
              | 'sectionHasNextLap'
              | 'penaltyNotFound'
              | 'missedNotBySecretary'
              | 'missedNotApplicable'
              | 'adRemoved'
              | 'adGone'
              | 'queriesClosed'
              | 'queryAlreadyOpen'
              | 'queryAlreadyAnswered'
              | 'protestWindowClosed'
              | 'protestWindowOpen'
              | 'nothingToPay'
              | 'alreadyPaid'
              | 'notPaid'
              | 'entriesFull'
              | 'alreadyWaiting'
              | 'dnsNotProposed'
              | 'waitlistChanged'
              | 'signOnCodeInvalid'
              | 'statementUnreadable'
              | 'riderAlreadyClaimed'
              | 'riderClaimDecided'
              | 'ridersShareStage'
              | 'ridersBothAccounts'
              | 'onlinePaymentOff'
              | 'webhookSignature'
              | 'licenceMissing'
              | 'oneEventNotSold'
              | 'oneEventNotNeeded'
              | 'licenceImportNoHeader'
              | 'licenceImportTooLarge'
              | 'riderAlreadyEntered'
              | 'numberLocked'
              | 'numberHeld'
              | 'numbersNotIssued'
              | 'numberNotEligible'
              | 'stageCheckedOut'
              | 'pairingCodeInvalid'
              | 'pairingCodeExpired'
              | 'pairingLocked'
              | 'pairingPending'
              | 'leaseEnded'
              | 'digestMismatch'
              | 'federationUnreachable'
              | 'laptopHoldsStage';
            messageKey: string;
            fields?: {
              [key: string]: string;
            };
            offenders?: Record<string, never>[];
          };
        };
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
  getApiHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            ok: true;
            /** @enum {string} */
            database: 'pglite' | 'postgres';
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiReady: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { ready: true } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            ready: boolean;
            /** @enum {string} */
            reason?: 'database' | 'migrations' | 'live' | 'shuttingDown';
            /** @enum {string} */
            database: 'pglite' | 'postgres';
          };
        };
      };
      /** @description { ready: false, reason: database | migrations | live | shuttingDown } */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            siteName: string;
            contactEmail: string;
            sentryDsn: string | null;
            googleSignIn: boolean;
            venueLaptop: boolean;
            demoSignIn: {
              email: string;
              password: string;
            } | null;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiDocs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            openapi: string;
            info: {
              title: string;
              version: string;
            } & {
              [key: string]: unknown;
            };
            paths: {
              [key: string]: unknown;
            };
          } & {
            [key: string]: unknown;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiLive: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the events, as they happen */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description unknown topic or bad event id */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description a topic the caller may not read */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            institutionId: string;
            championshipId: string;
            stageId: string;
            championshipName: string;
            title: string;
            location: string | null;
            /** Format: date-time */
            competitionStartDate: string;
            /** Format: date-time */
            competitionEndDate: string;
            registrationEndDate: string | null;
            timeZone: string;
            /** @enum {string} */
            competitionType: 'classic' | 'openFree';
            /** @enum {string} */
            status: 'draft' | 'published';
          }[];
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiCompetitionsByInstitutionIdByChampionshipIdByStageId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        institutionId: string;
        championshipId: string;
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            institutionId: string;
            championshipId: string;
            stageId: string;
            championshipName: string;
            title: string;
            location: string | null;
            /** Format: date-time */
            competitionStartDate: string;
            /** Format: date-time */
            competitionEndDate: string;
            registrationEndDate: string | null;
            timeZone: string;
            /** @enum {string} */
            competitionType: 'classic' | 'openFree';
            /** @enum {string} */
            status: 'draft' | 'published';
            hasWomenClasses: boolean;
            /** @description family-cup team names riders can pick from */
            teams: string[];
            competitionOrganizer: string | null;
            googleMaps: string | null;
            waze: string | null;
            descriptionLv: string | null;
            descriptionEt: string | null;
            descriptionEn: string | null;
            sectionCount: number;
            classes: {
              name: string;
              color: string;
              startTime: string | null;
              endTime: string | null;
              yearsFrom: number | null;
              yearsTo: number | null;
              laps: number;
              lapSections: number[];
              order: number;
            }[];
            sponsors: {
              name: string;
              url: string | null;
              logoUrl: string | null;
            }[];
            regulationUrl: string | null;
            openFree: {
              gatePoints: {
                A: number;
                B: number;
                C: number;
                D: number;
              };
              timeLimitSeconds: number;
              faultLimit: number;
            } | null;
            manualDnf: boolean;
            showEndTimeDiff: boolean;
            resultsStatus: ('Approved' | 'StandingsGenerated' | 'StandingsPublished') | null;
          };
        };
      };
      /** @description unknown or draft */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiAdminStagesByStageId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            slug: string;
            title: string;
            location: string | null;
            /** Format: date-time */
            competitionStartDate: string;
            /** Format: date-time */
            competitionEndDate: string;
            registrationEndDate: string | null;
            timeZone: string;
            /** @enum {string} */
            status: 'draft' | 'published';
            competitionOrganizer: string | null;
            googleMaps: string | null;
            waze: string | null;
            /** @enum {string} */
            competitionType: 'classic' | 'openFree';
            manualDnf: boolean;
            showEndTimeDiff: boolean;
            descriptionLv: string | null;
            descriptionEt: string | null;
            descriptionEn: string | null;
            sectionCount: number;
            classes: {
              name: string;
              color: string;
              startTime: string | null;
              endTime: string | null;
              yearsFrom: number | null;
              yearsTo: number | null;
              laps: number;
              lapSections: number[];
              order: number;
            }[];
            openFree: {
              gatePoints: {
                A: number;
                B: number;
                C: number;
                D: number;
              };
              timeLimitSeconds: number;
              faultLimit: number;
            } | null;
            sponsors: {
              name: string;
              logoFileId: string | null;
              url: string | null;
            }[];
            regulationFileId: string | null;
            id: string;
            championshipId: string;
            championshipSlug: string;
            championshipName: string;
            institutionId: string;
            updatedAt: string;
          };
        };
      };
      /** @description unknown */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  putApiAdminStagesByStageId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          slug: string;
          title: string;
          location: string | null;
          /** Format: date-time */
          competitionStartDate: string;
          /** Format: date-time */
          competitionEndDate: string;
          registrationEndDate: string | null;
          timeZone?: string;
          /** @enum {string} */
          status: 'draft' | 'published';
          competitionOrganizer: string | null;
          googleMaps: string | null;
          waze: string | null;
          /** @enum {string} */
          competitionType: 'classic' | 'openFree';
          manualDnf: boolean;
          showEndTimeDiff: boolean;
          descriptionLv: string | null;
          descriptionEt: string | null;
          descriptionEn: string | null;
          sectionCount: number;
          classes: {
            name: string;
            color: string;
            startTime: string | null;
            endTime: string | null;
            yearsFrom: number | null;
            yearsTo: number | null;
            laps: number;
            lapSections: number[];
            order: number;
          }[];
          openFree: {
            gatePoints: {
              A: number;
              B: number;
              C: number;
              D: number;
            };
            timeLimitSeconds: number;
            faultLimit: number;
          } | null;
          sponsors: {
            name: string;
            logoFileId: string | null;
            url: string | null;
          }[];
          regulationFileId: string | null;
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            slug: string;
            title: string;
            location: string | null;
            /** Format: date-time */
            competitionStartDate: string;
            /** Format: date-time */
            competitionEndDate: string;
            registrationEndDate: string | null;
            timeZone: string;
            /** @enum {string} */
            status: 'draft' | 'published';
            competitionOrganizer: string | null;
            googleMaps: string | null;
            waze: string | null;
            /** @enum {string} */
            competitionType: 'classic' | 'openFree';
            manualDnf: boolean;
            showEndTimeDiff: boolean;
            descriptionLv: string | null;
            descriptionEt: string | null;
            descriptionEn: string | null;
            sectionCount: number;
            classes: {
              name: string;
              color: string;
              startTime: string | null;
              endTime: string | null;
              yearsFrom: number | null;
              yearsTo: number | null;
              laps: number;
              lapSections: number[];
              order: number;
            }[];
            openFree: {
              gatePoints: {
                A: number;
                B: number;
                C: number;
                D: number;
              };
              timeLimitSeconds: number;
              faultLimit: number;
            } | null;
            sponsors: {
              name: string;
              logoFileId: string | null;
              url: string | null;
            }[];
            regulationFileId: string | null;
            id: string;
            championshipId: string;
            championshipSlug: string;
            championshipName: string;
            institutionId: string;
            updatedAt: string;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  deleteApiAdminStagesByStageId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  patchApiAdminStagesByStageId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title?: string;
          location?: string | null;
          /** @enum {string} */
          status?: 'draft' | 'published';
        };
      };
    };
    responses: {
      /** @description the stage */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            institutionId: string;
            championshipId: string;
            stageId: string;
            championshipName: string;
            title: string;
            location: string | null;
            /** Format: date-time */
            competitionStartDate: string;
            /** Format: date-time */
            competitionEndDate: string;
            registrationEndDate: string | null;
            timeZone: string;
            /** @enum {string} */
            competitionType: 'classic' | 'openFree';
            /** @enum {string} */
            status: 'draft' | 'published';
          };
        };
      };
      /** @description signed out */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description not admin */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiAdminInstitutions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            championships: {
              id: string;
              slug: string;
              displayName: string;
              stageCount: number;
            }[];
          }[];
        };
      };
      /** @description not admin */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiAdminInstitutions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: string;
          name: string;
        };
      };
    };
    responses: {
      /** @description the institutions */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            championships: {
              id: string;
              slug: string;
              displayName: string;
              stageCount: number;
            }[];
          }[];
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  deleteApiAdminInstitutionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  patchApiAdminInstitutionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description the institutions */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            championships: {
              id: string;
              slug: string;
              displayName: string;
              stageCount: number;
            }[];
          }[];
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiAdminInstitutionsByIdChampionships: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          slug: string;
          displayName: string;
          hasWomenClasses: boolean;
          hasClubStandings: boolean;
          hasTeamCompetition: boolean;
          teams: string[];
          classes: {
            name: string;
            order: number;
            bgColor: string;
            borderColor: string;
            clubStandingMultiplier: number;
          }[];
          pointsTable: number[];
          otherPlacesPoints: number;
          rules?: {
            /** @enum {string} */
            counting: 'bestNMinus1' | 'all' | 'bestN' | 'dropWorst';
            countingN: number;
            minResults: number;
            /** @enum {string} */
            tieBreak: 'spec' | 'moreBest';
            /** @default null */
            missedSectionPoints?: number | null;
            /**
             * @default approval
             * @enum {string}
             */
            missedSectionBy?: 'approval' | 'secretary';
            /** @default 0 */
            latePenaltyPerMinute?: number;
          };
        };
      };
    };
    responses: {
      /** @description created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            slug: string;
            displayName: string;
            hasWomenClasses: boolean;
            hasClubStandings: boolean;
            hasTeamCompetition: boolean;
            teams: string[];
            classes: {
              name: string;
              order: number;
              bgColor: string;
              borderColor: string;
              clubStandingMultiplier: number;
            }[];
            pointsTable: number[];
            otherPlacesPoints: number;
            rules: {
              /** @enum {string} */
              counting: 'bestNMinus1' | 'all' | 'bestN' | 'dropWorst';
              countingN: number;
              minResults: number;
              /** @enum {string} */
              tieBreak: 'spec' | 'moreBest';
              /** @default null */
              missedSectionPoints: number | null;
              /**
               * @default approval
               * @enum {string}
               */
              missedSectionBy: 'approval' | 'secretary';
              /** @default 0 */
              latePenaltyPerMinute: number;
            };
            id: string;
            institutionId: string;
            institutionName: string;
            stages: {
              id: string;
              slug: string;
              title: string;
              location: string | null;
              competitionStartDate: string;
              competitionEndDate: string;
              timeZone: string;
              /** @enum {string} */
              status: 'draft' | 'published';
              /** @enum {string} */
              competitionType: 'classic' | 'openFree';
              participantCount: number;
            }[];
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiAdminInstitutionsByIdChampionshipsBySlug: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            slug: string;
            displayName: string;
            hasWomenClasses: boolean;
            hasClubStandings: boolean;
            hasTeamCompetition: boolean;
            teams: string[];
            classes: {
              name: string;
              order: number;
              bgColor: string;
              borderColor: string;
              clubStandingMultiplier: number;
            }[];
            pointsTable: number[];
            otherPlacesPoints: number;
            rules: {
              /** @enum {string} */
              counting: 'bestNMinus1' | 'all' | 'bestN' | 'dropWorst';
              countingN: number;
              minResults: number;
              /** @enum {string} */
              tieBreak: 'spec' | 'moreBest';
              /** @default null */
              missedSectionPoints: number | null;
              /**
               * @default approval
               * @enum {string}
               */
              missedSectionBy: 'approval' | 'secretary';
              /** @default 0 */
              latePenaltyPerMinute: number;
            };
            id: string;
            institutionId: string;
            institutionName: string;
            stages: {
              id: string;
              slug: string;
              title: string;
              location: string | null;
              competitionStartDate: string;
              competitionEndDate: string;
              timeZone: string;
              /** @enum {string} */
              status: 'draft' | 'published';
              /** @enum {string} */
              competitionType: 'classic' | 'openFree';
              participantCount: number;
            }[];
          };
        };
      };
      /** @description unknown */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  putApiAdminChampionshipsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          slug: string;
          displayName: string;
          hasWomenClasses: boolean;
          hasClubStandings: boolean;
          hasTeamCompetition: boolean;
          teams: string[];
          classes: {
            name: string;
            order: number;
            bgColor: string;
            borderColor: string;
            clubStandingMultiplier: number;
          }[];
          pointsTable: number[];
          otherPlacesPoints: number;
          rules?: {
            /** @enum {string} */
            counting: 'bestNMinus1' | 'all' | 'bestN' | 'dropWorst';
            countingN: number;
            minResults: number;
            /** @enum {string} */
            tieBreak: 'spec' | 'moreBest';
            /** @default null */
            missedSectionPoints?: number | null;
            /**
             * @default approval
             * @enum {string}
             */
            missedSectionBy?: 'approval' | 'secretary';
            /** @default 0 */
            latePenaltyPerMinute?: number;
          };
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            slug: string;
            displayName: string;
            hasWomenClasses: boolean;
            hasClubStandings: boolean;
            hasTeamCompetition: boolean;
            teams: string[];
            classes: {
              name: string;
              order: number;
              bgColor: string;
              borderColor: string;
              clubStandingMultiplier: number;
            }[];
            pointsTable: number[];
            otherPlacesPoints: number;
            rules: {
              /** @enum {string} */
              counting: 'bestNMinus1' | 'all' | 'bestN' | 'dropWorst';
              countingN: number;
              minResults: number;
              /** @enum {string} */
              tieBreak: 'spec' | 'moreBest';
              /** @default null */
              missedSectionPoints: number | null;
              /**
               * @default approval
               * @enum {string}
               */
              missedSectionBy: 'approval' | 'secretary';
              /** @default 0 */
              latePenaltyPerMinute: number;
            };
            id: string;
            institutionId: string;
            institutionName: string;
            stages: {
              id: string;
              slug: string;
              title: string;
              location: string | null;
              competitionStartDate: string;
              competitionEndDate: string;
              timeZone: string;
              /** @enum {string} */
              status: 'draft' | 'published';
              /** @enum {string} */
              competitionType: 'classic' | 'openFree';
              participantCount: number;
            }[];
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  deleteApiAdminChampionshipsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiAdminChampionshipsByIdStages: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          slug: string;
          title: string;
          copyFromStageId?: string | null;
        };
      };
    };
    responses: {
      /** @description created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            slug: string;
            title: string;
            location: string | null;
            /** Format: date-time */
            competitionStartDate: string;
            /** Format: date-time */
            competitionEndDate: string;
            registrationEndDate: string | null;
            timeZone: string;
            /** @enum {string} */
            status: 'draft' | 'published';
            competitionOrganizer: string | null;
            googleMaps: string | null;
            waze: string | null;
            /** @enum {string} */
            competitionType: 'classic' | 'openFree';
            manualDnf: boolean;
            showEndTimeDiff: boolean;
            descriptionLv: string | null;
            descriptionEt: string | null;
            descriptionEn: string | null;
            sectionCount: number;
            classes: {
              name: string;
              color: string;
              startTime: string | null;
              endTime: string | null;
              yearsFrom: number | null;
              yearsTo: number | null;
              laps: number;
              lapSections: number[];
              order: number;
            }[];
            openFree: {
              gatePoints: {
                A: number;
                B: number;
                C: number;
                D: number;
              };
              timeLimitSeconds: number;
              faultLimit: number;
            } | null;
            sponsors: {
              name: string;
              logoFileId: string | null;
              url: string | null;
            }[];
            regulationFileId: string | null;
            id: string;
            championshipId: string;
            championshipSlug: string;
            championshipName: string;
            institutionId: string;
            updatedAt: string;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiClubs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            country: string;
          }[];
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  putApiAdminClubs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: string;
          country: string;
        };
      };
    };
    responses: {
      /** @description the clubs */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            country: string;
          }[];
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  deleteApiAdminClubsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiAdminClubsImport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          csv: string;
        };
      };
    };
    responses: {
      /** @description counts and unread lines */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            added: number;
            updated: number;
            /** @description line numbers that could not be read as "club,country" */
            badLines: number[];
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiAdminUsers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            email: string;
            roles: ('admin' | 'secretary')[];
            isJudge: boolean;
          }[];
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiAdminUsersByIdRoles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          role: 'admin' | 'secretary';
          grant: boolean;
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            email: string;
            roles: ('admin' | 'secretary')[];
            isJudge: boolean;
          }[];
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdFees: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            settings: {
              /** @default [] */
              classFees: {
                className: string;
                cents: number;
              }[];
              /** @default 0 */
              otherClassesCents: number;
              /** @default null */
              earlyUntil: string | null;
              /** @default 0 */
              earlyDiscountCents: number;
              /** @default 0 */
              lateSurchargeCents: number;
              /** @default 0 */
              familyDiscountCents: number;
              /** @default null */
              payee: {
                name: string;
                iban: string;
                /** @default  */
                bic: string;
              } | null;
              /** @default null */
              refundUntil: string | null;
              /**
               * @default refund
               * @enum {string}
               */
              refundAs: 'refund' | 'credit';
            } | null;
            source: ('stage' | 'championship') | null;
            championshipSettings: {
              /** @default [] */
              classFees: {
                className: string;
                cents: number;
              }[];
              /** @default 0 */
              otherClassesCents: number;
              /** @default null */
              earlyUntil: string | null;
              /** @default 0 */
              earlyDiscountCents: number;
              /** @default 0 */
              lateSurchargeCents: number;
              /** @default 0 */
              familyDiscountCents: number;
              /** @default null */
              payee: {
                name: string;
                iban: string;
                /** @default  */
                bic: string;
              } | null;
              /** @default null */
              refundUntil: string | null;
              /**
               * @default refund
               * @enum {string}
               */
              refundAs: 'refund' | 'credit';
            } | null;
          };
        };
      };
      /** @description unknown or draft stage */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  putApiStagesByStageIdFees: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          settings: {
            /** @default [] */
            classFees?: {
              className: string;
              cents: number;
            }[];
            /** @default 0 */
            otherClassesCents?: number;
            /** @default null */
            earlyUntil?: string | null;
            /** @default 0 */
            earlyDiscountCents?: number;
            /** @default 0 */
            lateSurchargeCents?: number;
            /** @default 0 */
            familyDiscountCents?: number;
            /** @default null */
            payee?: {
              name: string;
              iban: string;
              /** @default  */
              bic?: string;
            } | null;
            /** @default null */
            refundUntil?: string | null;
            /**
             * @default refund
             * @enum {string}
             */
            refundAs?: 'refund' | 'credit';
          } | null;
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            settings: {
              /** @default [] */
              classFees: {
                className: string;
                cents: number;
              }[];
              /** @default 0 */
              otherClassesCents: number;
              /** @default null */
              earlyUntil: string | null;
              /** @default 0 */
              earlyDiscountCents: number;
              /** @default 0 */
              lateSurchargeCents: number;
              /** @default 0 */
              familyDiscountCents: number;
              /** @default null */
              payee: {
                name: string;
                iban: string;
                /** @default  */
                bic: string;
              } | null;
              /** @default null */
              refundUntil: string | null;
              /**
               * @default refund
               * @enum {string}
               */
              refundAs: 'refund' | 'credit';
            } | null;
            source: ('stage' | 'championship') | null;
            championshipSettings: {
              /** @default [] */
              classFees: {
                className: string;
                cents: number;
              }[];
              /** @default 0 */
              otherClassesCents: number;
              /** @default null */
              earlyUntil: string | null;
              /** @default 0 */
              earlyDiscountCents: number;
              /** @default 0 */
              lateSurchargeCents: number;
              /** @default 0 */
              familyDiscountCents: number;
              /** @default null */
              payee: {
                name: string;
                iban: string;
                /** @default  */
                bic: string;
              } | null;
              /** @default null */
              refundUntil: string | null;
              /**
               * @default refund
               * @enum {string}
               */
              refundAs: 'refund' | 'credit';
            } | null;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  putApiStagesByStageIdFeesChampionship: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          settings: {
            /** @default [] */
            classFees?: {
              className: string;
              cents: number;
            }[];
            /** @default 0 */
            otherClassesCents?: number;
            /** @default null */
            earlyUntil?: string | null;
            /** @default 0 */
            earlyDiscountCents?: number;
            /** @default 0 */
            lateSurchargeCents?: number;
            /** @default 0 */
            familyDiscountCents?: number;
            /** @default null */
            payee?: {
              name: string;
              iban: string;
              /** @default  */
              bic?: string;
            } | null;
            /** @default null */
            refundUntil?: string | null;
            /**
             * @default refund
             * @enum {string}
             */
            refundAs?: 'refund' | 'credit';
          } | null;
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            settings: {
              /** @default [] */
              classFees: {
                className: string;
                cents: number;
              }[];
              /** @default 0 */
              otherClassesCents: number;
              /** @default null */
              earlyUntil: string | null;
              /** @default 0 */
              earlyDiscountCents: number;
              /** @default 0 */
              lateSurchargeCents: number;
              /** @default 0 */
              familyDiscountCents: number;
              /** @default null */
              payee: {
                name: string;
                iban: string;
                /** @default  */
                bic: string;
              } | null;
              /** @default null */
              refundUntil: string | null;
              /**
               * @default refund
               * @enum {string}
               */
              refundAs: 'refund' | 'credit';
            } | null;
            source: ('stage' | 'championship') | null;
            championshipSettings: {
              /** @default [] */
              classFees: {
                className: string;
                cents: number;
              }[];
              /** @default 0 */
              otherClassesCents: number;
              /** @default null */
              earlyUntil: string | null;
              /** @default 0 */
              earlyDiscountCents: number;
              /** @default 0 */
              lateSurchargeCents: number;
              /** @default 0 */
              familyDiscountCents: number;
              /** @default null */
              payee: {
                name: string;
                iban: string;
                /** @default  */
                bic: string;
              } | null;
              /** @default null */
              refundUntil: string | null;
              /**
               * @default refund
               * @enum {string}
               */
              refundAs: 'refund' | 'credit';
            } | null;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdFeesQuote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            totalCents: number;
            lines: {
              /** @enum {string} */
              kind: 'classFee' | 'earlyDiscount' | 'lateSurcharge' | 'familyDiscount' | 'licence';
              cents: number;
            }[];
          };
        };
      };
      /** @description no class */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description unknown or draft stage */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdParticipantsMePayment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stageId: string;
            participantId: string;
            amountCents: number;
            lines: {
              /** @enum {string} */
              kind: 'classFee' | 'earlyDiscount' | 'lateSurcharge' | 'familyDiscount' | 'licence';
              cents: number;
            }[];
            /** @enum {string} */
            status: 'unpaid' | 'paid' | 'refunded';
            method: ('cash' | 'transfer' | 'online' | 'waived') | null;
            paidCents: number | null;
            reference: string | null;
            payee: {
              name: string;
              iban: string;
              /** @default  */
              bic: string;
            } | null;
            epc: string | null;
            recordedAt: string | null;
            recordedBy: string | null;
            onlinePayment: boolean;
            refundKind: ('refund' | 'credit') | null;
          };
        };
      };
      /** @description not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description not entered */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdPayments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stageId: string;
            participantId: string;
            amountCents: number;
            lines: {
              /** @enum {string} */
              kind: 'classFee' | 'earlyDiscount' | 'lateSurcharge' | 'familyDiscount' | 'licence';
              cents: number;
            }[];
            /** @enum {string} */
            status: 'unpaid' | 'paid' | 'refunded';
            method: ('cash' | 'transfer' | 'online' | 'waived') | null;
            paidCents: number | null;
            reference: string | null;
            payee: {
              name: string;
              iban: string;
              /** @default  */
              bic: string;
            } | null;
            epc: string | null;
            recordedAt: string | null;
            recordedBy: string | null;
            onlinePayment: boolean;
            refundKind: ('refund' | 'credit') | null;
            name: string;
            racingClass: string;
            team: string | null;
            racingNumber: number | null;
            cancelledAt: string | null;
            contactEmail: string | null;
          }[];
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  putApiStagesByStageIdPaymentsByParticipantId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        participantId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /** @constant */
              status: 'paid';
              /** @enum {string} */
              method: 'cash' | 'transfer' | 'waived';
            }
          | {
              /** @constant */
              status: 'unpaid';
            }
          | {
              /** @constant */
              status: 'refunded';
              /** @enum {string} */
              as?: 'refund' | 'credit';
            };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stageId: string;
            participantId: string;
            amountCents: number;
            lines: {
              /** @enum {string} */
              kind: 'classFee' | 'earlyDiscount' | 'lateSurcharge' | 'familyDiscount' | 'licence';
              cents: number;
            }[];
            /** @enum {string} */
            status: 'unpaid' | 'paid' | 'refunded';
            method: ('cash' | 'transfer' | 'online' | 'waived') | null;
            paidCents: number | null;
            reference: string | null;
            payee: {
              name: string;
              iban: string;
              /** @default  */
              bic: string;
            } | null;
            epc: string | null;
            recordedAt: string | null;
            recordedBy: string | null;
            onlinePayment: boolean;
            refundKind: ('refund' | 'credit') | null;
            name: string;
            racingClass: string;
            team: string | null;
            racingNumber: number | null;
            cancelledAt: string | null;
            contactEmail: string | null;
          }[];
        };
      };
      /** @description no such entry */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description nothing to pay, already paid, or not paid */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdPaymentsByParticipantIdInvoicePdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        participantId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the invoice */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description no such entry */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description nothing to pay */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdPaymentsByParticipantIdReceiptPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        participantId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the receipt */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description no receipt */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiPaymentsStatement: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          xml?: string;
          file?: string;
          repay?: string[];
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            lines: {
              /** @enum {string} */
              outcome: 'applied' | 'partial' | 'alreadyPaid' | 'duplicate' | 'refunded' | 'unknown';
              key: string;
              refundedOn: string | null;
              reference: string | null;
              amountCents: number;
              bookedOn: string | null;
              debtor: string | null;
              stageId: string | null;
              participantId: string | null;
              name: string | null;
              dueCents: number | null;
            }[];
          };
        };
      };
      /** @description not a statement of a known format */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiStagesByStageIdParticipantsMeCheckout: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          returnPath: string;
          /**
           * @default en
           * @enum {string}
           */
          language?: 'en' | 'lv' | 'et';
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string;
          };
        };
      };
      /** @description not entered */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description online payment off, nothing to pay, or already paid */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiPaymentsOnlineWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description received, and what became of it */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            received: true;
            /** @enum {string} */
            outcome: 'applied' | 'replayed' | 'ignored' | 'alreadyPaid' | 'unknown';
          };
        };
      };
      /** @description signature not the provider’s */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description online payment off */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdEntryLimits: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            rules: {
              /** @default null */
              entryLimit: number | null;
              /** @default {} */
              classLimits: {
                [key: string]: number;
              };
              /** @default false */
              healthDeclaration: boolean;
            };
            source: ('stage' | 'championship') | null;
          };
        };
      };
      /** @description unknown or draft stage */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  putApiStagesByStageIdEntryLimits: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          rules: {
            /** @default null */
            entryLimit?: number | null;
            /** @default {} */
            classLimits?: {
              [key: string]: number;
            };
            /** @default false */
            healthDeclaration?: boolean;
          } | null;
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            rules: {
              /** @default null */
              entryLimit: number | null;
              /** @default {} */
              classLimits: {
                [key: string]: number;
              };
              /** @default false */
              healthDeclaration: boolean;
            };
            source: ('stage' | 'championship') | null;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdEntryLimitsChampionship: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            rules: {
              /** @default null */
              entryLimit: number | null;
              /** @default {} */
              classLimits: {
                [key: string]: number;
              };
              /** @default false */
              healthDeclaration: boolean;
            } | null;
            stages: {
              id: string;
              title: string;
              ownRules: boolean;
            }[];
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  putApiStagesByStageIdEntryLimitsChampionship: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          rules: {
            /** @default null */
            entryLimit?: number | null;
            /** @default {} */
            classLimits?: {
              [key: string]: number;
            };
            /** @default false */
            healthDeclaration?: boolean;
          } | null;
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            rules: {
              /** @default null */
              entryLimit: number | null;
              /** @default {} */
              classLimits: {
                [key: string]: number;
              };
              /** @default false */
              healthDeclaration: boolean;
            } | null;
            stages: {
              id: string;
              title: string;
              ownRules: boolean;
            }[];
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdSignon: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entries: {
              participantId: string;
              name: string;
              racingNumber: number | null;
              racingClass: string;
              team: string | null;
              birthDate: string;
              age: number | null;
              amountCents: number;
              /** @enum {string} */
              paymentStatus: 'unpaid' | 'paid' | 'refunded';
              paymentMethod: ('cash' | 'transfer' | 'online' | 'waived') | null;
              declarations: {
                parentConsent: {
                  signer: string;
                  at: string;
                  by: string | null;
                } | null;
                health: {
                  signer: string;
                  at: string;
                  by: string | null;
                } | null;
              };
              licence: ('valid' | 'missing' | 'expired') | null;
              oneEventLicenceCents: number | null;
              problems: ('feeUnpaid' | 'parentConsent' | 'health' | 'classAge' | 'licence')[];
              signedOnAt: string | null;
              signedOnBy: string | null;
              late: boolean;
            }[];
            classes: {
              racingClass: string;
              entered: number;
              signedOn: number;
              startsAt: string | null;
              late: number;
              waiting: number;
              limit: number | null;
            }[];
            waiting: {
              userId: string;
              name: string;
              racingClass: string;
              position: number;
              createdAt: string;
            }[];
            healthDeclaration: boolean;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiStagesByStageIdSignonScan: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            participantId: string;
          };
        };
      };
      /** @description forged, mistyped or another stage’s code */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  putApiStagesByStageIdSignonByParticipantId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        participantId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          signedOn: boolean;
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entries: {
              participantId: string;
              name: string;
              racingNumber: number | null;
              racingClass: string;
              team: string | null;
              birthDate: string;
              age: number | null;
              amountCents: number;
              /** @enum {string} */
              paymentStatus: 'unpaid' | 'paid' | 'refunded';
              paymentMethod: ('cash' | 'transfer' | 'online' | 'waived') | null;
              declarations: {
                parentConsent: {
                  signer: string;
                  at: string;
                  by: string | null;
                } | null;
                health: {
                  signer: string;
                  at: string;
                  by: string | null;
                } | null;
              };
              licence: ('valid' | 'missing' | 'expired') | null;
              oneEventLicenceCents: number | null;
              problems: ('feeUnpaid' | 'parentConsent' | 'health' | 'classAge' | 'licence')[];
              signedOnAt: string | null;
              signedOnBy: string | null;
              late: boolean;
            }[];
            classes: {
              racingClass: string;
              entered: number;
              signedOn: number;
              startsAt: string | null;
              late: number;
              waiting: number;
              limit: number | null;
            }[];
            waiting: {
              userId: string;
              name: string;
              racingClass: string;
              position: number;
              createdAt: string;
            }[];
            healthDeclaration: boolean;
          };
        };
      };
      /** @description no such entry */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiStagesByStageIdSignonByParticipantIdOneEventLicence: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        participantId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entries: {
              participantId: string;
              name: string;
              racingNumber: number | null;
              racingClass: string;
              team: string | null;
              birthDate: string;
              age: number | null;
              amountCents: number;
              /** @enum {string} */
              paymentStatus: 'unpaid' | 'paid' | 'refunded';
              paymentMethod: ('cash' | 'transfer' | 'online' | 'waived') | null;
              declarations: {
                parentConsent: {
                  signer: string;
                  at: string;
                  by: string | null;
                } | null;
                health: {
                  signer: string;
                  at: string;
                  by: string | null;
                } | null;
              };
              licence: ('valid' | 'missing' | 'expired') | null;
              oneEventLicenceCents: number | null;
              problems: ('feeUnpaid' | 'parentConsent' | 'health' | 'classAge' | 'licence')[];
              signedOnAt: string | null;
              signedOnBy: string | null;
              late: boolean;
            }[];
            classes: {
              racingClass: string;
              entered: number;
              signedOn: number;
              startsAt: string | null;
              late: number;
              waiting: number;
              limit: number | null;
            }[];
            waiting: {
              userId: string;
              name: string;
              racingClass: string;
              position: number;
              createdAt: string;
            }[];
            healthDeclaration: boolean;
          };
        };
      };
      /** @description no such entry */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description the licence is not needed, or the stage sells none */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  putApiStagesByStageIdSignonByParticipantIdDeclarationsByKind: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        participantId: string;
        kind: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          signer: string | null;
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entries: {
              participantId: string;
              name: string;
              racingNumber: number | null;
              racingClass: string;
              team: string | null;
              birthDate: string;
              age: number | null;
              amountCents: number;
              /** @enum {string} */
              paymentStatus: 'unpaid' | 'paid' | 'refunded';
              paymentMethod: ('cash' | 'transfer' | 'online' | 'waived') | null;
              declarations: {
                parentConsent: {
                  signer: string;
                  at: string;
                  by: string | null;
                } | null;
                health: {
                  signer: string;
                  at: string;
                  by: string | null;
                } | null;
              };
              licence: ('valid' | 'missing' | 'expired') | null;
              oneEventLicenceCents: number | null;
              problems: ('feeUnpaid' | 'parentConsent' | 'health' | 'classAge' | 'licence')[];
              signedOnAt: string | null;
              signedOnBy: string | null;
              late: boolean;
            }[];
            classes: {
              racingClass: string;
              entered: number;
              signedOn: number;
              startsAt: string | null;
              late: number;
              waiting: number;
              limit: number | null;
            }[];
            waiting: {
              userId: string;
              name: string;
              racingClass: string;
              position: number;
              createdAt: string;
            }[];
            healthDeclaration: boolean;
          };
        };
      };
      /** @description no such entry or declaration */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdParticipantsMeSignon: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            signedOnAt: string | null;
          };
        };
      };
      /** @description not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description not entered */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiStagesByStageIdWaitlist: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          form: {
            [key: string]: unknown;
          };
          confirmDuplicateName?: boolean;
          confirmClassAge?: boolean;
          riderId?: string;
          oneEventLicence?: boolean;
        };
      };
    };
    responses: {
      /** @description waiting */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            racingClass: string;
            position: number;
            createdAt: string;
          };
        };
      };
      /** @description registration closed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description already entered or waiting */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdWaitlistMe: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            racingClass: string;
            position: number;
            createdAt: string;
          };
        };
      };
      /** @description not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description not waiting */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  deleteApiStagesByStageIdWaitlistMe: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description left */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description not waiting */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  putApiStagesByStageIdWaitlistOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          userIds: string[];
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            userId: string;
            name: string;
            racingClass: string;
            position: number;
            createdAt: string;
          }[];
        };
      };
      /** @description the list changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  deleteApiStagesByStageIdWaitlistByUserId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            userId: string;
            name: string;
            racingClass: string;
            position: number;
            createdAt: string;
          }[];
        };
      };
      /** @description not waiting */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdResultsDnsProposal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            riders: {
              participantId: string;
              name: string;
              racingClass: string;
              racingNumber: number | null;
            }[];
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiStagesByStageIdResultsDns: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          participantIds: string[];
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            riders: {
              participantId: string;
              name: string;
              racingClass: string;
              racingNumber: number | null;
            }[];
          };
        };
      };
      /** @description a rider not in the proposal (dnsNotProposed), or results approved (resultsLocked) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdParticipants: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                id: string;
                name: string;
                racingNumber: number | null;
                racingClass: string;
                birthYear: number;
                createdOn: string;
                bike: string | null;
                clubId: string | null;
                team: string | null;
                /** @enum {string} */
                status: 'Registered' | 'Confirmed';
                gender: ('male' | 'female') | null;
                birthDate: string;
                license: string | null;
                modifiedOn: string | null;
                hasResult: boolean;
                /** @description the rider record's contact e-mail */
                email?: string | null;
              }[]
            | {
                id: string;
                name: string;
                racingNumber: number | null;
                racingClass: string;
                birthYear: number;
                createdOn: string;
                bike: string | null;
                clubId: string | null;
                team: string | null;
              }[];
        };
      };
      /** @description unknown or draft stage */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiStagesByStageIdParticipants: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          form: {
            [key: string]: unknown;
          };
          confirmDuplicateName?: boolean;
          confirmClassAge?: boolean;
          riderId?: string;
          oneEventLicence?: boolean;
        };
      };
    };
    responses: {
      /** @description added */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            racingNumber: number | null;
            racingClass: string;
            birthYear: number;
            createdOn: string;
            bike: string | null;
            clubId: string | null;
            team: string | null;
            /** @enum {string} */
            status: 'Registered' | 'Confirmed';
            gender: ('male' | 'female') | null;
            birthDate: string;
            license: string | null;
            modifiedOn: string | null;
            hasResult: boolean;
            /** @description the rider record's contact e-mail */
            email?: string | null;
          };
        };
      };
      /** @description duplicate */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdParticipantsPerClass: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: number;
          };
        };
      };
      /** @description unknown or draft stage */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiStagesByStageIdParticipantsJoin: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          form: {
            [key: string]: unknown;
          };
          confirmDuplicateName?: boolean;
          confirmClassAge?: boolean;
          riderId?: string;
          oneEventLicence?: boolean;
        };
      };
    };
    responses: {
      /** @description joined */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            racingNumber: number | null;
            racingClass: string;
            birthYear: number;
            createdOn: string;
            bike: string | null;
            clubId: string | null;
            team: string | null;
            /** @enum {string} */
            status: 'Registered' | 'Confirmed';
            gender: ('male' | 'female') | null;
            birthDate: string;
            license: string | null;
            modifiedOn: string | null;
            hasResult: boolean;
            /** @description the rider record's contact e-mail */
            email?: string | null;
          };
        };
      };
      /** @description closed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description already joined or duplicate */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  deleteApiStagesByStageIdParticipantsMe: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description cancelled */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiStagesByStageIdParticipantsImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          csv: string;
          commit: boolean;
          acceptClassAge?: number[];
          takeNearClub?: number[];
          keepNewClub?: number[];
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            rows: {
              line: number;
              name: string;
              racingNumber: string;
              racingClass: string;
              /** @enum {string} */
              status: 'new' | 'entered' | 'refused' | 'confirm';
              /** @description why refused: the participant form's message keys */
              reasons: string[];
              notes: string[];
              clubId: string | null;
              /** @description a listed club the new one is probably meant to be */
              nearClub?: string;
              /** @enum {string} */
              clubChoice?: 'existing' | 'new';
              classAge?: {
                racingClass: string;
                yearsFrom: number | null;
                yearsTo: number | null;
                age: number;
              };
              rider?: {
                riderId: string | null;
                name: string | null;
                /** @enum {string} */
                reason: 'account' | 'picked' | 'nameAndBirthDate' | 'new' | 'ambiguous';
              };
            }[];
            committed: boolean;
            /** @description how many entries the commit wrote */
            applied: number;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  putApiStagesByStageIdParticipantsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          form: {
            [key: string]: unknown;
          };
          confirmDuplicateName?: boolean;
          confirmClassAge?: boolean;
          riderId?: string;
          oneEventLicence?: boolean;
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            racingNumber: number | null;
            racingClass: string;
            birthYear: number;
            createdOn: string;
            bike: string | null;
            clubId: string | null;
            team: string | null;
            /** @enum {string} */
            status: 'Registered' | 'Confirmed';
            gender: ('male' | 'female') | null;
            birthDate: string;
            license: string | null;
            modifiedOn: string | null;
            hasResult: boolean;
            /** @description the rider record's contact e-mail */
            email?: string | null;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  deleteApiStagesByStageIdParticipantsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  patchApiStagesByStageIdParticipantsByIdStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'Registered' | 'Confirmed';
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            racingNumber: number | null;
            racingClass: string;
            birthYear: number;
            createdOn: string;
            bike: string | null;
            clubId: string | null;
            team: string | null;
            /** @enum {string} */
            status: 'Registered' | 'Confirmed';
            gender: ('male' | 'female') | null;
            birthDate: string;
            license: string | null;
            modifiedOn: string | null;
            hasResult: boolean;
            /** @description the rider record's contact e-mail */
            email?: string | null;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdStartList: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            timeZone: string;
            blocks: {
              classes: string[];
              startTime: string;
              intervalMinutes: number;
              groupSize: number;
              /** @enum {string} */
              order: 'draw' | 'number' | 'reverseStanding';
              seed?: string;
              /** Format: date-time */
              drawnAt?: string;
            }[];
            riders: {
              name: string;
              racingNumber: number | null;
              racingClass: string;
              position: number;
              startsAt: string;
              block: number;
            }[];
          };
        };
      };
      /** @description unknown or draft stage */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  putApiStagesByStageIdStartList: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          blocks: {
            classes: string[];
            startTime: string;
            intervalMinutes: number;
            groupSize: number;
            /** @enum {string} */
            order: 'draw' | 'number' | 'reverseStanding';
            seed?: string;
            /** Format: date-time */
            drawnAt?: string;
          }[];
          redraw?: number[];
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            timeZone: string;
            blocks: {
              classes: string[];
              startTime: string;
              intervalMinutes: number;
              groupSize: number;
              /** @enum {string} */
              order: 'draw' | 'number' | 'reverseStanding';
              seed?: string;
              /** Format: date-time */
              drawnAt?: string;
            }[];
            riders: {
              name: string;
              racingNumber: number | null;
              racingClass: string;
              position: number;
              startsAt: string;
              block: number;
            }[];
          };
        };
      };
      /** @description invalid blocks or unknown class */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description unknown stage */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiVenuePairings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          deviceName: string;
        };
      };
    };
    responses: {
      /** @description ok */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pairingId: string;
            secret: string;
            code: string;
            expiresAt: string;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiVenuePairingsByPairingIdToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        pairingId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          secret: string;
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            stageId: string;
            deviceName: string;
            leaseId: string;
          };
        };
      };
      /** @description wrong secret */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description unknown, expired or spent pairing */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description code not entered yet (pairingPending) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiVenueStagesByStageIdCommands: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          commands: {
            sequence: number;
            commandId: string;
            kind: string;
            origin?: string;
            originSeq?: number;
            userId: string;
            payload: {
              [key: string]: unknown;
            };
          }[];
          holding: number;
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            highestSequence: number;
            applied: number;
          };
        };
      };
      /** @description no or unknown device token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description the lease ended: the commands were kept aside (leaseEnded) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiVenueStagesByStageIdDay: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            version: 1;
            stageId: string;
            tables: {
              [key: string]: {
                [key: string]: unknown;
              }[];
            };
            documents: {
              id: string;
              kind: string;
              contentType: string;
              size: number;
              sha256: string;
            }[];
            cursor: string;
          };
        };
      };
      /** @description no or unknown device token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description another stage's token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description the lease ended */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiVenueStagesByStageIdChanges: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            commands: {
              commandId: string;
              kind: string;
              origin: string;
              originSeq: number;
              userId: string;
              payload: {
                [key: string]: unknown;
              };
              outcome: {
                [key: string]: unknown;
              };
            }[];
            cursor: string;
          };
        };
      };
      /** @description no or unknown device token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description another stage's token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description the lease ended */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiVenueStagesByStageIdCheckIn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          digest: string;
          riders?: {
            participantId: string;
            digest: string;
          }[];
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            state: 'returned';
            digest: string;
          };
        };
      };
      /** @description no or unknown device token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description digests differ (digestMismatch: the first rider) or lease ended */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdLease: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            lease: {
              deviceName: string;
              since: string;
              time: string;
            } | null;
            last: {
              /** @enum {string} */
              state: 'out' | 'returned' | 'forced';
              deviceName: string;
              since: string;
              time: string;
              endedAt: string | null;
              endedTime: string | null;
              reportedSequence: number;
              receivedSequence: number;
              lastContactAt: string | null;
              lastContactTime: string | null;
              digest: string | null;
              kept: number;
            } | null;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiStagesByStageIdLease: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            lease: {
              deviceName: string;
              since: string;
              time: string;
            } | null;
          };
        };
      };
      /** @description wrong or used code (pairingCodeInvalid), expired code (pairingCodeExpired) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description already checked out (stageCheckedOut) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 5 wrong codes: locked 10 minutes (pairingLocked) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdLeaseKept: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            commands: {
              deviceName: string;
              sequence: number;
              kind: string;
              rider: {
                participantId: string;
                name: string;
                racingNumber: number | null;
              } | null;
              receivedAt: string;
              time: string;
            }[];
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiStagesByStageIdLeaseForceBack: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            state: 'forced';
            deviceName: string;
            reportedSequence: number;
            receivedSequence: number;
            lastContactAt: string | null;
          };
        };
      };
      /** @description not checked out */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiVenueLaptop: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            federationUrl: string;
            pairing: {
              deviceName: string;
              code: string;
              expiresAt: string;
            } | null;
            lease: {
              stageId: string;
              deviceName: string;
              since: string;
              stageTitle: string | null;
            } | null;
            uplink: {
              connected: boolean | null;
              lastForwardedAt: string | null;
              reportedAt: string | null;
              holding: number;
              forwarded: number;
              waiting: number;
            };
            problem: string | null;
          };
        };
      };
      /** @description not a venue laptop */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiVenueLaptopPairing: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          deviceName: string;
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            federationUrl: string;
            pairing: {
              deviceName: string;
              code: string;
              expiresAt: string;
            } | null;
            lease: {
              stageId: string;
              deviceName: string;
              since: string;
              stageTitle: string | null;
            } | null;
            uplink: {
              connected: boolean | null;
              lastForwardedAt: string | null;
              reportedAt: string | null;
              holding: number;
              forwarded: number;
              waiting: number;
            };
            problem: string | null;
          };
        };
      };
      /** @description not a venue laptop */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description the laptop holds a stage (laptopHoldsStage) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description the federation server cannot be reached */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiVenueLaptopPull: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            federationUrl: string;
            pairing: {
              deviceName: string;
              code: string;
              expiresAt: string;
            } | null;
            lease: {
              stageId: string;
              deviceName: string;
              since: string;
              stageTitle: string | null;
            } | null;
            uplink: {
              connected: boolean | null;
              lastForwardedAt: string | null;
              reportedAt: string | null;
              holding: number;
              forwarded: number;
              waiting: number;
            };
            problem: string | null;
          };
        };
      };
      /** @description not a venue laptop, or it holds no stage */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description the federation server cannot be reached */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiVenueLaptopCheckIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            digest: string;
            stageId: string;
          };
        };
      };
      /** @description not a venue laptop, or it holds no stage */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description digests differ (commands still waiting) or the lease ended */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description the federation server cannot be reached */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiVenueLaptopOutbox: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stageId: string;
            holding: number;
            commands: {
              sequence: number;
              commandId: string;
              kind: string;
              origin?: string;
              originSeq?: number;
              userId: string;
              payload: {
                [key: string]: unknown;
              };
            }[];
          };
        };
      };
      /** @description no or wrong device token (the lease's) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description not a venue laptop */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiVenueLaptopPulled: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          commands: {
            commandId: string;
            kind: string;
            origin: string;
            originSeq: number;
            userId: string;
            payload: {
              [key: string]: unknown;
            };
            outcome: {
              [key: string]: unknown;
            };
          }[];
          cursor: string;
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            applied: number;
            cursor: string;
          };
        };
      };
      /** @description no or wrong device token (the lease's) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description not a venue laptop */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiVenueLaptopUplink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          connected: boolean;
          forwarded: number;
          lastForwardedAt: string | null;
          error: string | null;
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description no or wrong device token (the lease's) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description not a venue laptop */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiMeJudgeStages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string[];
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiJudgingStagesByStageId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stage: {
              id: string;
              title: string;
              path: string;
              /** @enum {string} */
              competitionType: 'classic' | 'openFree';
              openFree: {
                gatePoints: {
                  A: number;
                  B: number;
                  C: number;
                  D: number;
                };
                timeLimitSeconds: number;
                faultLimit: number;
              } | null;
              sectionCount: number;
              classes: {
                name: string;
                color: string;
                laps: number;
                lapSections: number[];
                order: number;
                /** @description 'HH:MM' on the venue clock */
                endTime: string | null;
              }[];
              competitionStartDate: string;
              competitionEndDate: string;
              timeZone: string;
              resultsLocked: boolean;
            };
            judge: {
              userId: string;
              name: string;
              section: number | null;
              observer?: {
                deviceId: string;
                expiresAt: string;
                revokedAt: string | null;
                handedOffAt: string | null;
                trainee?: boolean;
              };
            };
            riders: {
              id: string;
              name: string;
              racingNumber: number | null;
              racingClass: string;
            }[];
            scores: {
              participantId: string;
              section: number;
              lap: number;
              points: number;
              judge: string | null;
            }[];
            /** @description topic → position when read */
            positions?: {
              [key: string]: number;
            };
          };
        };
      };
      /** @description signed out */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description not a judge of the stage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiJudgingStagesByStageIdOps: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          deviceId: string;
          ops: {
            opId: string;
            seq: number;
            /** @enum {string} */
            kind: 'score' | 'clear';
            participantId: string;
            section: number;
            lap: number;
            /** Format: date-time */
            at: string;
            points?: number;
            events?: {
              name: string;
              /** Format: date-time */
              timestamp: string;
              time: number | null;
              points: number | null;
            }[];
          }[];
          pendingAfter?: number;
          held?: string[];
        };
      };
    };
    responses: {
      /** @description one outcome per operation (applied / rejected with a reason) and the changed results */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            outcomes: {
              opId: string;
              /** @enum {string} */
              outcome: 'applied' | 'rejected';
              /** @enum {string} */
              reason?:
                | 'invalidPoints'
                | 'unknownRider'
                | 'sectionNotRidden'
                | 'lapOutOfRange'
                | 'resultsLocked'
                | 'otherStage'
                | 'missingEvents'
                | 'nothingToClear'
                | 'otherSection'
                | 'conflict'
                | 'afterRevocation'
                | 'handedOff'
                | 'expired'
                | 'beforeCredential'
                | 'notAnnounced';
              /** @description seen before: the first answer again, nothing applied again */
              replayed?: boolean;
            }[];
            /** @description the stage's results topic position once the batch was written */
            position: number;
            judge: {
              section: number | null;
              observer?: {
                deviceId: string;
                expiresAt: string;
                revokedAt: string | null;
                handedOffAt: string | null;
                trainee?: boolean;
              };
            };
          };
        };
      };
      /** @description not a judge of the stage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiStagesByStageIdJudgingImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          judge: string;
          entries: {
            racingNumber: number;
            section: number;
            lap: number;
            points: number;
            /** Format: date-time */
            at: string;
          }[];
          commit: boolean;
        };
      };
    };
    responses: {
      /** @description every row with its status; applied count */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            rows: {
              racingNumber: number;
              section: number;
              lap: number;
              points: number;
              at: string;
              /** @enum {string} */
              status:
                'new' | 'same' | 'conflict' | 'unknownRider' | 'sectionNotRidden' | 'lapOutOfRange' | 'resultsLocked';
              riderName: string | null;
              /** @description the score the stage has now for this slot, if any */
              existing: number | null;
            }[];
            committed: boolean;
            applied: number;
          };
        };
      };
      /** @description bad sheet or open-free stage */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdJudgingSectionsBySectionKeyed: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        section: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stage: {
              id: string;
              title: string;
              /** @enum {string} */
              competitionType: 'classic' | 'openFree';
              openFree: {
                gatePoints: {
                  A: number;
                  B: number;
                  C: number;
                  D: number;
                };
                timeLimitSeconds: number;
                faultLimit: number;
              } | null;
              sectionCount: number;
              resultsLocked: boolean;
              timeZone: string;
            };
            section: number;
            riders: {
              id: string;
              name: string;
              racingNumber: number | null;
              racingClass: string;
              color: string;
              laps: number;
            }[];
            scores: {
              participantId: string;
              lap: number;
              points: number;
              judge: string | null;
              at: string;
            }[];
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiStagesByStageIdJudgingKeyed: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          observer: string;
          deviceId: string;
          ops: {
            opId: string;
            seq: number;
            participantId: string;
            section: number;
            lap: number;
            /** Format: date-time */
            at: string;
            points?: number;
            gates?: ('A' | 'B' | 'C' | 'D')[];
            faults?: number;
            expected: number | null;
          }[];
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            outcomes: {
              opId: string;
              /** @enum {string} */
              outcome: 'applied' | 'rejected';
              /** @enum {string} */
              reason?:
                | 'invalidPoints'
                | 'unknownRider'
                | 'sectionNotRidden'
                | 'lapOutOfRange'
                | 'resultsLocked'
                | 'otherStage'
                | 'missingEvents'
                | 'nothingToClear'
                | 'otherSection'
                | 'conflict'
                | 'afterRevocation'
                | 'handedOff'
                | 'expired'
                | 'beforeCredential'
                | 'notAnnounced';
              /** @description seen before: the first answer again, nothing applied again */
              replayed?: boolean;
              /** @description on conflict: the score the stage holds now */
              current?: {
                participantId: string;
                lap: number;
                points: number;
                judge: string | null;
                at: string;
              };
            }[];
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiJudgingCandidates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            userId: string;
            name: string;
            email: string;
          }[];
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdJudges: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            userId: string;
            name: string;
            email: string;
            section: number | null;
            lastSyncAt: string | null;
          }[];
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdJudgingProgress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            section: number;
            laps: {
              lap: number;
              /** @description riders whose class rides this section on this lap */
              expected: number;
              scored: number;
              /** @description not scored here but further on in their ride */
              possiblyMissed: {
                id: string;
                name: string;
                racingNumber: number | null;
              }[];
            }[];
          }[];
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  putApiStagesByStageIdJudgesByUserId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        userId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          section: number | null;
        };
      };
    };
    responses: {
      /** @description the judges */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            userId: string;
            name: string;
            email: string;
            section: number | null;
            lastSyncAt: string | null;
          }[];
        };
      };
      /** @description user is not a judge */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  deleteApiStagesByStageIdJudgesByUserId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description removed */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiStagesByStageIdObserversRefusedByOpIdAccept: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        opId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the outcome (applied, or why the stage still refuses it) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            opId: string;
            /** @enum {string} */
            outcome: 'applied' | 'rejected';
            /** @enum {string} */
            reason?:
              | 'invalidPoints'
              | 'unknownRider'
              | 'sectionNotRidden'
              | 'lapOutOfRange'
              | 'resultsLocked'
              | 'otherStage'
              | 'missingEvents'
              | 'nothingToClear'
              | 'otherSection'
              | 'conflict'
              | 'afterRevocation'
              | 'handedOff'
              | 'expired'
              | 'beforeCredential'
              | 'notAnnounced';
            /** @description seen before: the first answer again, nothing applied again */
            replayed?: boolean;
          };
        };
      };
      /** @description no such open refused tap */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiStagesByStageIdObserversRefusedByOpIdDismiss: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        opId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description dismissed */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description no such open refused tap */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdObservers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            section: number | null;
            expiresAt: string;
            revokedAt: string | null;
            createdAt: string;
            devices: {
              id: string;
              name: string;
              createdAt: string;
              handedOffAt: string | null;
              lastSyncAt: string | null;
              pendingCount: number | null;
              lateCount: number;
              refused: {
                opId: string;
                participantId: string;
                riderName: string | null;
                racingNumber: number | null;
                section: number;
                lap: number;
                /** @enum {string} */
                kind: 'score' | 'clear';
                points: number | null;
                /** @description the phone's tap time */
                at: string;
                receivedAt: string;
                /** @enum {string} */
                reason:
                  | 'invalidPoints'
                  | 'unknownRider'
                  | 'sectionNotRidden'
                  | 'lapOutOfRange'
                  | 'resultsLocked'
                  | 'otherStage'
                  | 'missingEvents'
                  | 'nothingToClear'
                  | 'otherSection'
                  | 'conflict'
                  | 'afterRevocation'
                  | 'handedOff'
                  | 'expired'
                  | 'beforeCredential'
                  | 'notAnnounced';
              }[];
            }[];
            trainee: boolean;
            scored: boolean;
            traineeScores: {
              participantId: string;
              riderName: string | null;
              racingNumber: number | null;
              section: number;
              lap: number;
              points: number;
              at: string;
              counted: {
                points: number;
                judge: string | null;
              } | null;
            }[];
            agreement: {
              compared: number;
              equal: number;
              percent: number | null;
            } | null;
          }[];
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiStagesByStageIdObservers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          section: number | null;
          /** Format: date-time */
          expiresAt?: string;
          trainee?: boolean;
        };
      };
    };
    responses: {
      /** @description the credential with its token and PIN */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            credential: {
              id: string;
              name: string;
              section: number | null;
              expiresAt: string;
              revokedAt: string | null;
              createdAt: string;
              devices: {
                id: string;
                name: string;
                createdAt: string;
                handedOffAt: string | null;
                lastSyncAt: string | null;
                pendingCount: number | null;
                lateCount: number;
                refused: {
                  opId: string;
                  participantId: string;
                  riderName: string | null;
                  racingNumber: number | null;
                  section: number;
                  lap: number;
                  /** @enum {string} */
                  kind: 'score' | 'clear';
                  points: number | null;
                  /** @description the phone's tap time */
                  at: string;
                  receivedAt: string;
                  /** @enum {string} */
                  reason:
                    | 'invalidPoints'
                    | 'unknownRider'
                    | 'sectionNotRidden'
                    | 'lapOutOfRange'
                    | 'resultsLocked'
                    | 'otherStage'
                    | 'missingEvents'
                    | 'nothingToClear'
                    | 'otherSection'
                    | 'conflict'
                    | 'afterRevocation'
                    | 'handedOff'
                    | 'expired'
                    | 'beforeCredential'
                    | 'notAnnounced';
                }[];
              }[];
              trainee: boolean;
              scored: boolean;
              traineeScores: {
                participantId: string;
                riderName: string | null;
                racingNumber: number | null;
                section: number;
                lap: number;
                points: number;
                at: string;
                counted: {
                  points: number;
                  judge: string | null;
                } | null;
              }[];
              agreement: {
                compared: number;
                equal: number;
                percent: number | null;
              } | null;
            };
            token: string;
            pin: string;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiStagesByStageIdObserversByCredentialIdRevoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        credentialId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description revoked */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  putApiStagesByStageIdObserversByCredentialIdTrainee: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        credentialId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          trainee: boolean;
        };
      };
    };
    responses: {
      /** @description marked */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description no such credential */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description its phones already sent scores */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiObserveStages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            title: string;
          }[];
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiObserveSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              token: string;
            }
          | {
              stageId: string;
              pin: string;
            }
          | {
              handoff: string;
              name?: string;
            };
      };
    };
    responses: {
      /** @description where the judge app opens */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stagePath: string;
            stageTitle: string;
            name: string;
            section: number | null;
          };
        };
      };
      /** @description wrong, expired or revoked */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description too many guesses */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiObserveHandoff: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          held?: string[];
        };
      };
    };
    responses: {
      /** @description the code */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            expiresAt: string;
          };
        };
      };
      /** @description no observer session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdResults: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            participantId: string;
            participant: {
              id: string;
              name: string;
              bike: string | null;
              racingClass: string;
              racingNumber: number | null;
              club: {
                id: string;
              } | null;
              team: string | null;
              /** @description secretaries only */
              gender?: ('male' | 'female') | null;
              /** @description secretaries only */
              birthDate?: string;
            };
            total: number | null;
            isFinished: boolean;
            status: ('DQ' | 'DNF' | 'DNS') | null;
            startedOn: string | null;
            lastTimeRecorded: string | null;
            position: number | null;
            positionPoints: number | null;
            positionAbsolutePoints: number | null;
            penalty: {
              totalPoints: number;
            };
            statistics: {
              0: number;
              1: number;
              2: number;
              3: number;
              5: number;
            };
            /** @description every section entry, deleted ones included; no history */
            sections: {
              section: number;
              lap: number;
              points: number;
              deleted: boolean;
            }[];
          }[];
        };
      };
      /** @description unknown or draft stage */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdResultsState: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            state: 'live' | 'provisional' | 'approved';
            /** @description when the provisional results were (last) published */
            publishedAt: string | null;
            /** @description when the protest window closes; null: no window */
            closesAt: string | null;
            windowMinutes: number | null;
            approvedAt: string | null;
          };
        };
      };
      /** @description unknown or draft stage */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdResultsByParticipantId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        participantId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            participantId: string;
            participant: {
              id: string;
              name: string;
              bike: string | null;
              racingClass: string;
              racingNumber: number | null;
              club: {
                id: string;
              } | null;
              team: string | null;
              /** @description secretaries only */
              gender?: ('male' | 'female') | null;
              /** @description secretaries only */
              birthDate?: string;
            };
            total: number | null;
            isFinished: boolean;
            status: ('DQ' | 'DNF' | 'DNS') | null;
            startedOn: string | null;
            lastTimeRecorded: string | null;
            position: number | null;
            positionPoints: number | null;
            positionAbsolutePoints: number | null;
            penalty: {
              totalPoints: number;
              events: {
                id: string | null;
                points: number;
                reason: string;
                timestamp: string;
                userDisplayName: string | null;
              }[];
            };
            statistics: {
              0: number;
              1: number;
              2: number;
              3: number;
              5: number;
            };
            /** @description every section entry with its history, deleted ones included */
            sections: {
              section: number;
              lap: number;
              points: number;
              deleted: boolean;
              /** @description more than one judge scored this section and lap: the later score counts */
              conflict: boolean;
              events: {
                name: string;
                timestamp: string;
                /** @description seconds since the attempt started (open-free) */
                time: number | null;
                points: number | null;
                /** @description display name, never an e-mail address */
                by?: string | null;
                /** @enum {string} */
                source?: 'judge' | 'secretary';
                /** @description an observer's tap that arrived after its credential was revoked */
                late?: boolean;
                /**
                 * @description the cut-off a late tap arrived after
                 * @enum {string}
                 */
                lateAfter?: 'handedOff' | 'afterRevocation' | 'expired';
                /** @description who in race control accepted an observer phone's refused tap */
                acceptedBy?: string;
                /** @description given by an observer phone without an account */
                observer?: boolean;
              }[];
              judge: string | null;
              createdOn: string;
            }[];
            /** @description who last changed the finish time: a display name */
            lastTimeChangedBy: string | null;
          };
        };
      };
      /** @description unknown or draft stage, or the rider has no result */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  deleteApiStagesByStageIdResultsByParticipantId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        participantId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description has a total, or results approved */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiStagesByStageIdResultsProvisional: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          windowMinutes: number | null;
        };
      };
    };
    responses: {
      /** @description the results state */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            state: 'live' | 'provisional' | 'approved';
            /** @description when the provisional results were (last) published */
            publishedAt: string | null;
            /** @description when the protest window closes; null: no window */
            closesAt: string | null;
            windowMinutes: number | null;
            approvedAt: string | null;
          };
        };
      };
      /** @description not secretary */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description results approved (resultsLocked), or no results yet (standingsNoResults) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdResultsLog: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            /** @enum {string} */
            event:
              | 'change_finish_time'
              | 'set_status'
              | 'remove_status'
              | 'remove_result'
              | 'new_penalty_points'
              | 'remove_penalty_points'
              | 'edit_section'
              | 'delete_section'
              | 'query_opened'
              | 'query_answered';
            participantId: string | null;
            /** @description the correction's own fields; who by display name only */
            data: {
              [key: string]: unknown;
            };
            timestamp: string;
            userName: string | null;
          }[];
        };
      };
      /** @description not secretary */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  putApiStagesByStageIdResultsByParticipantIdStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        participantId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          status: ('DQ' | 'DNF' | 'DNS') | null;
        };
      };
    };
    responses: {
      /** @description the result */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            participantId: string;
            participant: {
              id: string;
              name: string;
              bike: string | null;
              racingClass: string;
              racingNumber: number | null;
              club: {
                id: string;
              } | null;
              team: string | null;
              /** @description secretaries only */
              gender?: ('male' | 'female') | null;
              /** @description secretaries only */
              birthDate?: string;
            };
            total: number | null;
            isFinished: boolean;
            status: ('DQ' | 'DNF' | 'DNS') | null;
            startedOn: string | null;
            lastTimeRecorded: string | null;
            position: number | null;
            positionPoints: number | null;
            positionAbsolutePoints: number | null;
            penalty: {
              totalPoints: number;
              events: {
                id: string | null;
                points: number;
                reason: string;
                timestamp: string;
                userDisplayName: string | null;
              }[];
            };
            statistics: {
              0: number;
              1: number;
              2: number;
              3: number;
              5: number;
            };
            /** @description every section entry with its history, deleted ones included */
            sections: {
              section: number;
              lap: number;
              points: number;
              deleted: boolean;
              /** @description more than one judge scored this section and lap: the later score counts */
              conflict: boolean;
              events: {
                name: string;
                timestamp: string;
                /** @description seconds since the attempt started (open-free) */
                time: number | null;
                points: number | null;
                /** @description display name, never an e-mail address */
                by?: string | null;
                /** @enum {string} */
                source?: 'judge' | 'secretary';
                /** @description an observer's tap that arrived after its credential was revoked */
                late?: boolean;
                /**
                 * @description the cut-off a late tap arrived after
                 * @enum {string}
                 */
                lateAfter?: 'handedOff' | 'afterRevocation' | 'expired';
                /** @description who in race control accepted an observer phone's refused tap */
                acceptedBy?: string;
                /** @description given by an observer phone without an account */
                observer?: boolean;
              }[];
              judge: string | null;
              createdOn: string;
            }[];
            /** @description who last changed the finish time: a display name */
            lastTimeChangedBy: string | null;
          };
        };
      };
      /** @description already that status */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  putApiStagesByStageIdResultsByParticipantIdFinishTime: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        participantId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          time: string;
          timezoneOffset: number;
        };
      };
    };
    responses: {
      /** @description the result */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            participantId: string;
            participant: {
              id: string;
              name: string;
              bike: string | null;
              racingClass: string;
              racingNumber: number | null;
              club: {
                id: string;
              } | null;
              team: string | null;
              /** @description secretaries only */
              gender?: ('male' | 'female') | null;
              /** @description secretaries only */
              birthDate?: string;
            };
            total: number | null;
            isFinished: boolean;
            status: ('DQ' | 'DNF' | 'DNS') | null;
            startedOn: string | null;
            lastTimeRecorded: string | null;
            position: number | null;
            positionPoints: number | null;
            positionAbsolutePoints: number | null;
            penalty: {
              totalPoints: number;
              events: {
                id: string | null;
                points: number;
                reason: string;
                timestamp: string;
                userDisplayName: string | null;
              }[];
            };
            statistics: {
              0: number;
              1: number;
              2: number;
              3: number;
              5: number;
            };
            /** @description every section entry with its history, deleted ones included */
            sections: {
              section: number;
              lap: number;
              points: number;
              deleted: boolean;
              /** @description more than one judge scored this section and lap: the later score counts */
              conflict: boolean;
              events: {
                name: string;
                timestamp: string;
                /** @description seconds since the attempt started (open-free) */
                time: number | null;
                points: number | null;
                /** @description display name, never an e-mail address */
                by?: string | null;
                /** @enum {string} */
                source?: 'judge' | 'secretary';
                /** @description an observer's tap that arrived after its credential was revoked */
                late?: boolean;
                /**
                 * @description the cut-off a late tap arrived after
                 * @enum {string}
                 */
                lateAfter?: 'handedOff' | 'afterRevocation' | 'expired';
                /** @description who in race control accepted an observer phone's refused tap */
                acceptedBy?: string;
                /** @description given by an observer phone without an account */
                observer?: boolean;
              }[];
              judge: string | null;
              createdOn: string;
            }[];
            /** @description who last changed the finish time: a display name */
            lastTimeChangedBy: string | null;
          };
        };
      };
      /** @description Invalid finish time */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  putApiStagesByStageIdResultsByParticipantIdSectionsBySectionLapsByLap: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        participantId: string;
        section: string;
        lap: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          points: string | number;
        };
      };
    };
    responses: {
      /** @description the result */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            participantId: string;
            participant: {
              id: string;
              name: string;
              bike: string | null;
              racingClass: string;
              racingNumber: number | null;
              club: {
                id: string;
              } | null;
              team: string | null;
              /** @description secretaries only */
              gender?: ('male' | 'female') | null;
              /** @description secretaries only */
              birthDate?: string;
            };
            total: number | null;
            isFinished: boolean;
            status: ('DQ' | 'DNF' | 'DNS') | null;
            startedOn: string | null;
            lastTimeRecorded: string | null;
            position: number | null;
            positionPoints: number | null;
            positionAbsolutePoints: number | null;
            penalty: {
              totalPoints: number;
              events: {
                id: string | null;
                points: number;
                reason: string;
                timestamp: string;
                userDisplayName: string | null;
              }[];
            };
            statistics: {
              0: number;
              1: number;
              2: number;
              3: number;
              5: number;
            };
            /** @description every section entry with its history, deleted ones included */
            sections: {
              section: number;
              lap: number;
              points: number;
              deleted: boolean;
              /** @description more than one judge scored this section and lap: the later score counts */
              conflict: boolean;
              events: {
                name: string;
                timestamp: string;
                /** @description seconds since the attempt started (open-free) */
                time: number | null;
                points: number | null;
                /** @description display name, never an e-mail address */
                by?: string | null;
                /** @enum {string} */
                source?: 'judge' | 'secretary';
                /** @description an observer's tap that arrived after its credential was revoked */
                late?: boolean;
                /**
                 * @description the cut-off a late tap arrived after
                 * @enum {string}
                 */
                lateAfter?: 'handedOff' | 'afterRevocation' | 'expired';
                /** @description who in race control accepted an observer phone's refused tap */
                acceptedBy?: string;
                /** @description given by an observer phone without an account */
                observer?: boolean;
              }[];
              judge: string | null;
              createdOn: string;
            }[];
            /** @description who last changed the finish time: a display name */
            lastTimeChangedBy: string | null;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  deleteApiStagesByStageIdResultsByParticipantIdSectionsBySectionLapsByLap: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        participantId: string;
        section: string;
        lap: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the result */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            participantId: string;
            participant: {
              id: string;
              name: string;
              bike: string | null;
              racingClass: string;
              racingNumber: number | null;
              club: {
                id: string;
              } | null;
              team: string | null;
              /** @description secretaries only */
              gender?: ('male' | 'female') | null;
              /** @description secretaries only */
              birthDate?: string;
            };
            total: number | null;
            isFinished: boolean;
            status: ('DQ' | 'DNF' | 'DNS') | null;
            startedOn: string | null;
            lastTimeRecorded: string | null;
            position: number | null;
            positionPoints: number | null;
            positionAbsolutePoints: number | null;
            penalty: {
              totalPoints: number;
              events: {
                id: string | null;
                points: number;
                reason: string;
                timestamp: string;
                userDisplayName: string | null;
              }[];
            };
            statistics: {
              0: number;
              1: number;
              2: number;
              3: number;
              5: number;
            };
            /** @description every section entry with its history, deleted ones included */
            sections: {
              section: number;
              lap: number;
              points: number;
              deleted: boolean;
              /** @description more than one judge scored this section and lap: the later score counts */
              conflict: boolean;
              events: {
                name: string;
                timestamp: string;
                /** @description seconds since the attempt started (open-free) */
                time: number | null;
                points: number | null;
                /** @description display name, never an e-mail address */
                by?: string | null;
                /** @enum {string} */
                source?: 'judge' | 'secretary';
                /** @description an observer's tap that arrived after its credential was revoked */
                late?: boolean;
                /**
                 * @description the cut-off a late tap arrived after
                 * @enum {string}
                 */
                lateAfter?: 'handedOff' | 'afterRevocation' | 'expired';
                /** @description who in race control accepted an observer phone's refused tap */
                acceptedBy?: string;
                /** @description given by an observer phone without an account */
                observer?: boolean;
              }[];
              judge: string | null;
              createdOn: string;
            }[];
            /** @description who last changed the finish time: a display name */
            lastTimeChangedBy: string | null;
          };
        };
      };
      /** @description result in next lap */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiStagesByStageIdResultsByParticipantIdMissedSections: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        participantId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the result, finished */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            participantId: string;
            participant: {
              id: string;
              name: string;
              bike: string | null;
              racingClass: string;
              racingNumber: number | null;
              club: {
                id: string;
              } | null;
              team: string | null;
              /** @description secretaries only */
              gender?: ('male' | 'female') | null;
              /** @description secretaries only */
              birthDate?: string;
            };
            total: number | null;
            isFinished: boolean;
            status: ('DQ' | 'DNF' | 'DNS') | null;
            startedOn: string | null;
            lastTimeRecorded: string | null;
            position: number | null;
            positionPoints: number | null;
            positionAbsolutePoints: number | null;
            penalty: {
              totalPoints: number;
              events: {
                id: string | null;
                points: number;
                reason: string;
                timestamp: string;
                userDisplayName: string | null;
              }[];
            };
            statistics: {
              0: number;
              1: number;
              2: number;
              3: number;
              5: number;
            };
            /** @description every section entry with its history, deleted ones included */
            sections: {
              section: number;
              lap: number;
              points: number;
              deleted: boolean;
              /** @description more than one judge scored this section and lap: the later score counts */
              conflict: boolean;
              events: {
                name: string;
                timestamp: string;
                /** @description seconds since the attempt started (open-free) */
                time: number | null;
                points: number | null;
                /** @description display name, never an e-mail address */
                by?: string | null;
                /** @enum {string} */
                source?: 'judge' | 'secretary';
                /** @description an observer's tap that arrived after its credential was revoked */
                late?: boolean;
                /**
                 * @description the cut-off a late tap arrived after
                 * @enum {string}
                 */
                lateAfter?: 'handedOff' | 'afterRevocation' | 'expired';
                /** @description who in race control accepted an observer phone's refused tap */
                acceptedBy?: string;
                /** @description given by an observer phone without an account */
                observer?: boolean;
              }[];
              judge: string | null;
              createdOn: string;
            }[];
            /** @description who last changed the finish time: a display name */
            lastTimeChangedBy: string | null;
          };
        };
      };
      /** @description the rule is off or left to approval, or does not fit the rider */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiStagesByStageIdResultsByParticipantIdPenalties: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        participantId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          points: string | number;
          /** @default  */
          reason?: string;
        };
      };
    };
    responses: {
      /** @description the result */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            participantId: string;
            participant: {
              id: string;
              name: string;
              bike: string | null;
              racingClass: string;
              racingNumber: number | null;
              club: {
                id: string;
              } | null;
              team: string | null;
              /** @description secretaries only */
              gender?: ('male' | 'female') | null;
              /** @description secretaries only */
              birthDate?: string;
            };
            total: number | null;
            isFinished: boolean;
            status: ('DQ' | 'DNF' | 'DNS') | null;
            startedOn: string | null;
            lastTimeRecorded: string | null;
            position: number | null;
            positionPoints: number | null;
            positionAbsolutePoints: number | null;
            penalty: {
              totalPoints: number;
              events: {
                id: string | null;
                points: number;
                reason: string;
                timestamp: string;
                userDisplayName: string | null;
              }[];
            };
            statistics: {
              0: number;
              1: number;
              2: number;
              3: number;
              5: number;
            };
            /** @description every section entry with its history, deleted ones included */
            sections: {
              section: number;
              lap: number;
              points: number;
              deleted: boolean;
              /** @description more than one judge scored this section and lap: the later score counts */
              conflict: boolean;
              events: {
                name: string;
                timestamp: string;
                /** @description seconds since the attempt started (open-free) */
                time: number | null;
                points: number | null;
                /** @description display name, never an e-mail address */
                by?: string | null;
                /** @enum {string} */
                source?: 'judge' | 'secretary';
                /** @description an observer's tap that arrived after its credential was revoked */
                late?: boolean;
                /**
                 * @description the cut-off a late tap arrived after
                 * @enum {string}
                 */
                lateAfter?: 'handedOff' | 'afterRevocation' | 'expired';
                /** @description who in race control accepted an observer phone's refused tap */
                acceptedBy?: string;
                /** @description given by an observer phone without an account */
                observer?: boolean;
              }[];
              judge: string | null;
              createdOn: string;
            }[];
            /** @description who last changed the finish time: a display name */
            lastTimeChangedBy: string | null;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  deleteApiStagesByStageIdResultsByParticipantIdPenaltiesByPenaltyId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        participantId: string;
        penaltyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the result */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            participantId: string;
            participant: {
              id: string;
              name: string;
              bike: string | null;
              racingClass: string;
              racingNumber: number | null;
              club: {
                id: string;
              } | null;
              team: string | null;
              /** @description secretaries only */
              gender?: ('male' | 'female') | null;
              /** @description secretaries only */
              birthDate?: string;
            };
            total: number | null;
            isFinished: boolean;
            status: ('DQ' | 'DNF' | 'DNS') | null;
            startedOn: string | null;
            lastTimeRecorded: string | null;
            position: number | null;
            positionPoints: number | null;
            positionAbsolutePoints: number | null;
            penalty: {
              totalPoints: number;
              events: {
                id: string | null;
                points: number;
                reason: string;
                timestamp: string;
                userDisplayName: string | null;
              }[];
            };
            statistics: {
              0: number;
              1: number;
              2: number;
              3: number;
              5: number;
            };
            /** @description every section entry with its history, deleted ones included */
            sections: {
              section: number;
              lap: number;
              points: number;
              deleted: boolean;
              /** @description more than one judge scored this section and lap: the later score counts */
              conflict: boolean;
              events: {
                name: string;
                timestamp: string;
                /** @description seconds since the attempt started (open-free) */
                time: number | null;
                points: number | null;
                /** @description display name, never an e-mail address */
                by?: string | null;
                /** @enum {string} */
                source?: 'judge' | 'secretary';
                /** @description an observer's tap that arrived after its credential was revoked */
                late?: boolean;
                /**
                 * @description the cut-off a late tap arrived after
                 * @enum {string}
                 */
                lateAfter?: 'handedOff' | 'afterRevocation' | 'expired';
                /** @description who in race control accepted an observer phone's refused tap */
                acceptedBy?: string;
                /** @description given by an observer phone without an account */
                observer?: boolean;
              }[];
              judge: string | null;
              createdOn: string;
            }[];
            /** @description who last changed the finish time: a display name */
            lastTimeChangedBy: string | null;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdResultsByParticipantIdQueries: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        participantId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the queries */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            stageId: string;
            participantId: string;
            section: number;
            lap: number;
            message: string;
            /** @description the section's points when asked; null: deleted then */
            pointsThen: number | null;
            authorName: string;
            createdAt: string;
            /** @enum {string} */
            status: 'open' | 'answered';
            answer: string | null;
            outcome: ('stands' | 'corrected') | null;
            answeredBy: string | null;
            answeredAt: string | null;
          }[];
        };
      };
      /** @description signed out */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description not own */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiStagesByStageIdResultsByParticipantIdQueries: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        participantId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          section: number;
          lap: number;
          message: string;
        };
      };
    };
    responses: {
      /** @description the query */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            stageId: string;
            participantId: string;
            section: number;
            lap: number;
            message: string;
            /** @description the section's points when asked; null: deleted then */
            pointsThen: number | null;
            authorName: string;
            createdAt: string;
            /** @enum {string} */
            status: 'open' | 'answered';
            answer: string | null;
            outcome: ('stands' | 'corrected') | null;
            answeredBy: string | null;
            answeredAt: string | null;
          };
        };
      };
      /** @description not own entry */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description no score there */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description results approved, or already an open query on that score */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdQueries: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the queries */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            stageId: string;
            participantId: string;
            section: number;
            lap: number;
            message: string;
            /** @description the section's points when asked; null: deleted then */
            pointsThen: number | null;
            authorName: string;
            createdAt: string;
            /** @enum {string} */
            status: 'open' | 'answered';
            answer: string | null;
            outcome: ('stands' | 'corrected') | null;
            answeredBy: string | null;
            answeredAt: string | null;
          }[];
        };
      };
      /** @description not secretary */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  patchApiStagesByStageIdQueriesByQueryId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
        queryId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          answer: string;
          /** @enum {string} */
          outcome: 'stands' | 'corrected';
        };
      };
    };
    responses: {
      /** @description the query */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            stageId: string;
            participantId: string;
            section: number;
            lap: number;
            message: string;
            /** @description the section's points when asked; null: deleted then */
            pointsThen: number | null;
            authorName: string;
            createdAt: string;
            /** @enum {string} */
            status: 'open' | 'answered';
            answer: string | null;
            outcome: ('stands' | 'corrected') | null;
            answeredBy: string | null;
            answeredAt: string | null;
          };
        };
      };
      /** @description already answered */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdApproval: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stageId: string;
            resultsStatus: ('Approved' | 'StandingsGenerated' | 'StandingsPublished') | null;
            /** @description 1-based among the championship's published stages; null when not among them */
            stageNumber: number | null;
            firstStageDate: string | null;
            hasWomenClasses: boolean;
            hasClubStandings: boolean;
            hasTeamCompetition: boolean;
            standingsStatus: ('draft' | 'published' | 'approved') | null;
            /** @description participants neither finished nor with a status: approval stops */
            unfinishedCount: number;
            offenders: {
              participantId: string;
              name: string;
              racingClass: string;
              racingNumber: number | null;
            }[];
            /** @description riders' score queries not answered yet */
            openQueries: number;
            /** @description the championship's missed-section rule on a classic stage; null when off */
            missedSection: {
              points: number;
              /** @enum {string} */
              by: 'approval' | 'secretary';
            } | null;
            results: {
              /** @enum {string} */
              state: 'live' | 'provisional' | 'approved';
              /** @description when the provisional results were (last) published */
              publishedAt: string | null;
              /** @description when the protest window closes; null: no window */
              closesAt: string | null;
              windowMinutes: number | null;
              approvedAt: string | null;
            };
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiStagesByStageIdResultsApprove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          confirmEarly?: boolean;
        };
      };
    };
    responses: {
      /** @description approved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stageId: string;
            resultsStatus: ('Approved' | 'StandingsGenerated' | 'StandingsPublished') | null;
            /** @description 1-based among the championship's published stages; null when not among them */
            stageNumber: number | null;
            firstStageDate: string | null;
            hasWomenClasses: boolean;
            hasClubStandings: boolean;
            hasTeamCompetition: boolean;
            standingsStatus: ('draft' | 'published' | 'approved') | null;
            /** @description participants neither finished nor with a status: approval stops */
            unfinishedCount: number;
            offenders: {
              participantId: string;
              name: string;
              racingClass: string;
              racingNumber: number | null;
            }[];
            /** @description riders' score queries not answered yet */
            openQueries: number;
            /** @description the championship's missed-section rule on a classic stage; null when off */
            missedSection: {
              points: number;
              /** @enum {string} */
              by: 'approval' | 'secretary';
            } | null;
            results: {
              /** @enum {string} */
              state: 'live' | 'provisional' | 'approved';
              /** @description when the provisional results were (last) published */
              publishedAt: string | null;
              /** @description when the protest window closes; null: no window */
              closesAt: string | null;
              windowMinutes: number | null;
              approvedAt: string | null;
            };
          };
        };
      };
      /** @description protestWindowOpen: the protest window is open and confirmEarly was not sent. standingsNotAllFinished: not all participants finished or DNF/DQ/DNS; error.offenders names them (participantId, name, racingClass, racingNumber), registered riders without any score included */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiStagesByStageIdStandingsGenerate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          resolutions?: {
            standingId: string;
            /** @enum {string} */
            field: 'name' | 'birthYear' | 'clubId' | 'gender' | 'racingNumber' | 'team';
            /** @enum {string} */
            choice: 'old' | 'new';
          }[];
        };
      };
    };
    responses: {
      /** @description generated, or the conflicts to resolve */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                /** @constant */
                ok: true;
                state: {
                  stageId: string;
                  resultsStatus: ('Approved' | 'StandingsGenerated' | 'StandingsPublished') | null;
                  /** @description 1-based among the championship's published stages; null when not among them */
                  stageNumber: number | null;
                  firstStageDate: string | null;
                  hasWomenClasses: boolean;
                  hasClubStandings: boolean;
                  hasTeamCompetition: boolean;
                  standingsStatus: ('draft' | 'published' | 'approved') | null;
                  /** @description participants neither finished nor with a status: approval stops */
                  unfinishedCount: number;
                  offenders: {
                    participantId: string;
                    name: string;
                    racingClass: string;
                    racingNumber: number | null;
                  }[];
                  /** @description riders' score queries not answered yet */
                  openQueries: number;
                  /** @description the championship's missed-section rule on a classic stage; null when off */
                  missedSection: {
                    points: number;
                    /** @enum {string} */
                    by: 'approval' | 'secretary';
                  } | null;
                  results: {
                    /** @enum {string} */
                    state: 'live' | 'provisional' | 'approved';
                    /** @description when the provisional results were (last) published */
                    publishedAt: string | null;
                    /** @description when the protest window closes; null: no window */
                    closesAt: string | null;
                    windowMinutes: number | null;
                    approvedAt: string | null;
                  };
                };
              }
            | {
                /** @constant */
                ok: false;
                errors: {
                  standingId: string;
                  name: string;
                  group: string;
                  /** @enum {string} */
                  field: 'name' | 'birthYear' | 'clubId' | 'gender' | 'racingNumber' | 'team';
                  oldValue: string | number | null;
                  newValue: string | number | null;
                  /** @description the result whose data differs */
                  resultId: string;
                }[];
              };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiStagesByStageIdStandingsPublish: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description published */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stageId: string;
            resultsStatus: ('Approved' | 'StandingsGenerated' | 'StandingsPublished') | null;
            /** @description 1-based among the championship's published stages; null when not among them */
            stageNumber: number | null;
            firstStageDate: string | null;
            hasWomenClasses: boolean;
            hasClubStandings: boolean;
            hasTeamCompetition: boolean;
            standingsStatus: ('draft' | 'published' | 'approved') | null;
            /** @description participants neither finished nor with a status: approval stops */
            unfinishedCount: number;
            offenders: {
              participantId: string;
              name: string;
              racingClass: string;
              racingNumber: number | null;
            }[];
            /** @description riders' score queries not answered yet */
            openQueries: number;
            /** @description the championship's missed-section rule on a classic stage; null when off */
            missedSection: {
              points: number;
              /** @enum {string} */
              by: 'approval' | 'secretary';
            } | null;
            results: {
              /** @enum {string} */
              state: 'live' | 'provisional' | 'approved';
              /** @description when the provisional results were (last) published */
              publishedAt: string | null;
              /** @description when the protest window closes; null: no window */
              closesAt: string | null;
              windowMinutes: number | null;
              approvedAt: string | null;
            };
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStandingsByInstitutionIdByChampionshipId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        institutionId: string;
        championshipId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            championship: {
              id: string;
              institutionId: string;
              slug: string;
              displayName: string;
              hasWomenClasses: boolean;
              hasClubStandings: boolean;
              hasTeamCompetition: boolean;
              classes: {
                name: string;
                order: number;
                bgColor: string;
                borderColor: string;
                clubStandingMultiplier: number;
              }[];
              pointsTable: number[];
              otherPlacesPoints: number;
              rules: {
                /** @enum {string} */
                counting: 'bestNMinus1' | 'all' | 'bestN' | 'dropWorst';
                countingN: number;
                minResults: number;
                /** @enum {string} */
                tieBreak: 'spec' | 'moreBest';
                /** @default null */
                missedSectionPoints: number | null;
                /**
                 * @default approval
                 * @enum {string}
                 */
                missedSectionBy: 'approval' | 'secretary';
                /** @default 0 */
                latePenaltyPerMinute: number;
              };
            };
            status: ('draft' | 'published' | 'approved') | null;
            mode: ('approve' | 'final') | null;
            stages: {
              id: string;
              slug: string;
              title: string;
              location: string | null;
              competitionStartDate: string;
              timeZone: string;
              resultsStatus: ('Approved' | 'StandingsGenerated' | 'StandingsPublished') | null;
              order: number;
              resultsPath: string;
            }[];
            /** @description visitors: published stages only, none while a draft */
            positions: {
              id: string;
              name: string;
              birthYear: number | null;
              clubId: string | null;
              gender: ('male' | 'female') | null;
              racingNumber: number | null;
              team: string | null;
              group: string;
              /** @description result ids; empty for visitors */
              participants: string[];
              refOriginal: string | null;
              /** @description the rider record (secretaries only; decision 090) */
              riderId?: string | null;
              position: number | null;
              total: number | null;
              totalMinusWorst: number | null;
              results: {
                /** @description stage index from 0: the stage in stages[] with this order */
                order: number;
                points: number;
                positionAbsolutePoints: number;
                /** @description the result's participant id in the stage (its link: stage.resultsPath#participantId); null for a filler */
                participantId: string | null;
                /** @description 0 points; DNS ranks as a missing stage. Omitted: null */
                resultStatus?: ('DQ' | 'DNF' | 'DNS') | null;
                /**
                 * @description omitted: 'final' on a stage whose standings are published, else 'draft'
                 * @enum {string}
                 */
                status?: 'draft' | 'final';
                /** @description omitted: the stage's title (null for a filler) */
                title?: string | null;
                /** @description omitted: the stage's resultsPath#participantId */
                url?: string | null;
                /** @description omitted: stageId/participantId */
                resultId?: string | null;
                /** @description omitted: the rider's */
                clubId?: string | null;
                /** @description omitted: the rider's */
                team?: string | null;
                /** @description omitted: the rider's group */
                racingClass?: string | null;
              }[];
            }[];
          };
        };
      };
      /** @description unknown */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStandingsByInstitutionIdByChampionshipIdTables: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        institutionId: string;
        championshipId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stages: {
              id: string;
              slug: string;
              title: string;
              location: string | null;
              competitionStartDate: string;
              timeZone: string;
              resultsStatus: ('Approved' | 'StandingsGenerated' | 'StandingsPublished') | null;
              order: number;
              resultsPath: string;
            }[];
            raceCount: number;
            /** @enum {string} */
            mode: 'approve' | 'final';
            rules: {
              /** @enum {string} */
              counting: 'bestNMinus1' | 'all' | 'bestN' | 'dropWorst';
              countingN: number;
              minResults: number;
              /** @enum {string} */
              tieBreak: 'spec' | 'moreBest';
              /** @default null */
              missedSectionPoints: number | null;
              /**
               * @default approval
               * @enum {string}
               */
              missedSectionBy: 'approval' | 'secretary';
              /** @default 0 */
              latePenaltyPerMinute: number;
            };
            countingColumn: {
              best: number;
              of: number;
            } | null;
            rulesSummary: {
              /** @enum {string} */
              key:
                | 'rules.counting.bestNMinus1'
                | 'rules.counting.all'
                | 'rules.counting.bestN'
                | 'rules.counting.dropWorst'
                | 'rules.counting.dropWorstAll'
                | 'rules.order'
                | 'rules.points'
                | 'rules.minResults'
                | 'rules.missedSection'
                | 'rules.missedSectionBySecretary'
                | 'rules.latePenalty'
                | 'rules.tieBreak.spec'
                | 'rules.tieBreak.moreBest';
              values: {
                [key: string]: string | number;
              };
            }[];
            individual: {
              id: string;
              name: string;
              /** @description racing class, or a women's group (Women, Juniors, Girls) */
              group: string;
              racingNumber: number | null;
              clubId: string | null;
              birthYear: number | null;
              gender: ('male' | 'female') | null;
              team: string | null;
              participants: string[];
              refOriginal: string | null;
              /** @description the rider record (secretaries only; decision 090) */
              riderId?: string | null;
              /** @description within the group */
              position: number;
              total: number;
              /** @description best N−1 of N */
              totalMinusWorst: number;
              results: {
                /** @description stage index from 0: the stage in stages[] with this order */
                order: number;
                points: number;
                positionAbsolutePoints: number;
                /** @description the result's participant id in the stage (its link: stage.resultsPath#participantId); null for a filler */
                participantId: string | null;
                /** @description 0 points; DNS ranks as a missing stage. Omitted: null */
                resultStatus?: ('DQ' | 'DNF' | 'DNS') | null;
                /**
                 * @description omitted: 'final' on a stage whose standings are published, else 'draft'
                 * @enum {string}
                 */
                status?: 'draft' | 'final';
                /** @description omitted: the stage's title (null for a filler) */
                title?: string | null;
                /** @description omitted: the stage's resultsPath#participantId */
                url?: string | null;
                /** @description omitted: stageId/participantId */
                resultId?: string | null;
                /** @description omitted: the rider's */
                clubId?: string | null;
                /** @description omitted: the rider's */
                team?: string | null;
                /** @description omitted: the rider's group */
                racingClass?: string | null;
              }[];
            }[];
            clubs: {
              /** @description club id or team name */
              name: string;
              position: number;
              totalPoints: number;
              participants: {
                participantId: string;
                name: string;
                group: string;
                racingNumber: number | null;
                totalPoints: number;
                stages: {
                  order: number;
                  individualPoints: number;
                  /** @description club points (× class multiplier) or team points */
                  points: number;
                  multiplier: number;
                  positionAbsolutePoints: number;
                  /** @description the result's participant id in the stage */
                  participantId: string | null;
                  /** @description omitted: null */
                  resultStatus?: ('DQ' | 'DNF' | 'DNS') | null;
                  /**
                   * @description omitted: as the individual entry's
                   * @enum {string}
                   */
                  status?: 'draft' | 'final';
                  /** @description omitted: the stage's title */
                  title?: string;
                  /** @description omitted: the stage's resultsPath#participantId */
                  url?: string | null;
                }[];
              }[];
            }[];
            teams: {
              /** @description club id or team name */
              name: string;
              position: number;
              totalPoints: number;
              participants: {
                participantId: string;
                name: string;
                group: string;
                racingNumber: number | null;
                totalPoints: number;
                stages: {
                  order: number;
                  individualPoints: number;
                  /** @description club points (× class multiplier) or team points */
                  points: number;
                  multiplier: number;
                  positionAbsolutePoints: number;
                  /** @description the result's participant id in the stage */
                  participantId: string | null;
                  /** @description omitted: null */
                  resultStatus?: ('DQ' | 'DNF' | 'DNS') | null;
                  /**
                   * @description omitted: as the individual entry's
                   * @enum {string}
                   */
                  status?: 'draft' | 'final';
                  /** @description omitted: the stage's title */
                  title?: string;
                  /** @description omitted: the stage's resultsPath#participantId */
                  url?: string | null;
                }[];
              }[];
            }[];
          };
        };
      };
      /** @description unknown championship */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiChampionshipsByChampionshipIdStandingsFinalize: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        championshipId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          mode: 'approve' | 'final';
        };
      };
    };
    responses: {
      /** @description done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiChampionshipsByChampionshipIdStandingsExport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        championshipId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            name: string;
            content: string;
          }[];
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  deleteApiChampionshipsByChampionshipIdStandingsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        championshipId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  patchApiChampionshipsByChampionshipIdStandingsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        championshipId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description renamed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            birthYear: number | null;
            clubId: string | null;
            gender: ('male' | 'female') | null;
            racingNumber: number | null;
            team: string | null;
            group: string;
            /** @description result ids; empty for visitors */
            participants: string[];
            refOriginal: string | null;
            /** @description the rider record (secretaries only; decision 090) */
            riderId?: string | null;
            position: number | null;
            total: number | null;
            totalMinusWorst: number | null;
            results: {
              order: number;
              points: number;
              positionAbsolutePoints: number;
              /** @description the rider's place in the group on that stage */
              place?: number | null;
              title: string | null;
              /** @enum {string} */
              status: 'draft' | 'final';
              url: string | null;
              resultStatus: ('DQ' | 'DNF' | 'DNS') | null;
              clubId: string | null;
              team: string | null;
              racingClass: string | null;
              resultId: string | null;
            }[];
          };
        };
      };
      /** @description no changes or name taken */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiChampionshipsByChampionshipIdStandingsByIdMerge: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        championshipId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          targetId: string;
        };
      };
    };
    responses: {
      /** @description merged */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            birthYear: number | null;
            clubId: string | null;
            gender: ('male' | 'female') | null;
            racingNumber: number | null;
            team: string | null;
            group: string;
            /** @description result ids; empty for visitors */
            participants: string[];
            refOriginal: string | null;
            /** @description the rider record (secretaries only; decision 090) */
            riderId?: string | null;
            position: number | null;
            total: number | null;
            totalMinusWorst: number | null;
            results: {
              order: number;
              points: number;
              positionAbsolutePoints: number;
              /** @description the rider's place in the group on that stage */
              place?: number | null;
              title: string | null;
              /** @enum {string} */
              status: 'draft' | 'final';
              url: string | null;
              resultStatus: ('DQ' | 'DNF' | 'DNS') | null;
              clubId: string | null;
              team: string | null;
              racingClass: string | null;
              resultId: string | null;
            }[];
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiRidersByRiderIdLicences: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        riderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            federation: 'LaMSF' | 'EMF' | 'LMSF' | 'other' | 'club';
            /** @enum {string} */
            kind: 'season' | 'one-event' | 'training';
            number: string | null;
            validFrom: string;
            validTo: string;
            id: number;
            /** @description the stage a one-event licence was bought at */
            stageId: string | null;
            priceCents: number | null;
          }[];
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiRidersByRiderIdLicences: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        riderId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          federation: 'LaMSF' | 'EMF' | 'LMSF' | 'other' | 'club';
          /** @enum {string} */
          kind: 'season' | 'one-event' | 'training';
          number: string | null;
          /** Format: date */
          validFrom: string;
          /** Format: date */
          validTo: string;
        };
      };
    };
    responses: {
      /** @description ok */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            federation: 'LaMSF' | 'EMF' | 'LMSF' | 'other' | 'club';
            /** @enum {string} */
            kind: 'season' | 'one-event' | 'training';
            number: string | null;
            validFrom: string;
            validTo: string;
            id: number;
            /** @description the stage a one-event licence was bought at */
            stageId: string | null;
            priceCents: number | null;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  putApiRidersByRiderIdLicencesByLicenceId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        riderId: string;
        licenceId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          federation: 'LaMSF' | 'EMF' | 'LMSF' | 'other' | 'club';
          /** @enum {string} */
          kind: 'season' | 'one-event' | 'training';
          number: string | null;
          /** Format: date */
          validFrom: string;
          /** Format: date */
          validTo: string;
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            federation: 'LaMSF' | 'EMF' | 'LMSF' | 'other' | 'club';
            /** @enum {string} */
            kind: 'season' | 'one-event' | 'training';
            number: string | null;
            validFrom: string;
            validTo: string;
            id: number;
            /** @description the stage a one-event licence was bought at */
            stageId: string | null;
            priceCents: number | null;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  deleteApiRidersByRiderIdLicencesByLicenceId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        riderId: string;
        licenceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiLicencesImport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          csv: string;
          /** @enum {string} */
          federation: 'LaMSF' | 'EMF' | 'LMSF' | 'other' | 'club';
          commit: boolean;
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            rows: {
              line: number;
              name: string;
              birthDate: string | null;
              licence: {
                /** @enum {string} */
                federation: 'LaMSF' | 'EMF' | 'LMSF' | 'other' | 'club';
                /** @enum {string} */
                kind: 'season' | 'one-event' | 'training';
                number: string | null;
                validFrom: string;
                validTo: string;
              } | null;
              /** @enum {string} */
              status: 'matched' | 'notFound' | 'ambiguous' | 'refused';
              reason: ('licenceNumber' | 'nameAndBirthDate') | null;
              riderId: string | null;
              riderName: string | null;
              problem: string | null;
            }[];
            committed: boolean;
            applied: number;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiChampionshipsByChampionshipIdEntryRules: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        championshipId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @default [] */
            requiredLicenceKinds: ('season' | 'one-event' | 'training')[];
            /** @default null */
            oneEventLicence: {
              /** @enum {string} */
              federation: 'LaMSF' | 'EMF' | 'LMSF' | 'other' | 'club';
              adultCents: number;
              /** @default [] */
              bands: {
                underAge: number;
                cents: number;
              }[];
            } | null;
            /**
             * @default {
             *       "enabled": false,
             *       "perClass": false,
             *       "requireClub": true
             *     }
             */
            permanentNumbers: {
              enabled: boolean;
              /** @default false */
              perClass: boolean;
              /** @default true */
              requireClub: boolean;
            };
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  putApiChampionshipsByChampionshipIdEntryRules: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        championshipId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default [] */
          requiredLicenceKinds?: ('season' | 'one-event' | 'training')[];
          /** @default null */
          oneEventLicence?: {
            /** @enum {string} */
            federation: 'LaMSF' | 'EMF' | 'LMSF' | 'other' | 'club';
            adultCents: number;
            /** @default [] */
            bands?: {
              underAge: number;
              cents: number;
            }[];
          } | null;
          /**
           * @default {
           *       "enabled": false,
           *       "perClass": false,
           *       "requireClub": true
           *     }
           */
          permanentNumbers?: {
            enabled: boolean;
            /** @default false */
            perClass?: boolean;
            /** @default true */
            requireClub?: boolean;
          };
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @default [] */
            requiredLicenceKinds: ('season' | 'one-event' | 'training')[];
            /** @default null */
            oneEventLicence: {
              /** @enum {string} */
              federation: 'LaMSF' | 'EMF' | 'LMSF' | 'other' | 'club';
              adultCents: number;
              /** @default [] */
              bands: {
                underAge: number;
                cents: number;
              }[];
            } | null;
            /**
             * @default {
             *       "enabled": false,
             *       "perClass": false,
             *       "requireClub": true
             *     }
             */
            permanentNumbers: {
              enabled: boolean;
              /** @default false */
              perClass: boolean;
              /** @default true */
              requireClub: boolean;
            };
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdEntryRules: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            rules: {
              /** @default [] */
              requiredLicenceKinds: ('season' | 'one-event' | 'training')[];
              /** @default null */
              oneEventLicence: {
                /** @enum {string} */
                federation: 'LaMSF' | 'EMF' | 'LMSF' | 'other' | 'club';
                adultCents: number;
                /** @default [] */
                bands: {
                  underAge: number;
                  cents: number;
                }[];
              } | null;
              /**
               * @default {
               *       "enabled": false,
               *       "perClass": false,
               *       "requireClub": true
               *     }
               */
              permanentNumbers: {
                enabled: boolean;
                /** @default false */
                perClass: boolean;
                /** @default true */
                requireClub: boolean;
              };
            };
            own: {
              /** @default [] */
              requiredLicenceKinds: ('season' | 'one-event' | 'training')[];
              /** @default null */
              oneEventLicence: {
                /** @enum {string} */
                federation: 'LaMSF' | 'EMF' | 'LMSF' | 'other' | 'club';
                adultCents: number;
                /** @default [] */
                bands: {
                  underAge: number;
                  cents: number;
                }[];
              } | null;
              /**
               * @default {
               *       "enabled": false,
               *       "perClass": false,
               *       "requireClub": true
               *     }
               */
              permanentNumbers: {
                enabled: boolean;
                /** @default false */
                perClass: boolean;
                /** @default true */
                requireClub: boolean;
              };
            } | null;
            championshipId: string;
            championship: {
              /** @default [] */
              requiredLicenceKinds: ('season' | 'one-event' | 'training')[];
              /** @default null */
              oneEventLicence: {
                /** @enum {string} */
                federation: 'LaMSF' | 'EMF' | 'LMSF' | 'other' | 'club';
                adultCents: number;
                /** @default [] */
                bands: {
                  underAge: number;
                  cents: number;
                }[];
              } | null;
              /**
               * @default {
               *       "enabled": false,
               *       "perClass": false,
               *       "requireClub": true
               *     }
               */
              permanentNumbers: {
                enabled: boolean;
                /** @default false */
                perClass: boolean;
                /** @default true */
                requireClub: boolean;
              };
            };
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  putApiStagesByStageIdEntryRules: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          settings: {
            /** @default [] */
            requiredLicenceKinds?: ('season' | 'one-event' | 'training')[];
            /** @default null */
            oneEventLicence?: {
              /** @enum {string} */
              federation: 'LaMSF' | 'EMF' | 'LMSF' | 'other' | 'club';
              adultCents: number;
              /** @default [] */
              bands?: {
                underAge: number;
                cents: number;
              }[];
            } | null;
            /**
             * @default {
             *       "enabled": false,
             *       "perClass": false,
             *       "requireClub": true
             *     }
             */
            permanentNumbers?: {
              enabled: boolean;
              /** @default false */
              perClass?: boolean;
              /** @default true */
              requireClub?: boolean;
            };
          } | null;
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            rules: {
              /** @default [] */
              requiredLicenceKinds: ('season' | 'one-event' | 'training')[];
              /** @default null */
              oneEventLicence: {
                /** @enum {string} */
                federation: 'LaMSF' | 'EMF' | 'LMSF' | 'other' | 'club';
                adultCents: number;
                /** @default [] */
                bands: {
                  underAge: number;
                  cents: number;
                }[];
              } | null;
              /**
               * @default {
               *       "enabled": false,
               *       "perClass": false,
               *       "requireClub": true
               *     }
               */
              permanentNumbers: {
                enabled: boolean;
                /** @default false */
                perClass: boolean;
                /** @default true */
                requireClub: boolean;
              };
            };
            own: {
              /** @default [] */
              requiredLicenceKinds: ('season' | 'one-event' | 'training')[];
              /** @default null */
              oneEventLicence: {
                /** @enum {string} */
                federation: 'LaMSF' | 'EMF' | 'LMSF' | 'other' | 'club';
                adultCents: number;
                /** @default [] */
                bands: {
                  underAge: number;
                  cents: number;
                }[];
              } | null;
              /**
               * @default {
               *       "enabled": false,
               *       "perClass": false,
               *       "requireClub": true
               *     }
               */
              permanentNumbers: {
                enabled: boolean;
                /** @default false */
                perClass: boolean;
                /** @default true */
                requireClub: boolean;
              };
            } | null;
            championshipId: string;
            championship: {
              /** @default [] */
              requiredLicenceKinds: ('season' | 'one-event' | 'training')[];
              /** @default null */
              oneEventLicence: {
                /** @enum {string} */
                federation: 'LaMSF' | 'EMF' | 'LMSF' | 'other' | 'club';
                adultCents: number;
                /** @default [] */
                bands: {
                  underAge: number;
                  cents: number;
                }[];
              } | null;
              /**
               * @default {
               *       "enabled": false,
               *       "perClass": false,
               *       "requireClub": true
               *     }
               */
              permanentNumbers: {
                enabled: boolean;
                /** @default false */
                perClass: boolean;
                /** @default true */
                requireClub: boolean;
              };
            };
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdLicenceCheck: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description the stage's first day at the venue: the day licences are checked on */
            day: string;
            rules: {
              /** @default [] */
              requiredLicenceKinds: ('season' | 'one-event' | 'training')[];
              /** @default null */
              oneEventLicence: {
                /** @enum {string} */
                federation: 'LaMSF' | 'EMF' | 'LMSF' | 'other' | 'club';
                adultCents: number;
                /** @default [] */
                bands: {
                  underAge: number;
                  cents: number;
                }[];
              } | null;
              /**
               * @default {
               *       "enabled": false,
               *       "perClass": false,
               *       "requireClub": true
               *     }
               */
              permanentNumbers: {
                enabled: boolean;
                /** @default false */
                perClass: boolean;
                /** @default true */
                requireClub: boolean;
              };
            };
            /** @description why the rider may not enter for want of a licence; null: they may */
            problem:
              | (
                  | {
                      /** @constant */
                      reason: 'none';
                      kinds: ('season' | 'one-event' | 'training')[];
                    }
                  | {
                      /** @constant */
                      reason: 'expired';
                      kinds: ('season' | 'one-event' | 'training')[];
                      validTo: string;
                      validFrom: string;
                    }
                  | {
                      /** @constant */
                      reason: 'wrongKind';
                      kinds: ('season' | 'one-event' | 'training')[];
                      /** @enum {string} */
                      has: 'season' | 'one-event' | 'training';
                    }
                )
              | null;
            permanentNumber: number | null;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiPermanentNumbersByInstitutionIdByChampionshipSlug: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        institutionId: string;
        championshipSlug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            championship: {
              id: string;
              displayName: string;
              institutionId: string;
              slug: string;
            };
            issued: boolean;
            perClass: boolean;
            classes: string[];
            numbers: {
              number: number;
              racingClass: string | null;
              riderId: string | null;
              /** @description null: the holder hid their rider page */
              name: string | null;
              clubId: string | null;
            }[];
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiChampionshipsByChampionshipIdPermanentNumbersRiders: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        championshipId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            riderId: string;
            name: string;
            clubId: string | null;
            racingClasses: string[];
            lastRacingNumber: number | null;
            numbers: {
              number: number;
              racingClass: string | null;
            }[];
          }[];
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiChampionshipsByChampionshipIdPermanentNumbersRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        championshipId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          number: number;
          /** @default null */
          racingClass?: string | null;
        };
      };
    };
    responses: {
      /** @description ok */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            number: number;
            racingClass: string | null;
            riderId: string | null;
            name: string | null;
            clubId: string | null;
          };
        };
      };
      /** @description not issued, not eligible, or held by another rider */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiChampionshipsByChampionshipIdPermanentNumbers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        championshipId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          number: number;
          /** @default null */
          racingClass?: string | null;
          riderId: string;
        };
      };
    };
    responses: {
      /** @description ok */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            number: number;
            racingClass: string | null;
            riderId: string | null;
            name: string | null;
            clubId: string | null;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  deleteApiChampionshipsByChampionshipIdPermanentNumbersByRiderId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        championshipId: string;
        riderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiRiders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description up to 20 riders */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            birthDate: string;
            gender: ('male' | 'female') | null;
            clubId: string | null;
            hasAccount: boolean;
            /** @description the latest entry's class */
            racingClass: string | null;
            /** @description the latest entry's number */
            racingNumber: number | null;
          }[];
        };
      };
      /** @description no query */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiRidersReview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            nameKey: string;
            riders: {
              id: string;
              name: string;
              birthDate: string;
              hasAccount: boolean;
            }[];
          }[];
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiMeRider: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            riderId: string | null;
            hidden: boolean;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  putApiMeRider: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          hidden: boolean;
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            riderId: string | null;
            hidden: boolean;
          };
        };
      };
      /** @description no rider record yet (no entry) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiRidersByRiderId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        riderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            rider:
              | {
                  id: string;
                  name: string;
                  clubId: string | null;
                  racingClass: string | null;
                  birthYear: number;
                  hidden: boolean;
                  birthDate: string;
                  gender: ('male' | 'female') | null;
                  hasAccount: boolean;
                }
              | {
                  id: string;
                  name: string;
                  clubId: string | null;
                  racingClass: string | null;
                  birthYear: number;
                  hidden: boolean;
                };
            stages: {
              stageId: string;
              stageTitle: string;
              location: string | null;
              stagePath: string;
              championshipName: string;
              championshipPath: string;
              competitionStartDate: string;
              timeZone: string;
              racingClass: string;
              racingNumber: number | null;
              participantId: string;
              hasResult: boolean;
              total: number | null;
              isFinished: boolean;
              status: ('DQ' | 'DNF' | 'DNS') | null;
              position: number | null;
              positionPoints: number | null;
              sections: number;
              cleans: number;
              sectionPoints: number;
              averagePerSection: number | null;
            }[];
            championships: {
              championshipName: string;
              championshipPath: string;
              group: string;
              position: number | null;
              total: number | null;
            }[];
            statistics: {
              stagesEntered: number;
              stagesWithResult: number;
              cleansPercent: number | null;
              averagePerSection: number | null;
              bestSection: {
                stageId: string;
                stageTitle: string;
                section: number;
                average: number;
                laps: number;
              } | null;
              trend: {
                stageId: string;
                stageTitle: string;
                competitionStartDate: string;
                averagePerSection: number;
              }[];
              podiums: number;
              wins: number;
            };
          };
        };
      };
      /** @description unknown, or only on draft stages */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiMeRiderClaims: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            offers: {
              riderId: string;
              name: string;
              birthYear: number;
              clubId: string | null;
              stages: number;
              /** @enum {string} */
              match: 'email' | 'licence' | 'nameAndBirthDate';
            }[];
            pending: {
              id: string;
              riderId: string;
              name: string;
              createdAt: string;
            }[];
          };
        };
      };
      /** @description a bad birth date or licence */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiMeRiderClaims: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          birthDate?: string;
          licence?: string;
          riderId: string;
        };
      };
    };
    responses: {
      /** @description claimed, or pending */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                /** @constant */
                status: 'claimed';
                riderId: string;
              }
            | {
                /** @constant */
                status: 'pending';
                claimId: string;
              };
        };
      };
      /** @description not a record this user is offered */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiRiderClaims: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            createdAt: string;
            userName: string;
            birthDate: string;
            rider: {
              id: string;
              name: string;
              birthDate: string;
              clubId: string | null;
              stages: number;
            };
          }[];
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiRiderClaimsByClaimIdApprove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        claimId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'approved' | 'refused';
          };
        };
      };
      /** @description decided */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiRiderClaimsByClaimIdRefuse: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        claimId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'approved' | 'refused';
          };
        };
      };
      /** @description decided */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiRidersReviewDismiss: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          riderIds: string[];
        };
      };
    };
    responses: {
      /** @description ok */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiRidersByRiderIdMerge: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        riderId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          into: string;
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            riderId: string;
            entries: number;
          };
        };
      };
      /** @description both have accounts, or both rode one stage */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiRidersByRiderIdSplit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        riderId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          entries: {
            stageId: string;
            participantId: string;
          }[];
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            riderId: string;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiClubPagesByClubId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clubId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            club: {
              id: string;
              country: string | null;
            };
            riders: {
              id: string;
              name: string;
              racingClass: string;
              birthYear: number;
            }[];
            results: {
              stageTitle: string;
              stagePath: string;
              competitionStartDate: string;
              timeZone: string;
              riderId: string | null;
              participantId: string;
              name: string;
              racingClass: string;
              position: number | null;
              status: string | null;
            }[];
            standings: {
              championshipName: string;
              championshipPath: string;
              position: number;
              totalPoints: number;
            }[];
          };
        };
      };
      /** @description no such club, and no entries for it */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdResultsPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description an A4 PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description not modified (If-None-Match: the ETag of the same data version) */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description unknown lang */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description unknown or draft stage */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description more than 60 documents a minute from one client */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdObserverSheetsPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description an A4 PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description not modified (If-None-Match: the ETag of the same data version) */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description unknown lang */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description unknown stage */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description more than 60 documents a minute from one client */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStagesByStageIdStartListsPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description an A4 PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description not modified (If-None-Match: the ETag of the same data version) */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description unknown lang */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description unknown stage */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description more than 60 documents a minute from one client */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiChampionshipsByChampionshipIdStandingsMarkdown: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        championshipId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            name: string;
            content: string;
          }[];
        };
      };
      /** @description unknown lang */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description unknown championship */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiStandingsByInstitutionIdByChampionshipIdStandingsPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        institutionId: string;
        championshipId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description an A4 PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description not modified (If-None-Match: the ETag of the same data version) */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description unknown lang */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description unknown championship, or draft standings */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description more than 60 documents a minute from one client */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiAnalyticsPageViews: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: starts_with */
          path: string;
          referrer?: string;
          locale?: string;
        };
      };
    };
    responses: {
      /** @description stored */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiClientErrors: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          message: string;
          stack?: string;
          url?: string;
          userAgent?: string;
        };
      };
    };
    responses: {
      /** @description logged */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: string;
            displayName: string;
            isJudge: boolean;
            roles: ('admin' | 'secretary')[];
            hasPassword: boolean;
            participationData: {
              [key: string]: unknown;
            } | null;
          };
        };
      };
      /** @description signed out */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  patchApiMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          displayName: string;
          isJudge: boolean;
        };
      };
    };
    responses: {
      /** @description the profile */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: string;
            displayName: string;
            isJudge: boolean;
            roles: ('admin' | 'secretary')[];
            hasPassword: boolean;
            participationData: {
              [key: string]: unknown;
            } | null;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiMeResults: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stageId: string;
            stageTitle: string;
            championshipName: string;
            stagePath: string;
            competitionStartDate: string;
            timeZone: string;
            /** @enum {string} */
            competitionType: 'classic' | 'openFree';
            racingClass: string;
            racingNumber: number | null;
            /** @enum {string} */
            registrationStatus: 'Registered' | 'Confirmed';
            hasResult: boolean;
            total: number | null;
            isFinished: boolean;
            status: ('DQ' | 'DNF' | 'DNS') | null;
            position: number | null;
            positionPoints: number | null;
            isApproved: boolean;
            classSize: number;
          }[];
        };
      };
      /** @description signed out */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiAccountSetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          newPassword: string;
        };
      };
    };
    responses: {
      /** @description set */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description already has one */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiAccountMagicLinkFinish: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          email: string;
        };
      };
    };
    responses: {
      /** @description signed in (cookies) */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiAccountRequestPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description sent */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description no account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiFiles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description stored */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            contentType: string;
            size: number;
            url: string;
            /** @description images: a smaller copy */
            thumbnailUrl?: string;
          };
        };
      };
      /** @description too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description unsupported type */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiFilesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description the bytes, with the type they were stored as (PNG, JPEG, WebP, PDF) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description not modified */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description unknown */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiFilesByIdThumbnail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description a WebP thumbnail */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/webp': string;
        };
      };
      /** @description not modified */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description unknown */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiMarketAds: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description a page of ads */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              title: string;
              description: string;
              price: number;
              /** @enum {string} */
              category:
                | 'bikes'
                | 'partsAccessories'
                | 'safetyGear'
                | 'toolsEquipment'
                | 'trailersTransport'
                | 'equipment'
                | 'spareParts'
                | 'accessories'
                | 'miscellaneous';
              location: string | null;
              imageUrl: string;
              thumbnailUrl: string;
              imageFileId: string;
              phone: string | null;
              whatsapp: string | null;
              sellerName: string;
              /** @enum {string} */
              status: 'active' | 'sold' | 'removed';
              createdAt: string;
              updatedAt: string;
              /** @description the viewer is the seller */
              isOwn: boolean;
            }[];
            total: number;
            page: number;
            pageSize: number;
          };
        };
      };
      /** @description bad query */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiMarketAds: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          description: string;
          price: number;
          /** @enum {string} */
          category:
            | 'bikes'
            | 'partsAccessories'
            | 'safetyGear'
            | 'toolsEquipment'
            | 'trailersTransport'
            | 'equipment'
            | 'spareParts'
            | 'accessories'
            | 'miscellaneous';
          location?: string | null;
          imageFileId: string;
          phone?: string | null;
          whatsapp?: string | null;
          /** @constant */
          consent: true;
        };
      };
    };
    responses: {
      /** @description created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            title: string;
            description: string;
            price: number;
            /** @enum {string} */
            category:
              | 'bikes'
              | 'partsAccessories'
              | 'safetyGear'
              | 'toolsEquipment'
              | 'trailersTransport'
              | 'equipment'
              | 'spareParts'
              | 'accessories'
              | 'miscellaneous';
            location: string | null;
            imageUrl: string;
            thumbnailUrl: string;
            imageFileId: string;
            phone: string | null;
            whatsapp: string | null;
            sellerName: string;
            /** @enum {string} */
            status: 'active' | 'sold' | 'removed';
            createdAt: string;
            updatedAt: string;
            /** @description the viewer is the seller */
            isOwn: boolean;
          };
        };
      };
      /** @description invalid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description too many */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiMarketMyAds: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            title: string;
            description: string;
            price: number;
            /** @enum {string} */
            category:
              | 'bikes'
              | 'partsAccessories'
              | 'safetyGear'
              | 'toolsEquipment'
              | 'trailersTransport'
              | 'equipment'
              | 'spareParts'
              | 'accessories'
              | 'miscellaneous';
            location: string | null;
            imageUrl: string;
            thumbnailUrl: string;
            imageFileId: string;
            phone: string | null;
            whatsapp: string | null;
            sellerName: string;
            /** @enum {string} */
            status: 'active' | 'sold' | 'removed';
            createdAt: string;
            updatedAt: string;
            /** @description the viewer is the seller */
            isOwn: boolean;
          }[];
        };
      };
      /** @description signed out */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiMarketAdsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            title: string;
            description: string;
            price: number;
            /** @enum {string} */
            category:
              | 'bikes'
              | 'partsAccessories'
              | 'safetyGear'
              | 'toolsEquipment'
              | 'trailersTransport'
              | 'equipment'
              | 'spareParts'
              | 'accessories'
              | 'miscellaneous';
            location: string | null;
            imageUrl: string;
            thumbnailUrl: string;
            imageFileId: string;
            phone: string | null;
            whatsapp: string | null;
            sellerName: string;
            /** @enum {string} */
            status: 'active' | 'sold' | 'removed';
            createdAt: string;
            updatedAt: string;
            /** @description the viewer is the seller */
            isOwn: boolean;
          };
        };
      };
      /** @description not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description its seller deleted it */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  putApiMarketAdsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          description: string;
          price: number;
          /** @enum {string} */
          category:
            | 'bikes'
            | 'partsAccessories'
            | 'safetyGear'
            | 'toolsEquipment'
            | 'trailersTransport'
            | 'equipment'
            | 'spareParts'
            | 'accessories'
            | 'miscellaneous';
          location?: string | null;
          imageFileId: string;
          phone?: string | null;
          whatsapp?: string | null;
          /** @constant */
          consent: true;
        };
      };
    };
    responses: {
      /** @description saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            title: string;
            description: string;
            price: number;
            /** @enum {string} */
            category:
              | 'bikes'
              | 'partsAccessories'
              | 'safetyGear'
              | 'toolsEquipment'
              | 'trailersTransport'
              | 'equipment'
              | 'spareParts'
              | 'accessories'
              | 'miscellaneous';
            location: string | null;
            imageUrl: string;
            thumbnailUrl: string;
            imageFileId: string;
            phone: string | null;
            whatsapp: string | null;
            sellerName: string;
            /** @enum {string} */
            status: 'active' | 'sold' | 'removed';
            createdAt: string;
            updatedAt: string;
            /** @description the viewer is the seller */
            isOwn: boolean;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  deleteApiMarketAdsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  patchApiMarketAdsByIdStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'active' | 'sold';
        };
      };
    };
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            title: string;
            description: string;
            price: number;
            /** @enum {string} */
            category:
              | 'bikes'
              | 'partsAccessories'
              | 'safetyGear'
              | 'toolsEquipment'
              | 'trailersTransport'
              | 'equipment'
              | 'spareParts'
              | 'accessories'
              | 'miscellaneous';
            location: string | null;
            imageUrl: string;
            thumbnailUrl: string;
            imageFileId: string;
            phone: string | null;
            whatsapp: string | null;
            sellerName: string;
            /** @enum {string} */
            status: 'active' | 'sold' | 'removed';
            createdAt: string;
            updatedAt: string;
            /** @description the viewer is the seller */
            isOwn: boolean;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiMarketAdsByIdRemove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            title: string;
            description: string;
            price: number;
            /** @enum {string} */
            category:
              | 'bikes'
              | 'partsAccessories'
              | 'safetyGear'
              | 'toolsEquipment'
              | 'trailersTransport'
              | 'equipment'
              | 'spareParts'
              | 'accessories'
              | 'miscellaneous';
            location: string | null;
            imageUrl: string;
            thumbnailUrl: string;
            imageFileId: string;
            phone: string | null;
            whatsapp: string | null;
            sellerName: string;
            /** @enum {string} */
            status: 'active' | 'sold' | 'removed';
            createdAt: string;
            updatedAt: string;
            /** @description the viewer is the seller */
            isOwn: boolean;
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiCalendarStagesIcs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description an iCalendar (RFC 5545) file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/calendar': string;
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiCalendarStagesByStageIdEventIcs: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description an iCalendar (RFC 5545) file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/calendar': string;
        };
      };
      /** @description unknown or draft stage */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiCalendarChampionshipsByInstitutionIdByChampionshipSlugStagesIcs: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        institutionId: string;
        championshipSlug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description an iCalendar (RFC 5545) file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/calendar': string;
        };
      };
      /** @description unknown championship */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiCalendarRidersByTokenEntriesIcs: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description an iCalendar (RFC 5545) file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/calendar': string;
        };
      };
      /** @description not a valid address */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiMeCalendar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string;
          };
        };
      };
      /** @description signed out */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiMeNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            language: 'en' | 'lv' | 'et';
            kinds: {
              entryChanged: boolean;
              entryConfirmed: boolean;
              resultsApproved: boolean;
              queryAnswered: boolean;
              stageReminder: boolean;
            };
          };
        };
      };
      /** @description signed out */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  putApiMeNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          language: 'en' | 'lv' | 'et';
          kinds: {
            entryChanged: boolean;
            entryConfirmed: boolean;
            resultsApproved: boolean;
            queryAnswered: boolean;
            stageReminder: boolean;
          };
        };
      };
    };
    responses: {
      /** @description the choices */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            language: 'en' | 'lv' | 'et';
            kinds: {
              entryChanged: boolean;
              entryConfirmed: boolean;
              resultsApproved: boolean;
              queryAnswered: boolean;
              stageReminder: boolean;
            };
          };
        };
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiMailUnsubscribeByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            kind: 'entryChanged' | 'entryConfirmed' | 'resultsApproved' | 'queryAnswered' | 'stageReminder';
            subscribed: boolean;
          };
        };
      };
      /** @description not a valid link */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiMailUnsubscribeByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description unsubscribed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            kind: 'entryChanged' | 'entryConfirmed' | 'resultsApproved' | 'queryAnswered' | 'stageReminder';
            subscribed: boolean;
          };
        };
      };
      /** @description not a valid link */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiPreviewsCompetitionsByInstitutionIdByChampionshipIdStandingsPng: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        institutionId: string;
        championshipId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description a 1200×630 PNG */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': string;
        };
      };
      /** @description unknown */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiPreviewsCompetitionsByInstitutionIdByChampionshipIdByStageIdStagePng: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        institutionId: string;
        championshipId: string;
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description a 1200×630 PNG */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': string;
        };
      };
      /** @description unknown lng */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description unknown or draft */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiPreviewsCompetitionsByInstitutionIdByChampionshipIdByStageIdResultsPng: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        institutionId: string;
        championshipId: string;
        stageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description a 1200×630 PNG */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': string;
        };
      };
      /** @description unknown lng */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description unknown or draft */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiPreviewsRidersByRiderIdRiderPng: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        riderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description a 1200×630 PNG */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': string;
        };
      };
      /** @description unknown, or only on draft stages */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getApiPreviewsMarketAdsByIdAdJpg: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description a 1200×630 JPEG */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': string;
        };
      };
      /** @description unknown lng */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description no such ad, or not on sale */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postApiInternalRoles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          /** @enum {string} */
          role: 'admin' | 'secretary';
          grant: boolean;
        };
      };
    };
    responses: {
      /** @description the roles */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            roles: ('admin' | 'secretary')[];
          };
        };
      };
      /** @description no or wrong token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getMetrics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Prometheus text exposition format 0.0.4 */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      /** @description no or wrong token */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  getAuth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
  postAuth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
    };
  };
}
