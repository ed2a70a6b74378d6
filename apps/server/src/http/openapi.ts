import {
  approveResultsBodySchema,
  publishProvisionalBodySchema,
  finishTimeBodySchema,
  penaltyBodySchema,
  resultStatusBodySchema,
  sectionPointsBodySchema,
  scoreQueryAnswerSchema,
  scoreQueryBodySchema,
  adFormSchema,
  adStatusBodySchema,
  championshipInputSchema,
  clientErrorSchema,
  clubImportSchema,
  clubInputSchema,
  importSheetSchema,
  institutionInputSchema,
  judgeBatchSchema,
  observerCredentialInputSchema,
  observerSessionInputSchema,
  magicLinkFinishSchema,
  pageViewSchema,
  participantBodySchema,
  participantStatusSchema,
  passwordResetRequestSchema,
  profileUpdateSchema,
  notificationSettingsSchema,
  roleGrantSchema,
  setPasswordSchema,
  stageCreateSchema,
  stagePatchSchema,
  stageJudgeInputSchema,
  stageSummarySchema,
  finalizeStandingsBodySchema,
  generateStandingsBodySchema,
  mergeStandingBodySchema,
  renameStandingBodySchema,
  standingsTablesSchema,
} from '@trialhub/domain';
import { z } from 'zod';

const json = (schema: z.ZodType) => ({
  content: { 'application/json': { schema: z.toJSONSchema(schema, { io: 'input' }) } },
});

/** The API contract as OpenAPI 3.1, generated from the same zod schemas the routes validate with. */
export function openApiDocument() {
  return {
    openapi: '3.1.0',
    info: { title: 'TrialHub API', version: '0.1.0' },
    paths: {
      '/api/health': { get: { summary: 'Liveness and database kind', responses: { 200: { description: 'ok' } } } },
      '/api/ready': {
        get: {
          summary: 'Readiness: database reachable, migrations applied, LISTEN up (PostgreSQL), not shutting down',
          responses: {
            200: { description: '{ ready: true }' },
            503: { description: '{ ready: false, reason: database | migrations | live | shuttingDown }' },
          },
        },
      },
      '/api/config': {
        get: { summary: 'Public configuration for the browser', responses: { 200: { description: 'ok' } } },
      },
      '/api/stages': {
        get: {
          summary: 'Published stages',
          responses: { 200: { description: 'ok', ...json(z.array(stageSummarySchema)) } },
        },
      },
      '/api/admin/stages/{stageId}': {
        patch: {
          summary: 'Change a stage (admin); publishes on the stages topic',
          requestBody: json(stagePatchSchema),
          responses: {
            200: { description: 'the stage', ...json(stageSummarySchema) },
            401: { description: 'signed out' },
            403: { description: 'not admin' },
          },
        },
      },
      '/api/me/judge-stages': {
        get: { summary: 'Ids of the stages the signed-in user judges', responses: { 200: { description: 'ok' } } },
      },
      '/api/judging/stages/{stageId}': {
        get: {
          summary: 'What the judge app caches for a stage: stage, classes, riders, counted scores (stage judges)',
          responses: {
            200: { description: 'ok' },
            401: { description: 'signed out' },
            403: { description: 'not a judge of the stage' },
          },
        },
      },
      '/api/judging/stages/{stageId}/ops': {
        post: {
          summary:
            "Apply the judge app's operations exactly once, in device order; a replayed id gets its first answer",
          requestBody: json(judgeBatchSchema),
          responses: {
            200: {
              description: 'one outcome per operation (applied / rejected with a reason) and the changed results',
            },
            403: { description: 'not a judge of the stage' },
          },
        },
      },
      '/api/judging/candidates': {
        get: {
          summary: "Users who ticked 'I am judge' (?q= name or e-mail; secretary)",
          responses: { 200: { description: 'ok' } },
        },
      },
      '/api/stages/{stageId}/judges': {
        get: {
          summary: "The stage's judges with section and last sync (secretary)",
          responses: { 200: { description: 'ok' } },
        },
      },
      '/api/stages/{stageId}/judging/progress': {
        get: {
          summary:
            'Race control (secretary): riders scored of those expected per section and lap, possibly missed riders',
          responses: { 200: { description: 'ok' } },
        },
      },
      '/api/stages/{stageId}/judges/{userId}': {
        put: {
          summary: 'Make a user a judge of the stage, with an optional section (secretary)',
          requestBody: json(stageJudgeInputSchema),
          responses: { 200: { description: 'the judges' }, 409: { description: 'user is not a judge' } },
        },
        delete: { summary: 'Remove a judge (secretary); scores stay', responses: { 204: { description: 'removed' } } },
      },
      '/api/stages/{stageId}/observers': {
        get: {
          summary: "The stage's observer credentials (no secrets) with their phones (secretary)",
          responses: { 200: { description: 'ok' } },
        },
        post: {
          summary: 'Create an observer credential: link token and PIN, shown once (secretary)',
          requestBody: json(observerCredentialInputSchema),
          responses: { 201: { description: 'the credential with its token and PIN' } },
        },
      },
      '/api/stages/{stageId}/observers/{credentialId}/revoke': {
        post: {
          summary: 'Revoke an observer credential at once (secretary); taps taken before still arrive',
          responses: { 204: { description: 'revoked' } },
        },
      },
      '/api/observe/stages': {
        get: {
          summary: 'Stages with observer credentials open now (the PIN page)',
          responses: { 200: { description: 'ok' } },
        },
      },
      '/api/observe/session': {
        post: {
          summary:
            "Open an observer credential on this phone (link token, PIN, or a hand-off code): sets the phone's session cookie",
          requestBody: json(observerSessionInputSchema),
          responses: {
            200: { description: 'where the judge app opens' },
            400: { description: 'wrong, expired or revoked' },
            429: { description: 'too many guesses' },
          },
        },
      },
      '/api/observe/handoff': {
        post: {
          summary: "A one-time code for another phone to take this observer phone's section over",
          responses: { 200: { description: 'the code' }, 401: { description: 'no observer session' } },
        },
      },
      '/api/stages/{stageId}/judging/import': {
        post: {
          summary:
            "Preview (commit false) or import (commit true) a standalone judge's score sheet (secretary, classic stages)",
          requestBody: json(importSheetSchema),
          responses: {
            200: { description: 'every row with its status; applied count' },
            400: { description: 'bad sheet or open-free stage' },
          },
        },
      },
      '/api/live': {
        get: {
          summary: 'Server-Sent Events: ?topics=a,b; Last-Event-ID "topic=seq;…" replays or sends resync',
          responses: {
            200: { description: 'text/event-stream' },
            400: { description: 'unknown topic or bad event id' },
          },
        },
      },
      '/api/analytics/page-views': {
        post: {
          summary: 'Record a page view',
          requestBody: json(pageViewSchema),
          responses: { 204: { description: 'stored' } },
        },
      },
      '/api/client-errors': {
        post: {
          summary: 'Report a browser error',
          requestBody: json(clientErrorSchema),
          responses: { 204: { description: 'logged' } },
        },
      },
      '/api/auth/*': {
        post: {
          summary:
            'better-auth: sign-in/email, sign-up/email, sign-in/magic-link, email-otp/*, reset-password, sign-out, sign-in/social; get-session (GET)',
          responses: { 200: { description: 'ok' } },
        },
      },
      '/api/me': {
        get: {
          summary: 'The signed-in profile',
          responses: { 200: { description: 'ok' }, 401: { description: 'signed out' } },
        },
        patch: {
          summary: 'Change display name and judge flag',
          requestBody: json(profileUpdateSchema),
          responses: { 200: { description: 'the profile' } },
        },
      },
      '/api/me/notifications': {
        get: {
          summary: 'My mail language and which notification kinds are on',
          responses: { 200: { description: 'ok' }, 401: { description: 'signed out' } },
        },
        put: {
          summary: 'Change the mail language and the notification kinds',
          requestBody: json(notificationSettingsSchema),
          responses: { 200: { description: 'the choices' } },
        },
      },
      '/api/mail/unsubscribe/{token}': {
        get: {
          summary: 'What a signed unsubscribe link stops, and whether it is still on',
          responses: { 200: { description: 'ok' }, 404: { description: 'not a valid link' } },
        },
        post: {
          summary: 'Unsubscribe from one kind (also the RFC 8058 one-click POST; no session needed)',
          responses: { 200: { description: 'unsubscribed' }, 404: { description: 'not a valid link' } },
        },
      },
      '/api/me/results': {
        get: {
          summary: 'My results: every stage entered, with place and points',
          responses: { 200: { description: 'ok' } },
        },
      },
      '/api/account/set-password': {
        post: {
          summary: 'Add a password to a Google or e-mail-link account',
          requestBody: json(setPasswordSchema),
          responses: { 204: { description: 'set' }, 409: { description: 'already has one' } },
        },
      },
      '/api/account/magic-link/finish': {
        post: {
          summary: 'Complete an e-mail link sign-in (the e-mail must match)',
          requestBody: json(magicLinkFinishSchema),
          responses: { 204: { description: 'signed in (cookies)' } },
        },
      },
      '/api/account/request-password-reset': {
        post: {
          summary: 'Mail a reset link; 404 for an unknown address (spec §8)',
          requestBody: json(passwordResetRequestSchema),
          responses: {
            204: { description: 'sent' },
            404: { description: 'no account' },
            429: { description: 'rate limited' },
          },
        },
      },
      '/api/competitions/{institution}/{championship}/{stage}': {
        get: {
          summary: 'A stage for its public page (drafts for admins only)',
          responses: { 200: { description: 'ok' }, 404: { description: 'unknown or draft' } },
        },
      },
      '/api/stages/{stageId}/participants': {
        get: { summary: 'Participants (secretaries see more fields)', responses: { 200: { description: 'ok' } } },
        post: {
          summary: 'Secretary adds a participant',
          requestBody: json(participantBodySchema),
          responses: { 201: { description: 'added' }, 409: { description: 'duplicate' } },
        },
      },
      '/api/stages/{stageId}/participants/join': {
        post: {
          summary: 'A rider joins (registration window, once)',
          requestBody: json(participantBodySchema),
          responses: {
            201: { description: 'joined' },
            403: { description: 'closed' },
            409: { description: 'already joined or duplicate' },
          },
        },
      },
      '/api/stages/{stageId}/participants/me': {
        delete: { summary: 'A rider cancels (window, no results)', responses: { 204: { description: 'cancelled' } } },
      },
      '/api/stages/{stageId}/participants/{id}': {
        put: {
          summary: 'Secretary edits (result copy updated too)',
          requestBody: json(participantBodySchema),
          responses: { 200: { description: 'ok' } },
        },
        delete: { summary: 'Secretary deletes (not with results)', responses: { 204: { description: 'deleted' } } },
      },
      '/api/stages/{stageId}/participants/{id}/status': {
        patch: {
          summary: 'Secretary sets Registered or Confirmed',
          requestBody: json(participantStatusSchema),
          responses: { 200: { description: 'ok' } },
        },
      },
      '/api/stages/{stageId}/results': {
        get: {
          summary: 'Results of a stage (live: topic stage:<id>:results)',
          responses: { 200: { description: 'ok' } },
        },
      },
      '/api/stages/{stageId}/results/state': {
        get: {
          summary:
            "The results' state (decision 027): { state: live | provisional | approved, publishedAt, closesAt " +
            '(protest window end, null: no window), windowMinutes, approvedAt }; live: topic stage:<id>:results, ' +
            "event 'results.state'",
          responses: { 200: { description: 'ok' }, 404: { description: 'unknown or draft stage' } },
        },
      },
      '/api/stages/{stageId}/results/provisional': {
        post: {
          summary:
            'Secretary publishes the results as provisional now, with a protest window of windowMinutes (1–1440) ' +
            'or none (null); publishing again restarts the window',
          requestBody: json(publishProvisionalBodySchema),
          responses: {
            200: { description: 'the results state' },
            403: { description: 'not secretary' },
            409: { description: 'results approved (resultsLocked), or no results yet (standingsNoResults)' },
          },
        },
      },
      '/api/stages/{stageId}/results.pdf': {
        get: {
          summary:
            'Official results document (issue #19): A4 PDF, per-class tables as the results page shows them to the ' +
            'caller, status (Provisional / Approved) with its time, rules summary, signature lines. ?lang=en|lv|et ' +
            '(else Accept-Language). Draft stages: 404 except for staff.',
          responses: {
            200: { description: 'application/pdf' },
            400: { description: 'unknown lang' },
            404: { description: 'unknown or draft stage' },
            429: { description: 'more than 60 documents a minute from one client' },
          },
        },
      },
      '/api/stages/{stageId}/results-log': {
        get: {
          summary: "Secretary: the stage's result corrections (audit entries), newest first",
          responses: { 200: { description: 'ok' }, 403: { description: 'not secretary' } },
        },
      },
      '/api/stages/{stageId}/results/{participantId}': {
        delete: {
          summary: 'Secretary deletes a result (only while its total is null)',
          responses: { 204: { description: 'deleted' }, 409: { description: 'has a total, or results approved' } },
        },
      },
      '/api/stages/{stageId}/results/{participantId}/status': {
        put: {
          summary: 'Secretary sets DQ or DNF, or clears the status (null)',
          requestBody: json(resultStatusBodySchema),
          responses: { 200: { description: 'the result' }, 409: { description: 'already that status' } },
        },
      },
      '/api/stages/{stageId}/results/{participantId}/finish-time': {
        put: {
          summary: "Secretary changes a finished result's finish time (HH:MM:SS)",
          requestBody: json(finishTimeBodySchema),
          responses: { 200: { description: 'the result' }, 400: { description: 'Invalid finish time' } },
        },
      },
      '/api/stages/{stageId}/results/{participantId}/sections/{section}/laps/{lap}': {
        put: {
          summary: 'Secretary edits section points (EditedTo event; classic: not 0/1/2/3/5 becomes 0)',
          requestBody: json(sectionPointsBodySchema),
          responses: { 200: { description: 'the result' } },
        },
        delete: {
          summary: 'Secretary deletes a section (not when the next lap has it)',
          responses: { 200: { description: 'the result' }, 409: { description: 'result in next lap' } },
        },
      },
      '/api/stages/{stageId}/results/{participantId}/penalties': {
        post: {
          summary: 'Secretary adds penalty points',
          requestBody: json(penaltyBodySchema),
          responses: { 201: { description: 'the result' } },
        },
      },
      '/api/stages/{stageId}/results/{participantId}/missed-sections': {
        post: {
          summary:
            "Secretary counts a rider's unscored sections with the championship's missed-section points (rule applied by the secretary)",
          responses: {
            200: { description: 'the result, finished' },
            409: { description: 'the rule is off or left to approval, or does not fit the rider' },
          },
        },
      },
      '/api/stages/{stageId}/results/{participantId}/penalties/{penaltyId}': {
        delete: { summary: 'Secretary removes penalty points', responses: { 200: { description: 'the result' } } },
      },
      '/api/stages/{stageId}/results/{participantId}/queries': {
        get: {
          summary: "Score queries on a result: the rider's own (or any, for secretaries)",
          responses: {
            200: { description: 'the queries' },
            401: { description: 'signed out' },
            403: { description: 'not own' },
          },
        },
        post: {
          summary:
            'A rider asks the clerk about a section/lap score of their own result (until results are approved; one open per score). Changes no score.',
          requestBody: json(scoreQueryBodySchema),
          responses: {
            201: { description: 'the query' },
            403: { description: 'not own entry' },
            404: { description: 'no score there' },
            409: { description: 'results approved, or already an open query on that score' },
          },
        },
      },
      '/api/stages/{stageId}/queries': {
        get: {
          summary:
            "Secretary: the stage's score queries, open first (live notices without content: topic stage:<id>:queries)",
          responses: { 200: { description: 'the queries' }, 403: { description: 'not secretary' } },
        },
      },
      '/api/stages/{stageId}/queries/{queryId}': {
        patch: {
          summary: 'Secretary answers a score query: the reply and the outcome (stands / corrected); changes no score',
          requestBody: json(scoreQueryAnswerSchema),
          responses: { 200: { description: 'the query' }, 409: { description: 'already answered' } },
        },
      },
      '/api/stages/{stageId}/approval': {
        get: { summary: 'Approval banner state (secretary)', responses: { 200: { description: 'ok' } } },
      },
      '/api/stages/{stageId}/results/approve': {
        post: {
          summary:
            'Secretary approves results: positions and points per class. Inside an open protest window only with ' +
            'body { confirmEarly: true }; the body may be left out otherwise',
          requestBody: json(approveResultsBodySchema),
          responses: {
            200: { description: 'approved' },
            409: {
              description:
                'protestWindowOpen: the protest window is open and confirmEarly was not sent. ' +
                'standingsNotAllFinished: not all participants finished or DNF/DQ/DNS; error.offenders names them ' +
                '(participantId, name, racingClass, racingNumber), registered riders without any score included',
            },
          },
        },
      },
      '/api/stages/{stageId}/standings/generate': {
        post: {
          summary: 'Secretary generates the stage standings (identity conflicts are returned, nothing written)',
          requestBody: json(generateStandingsBodySchema),
          responses: { 200: { description: 'generated, or the conflicts to resolve' } },
        },
      },
      '/api/stages/{stageId}/standings/publish': {
        post: { summary: 'Secretary publishes the stage standings', responses: { 200: { description: 'published' } } },
      },
      '/api/standings/{institutionId}/{championshipId}': {
        get: {
          summary: 'Championship standings (drafts for secretaries only)',
          responses: { 200: { description: 'ok' }, 404: { description: 'unknown' } },
        },
      },
      '/api/standings/{institutionId}/{championshipId}/tables': {
        get: {
          summary:
            'The standings as the standings page shows them to the caller (issue #16): stages shown, race count, ' +
            'mode, individual standings deduplicated and ranked (position, total, totalMinusWorst, results per ' +
            'stage with points or resultStatus DQ/DNF/DNS), club and family-cup standings (position, totalPoints, ' +
            'participants with stage points). Visitors get published stages only; nothing while the standings are a draft.',
          responses: {
            200: { description: 'ok', ...json(standingsTablesSchema) },
            404: { description: 'unknown championship' },
          },
        },
      },
      '/api/standings/{institutionId}/{championshipId}/standings.pdf': {
        get: {
          summary:
            'Official standings document (issue #19): A4 PDF of the standings as the standings page shows them to ' +
            'the caller, status (Provisional / Approved / Final) with its time, rules summary, signature lines. ' +
            '?lang=en|lv|et. Draft standings: 404 except for secretaries.',
          responses: {
            200: { description: 'application/pdf' },
            400: { description: 'unknown lang' },
            404: { description: 'unknown championship, or draft standings' },
            429: { description: 'more than 60 documents a minute from one client' },
          },
        },
      },
      '/api/championships/{championshipId}/standings/finalize': {
        post: {
          summary: 'Approve / Final batch over every standing',
          requestBody: json(finalizeStandingsBodySchema),
          responses: { 204: { description: 'done' } },
        },
      },
      '/api/championships/{championshipId}/standings/export': {
        get: { summary: 'The three Markdown exports (secretary)', responses: { 200: { description: 'ok' } } },
      },
      '/api/championships/{championshipId}/standings/{id}': {
        patch: {
          summary: 'Rename a standing',
          requestBody: json(renameStandingBodySchema),
          responses: { 200: { description: 'renamed' }, 409: { description: 'no changes or name taken' } },
        },
        delete: { summary: 'Delete a standing', responses: { 204: { description: 'deleted' } } },
      },
      '/api/championships/{championshipId}/standings/{id}/merge': {
        post: {
          summary: 'Merge a standing into another of the same class',
          requestBody: json(mergeStandingBodySchema),
          responses: { 200: { description: 'merged' } },
        },
      },
      '/api/files': {
        post: {
          summary: 'Upload (?kind=logo|regulation|ad-image; raw body, typed by content)',
          responses: {
            201: { description: 'stored' },
            413: { description: 'too large' },
            415: { description: 'unsupported type' },
          },
        },
      },
      '/api/files/{id}': {
        get: {
          summary: 'A stored file (immutable, ETag)',
          responses: { 200: { description: 'bytes' }, 304: { description: 'not modified' } },
        },
      },
      '/api/market/ads': {
        get: {
          summary: 'Ads on sale (?category, q, minPrice, maxPrice, sort=newest|priceAsc|priceDesc, page)',
          responses: { 200: { description: 'a page of ads' }, 400: { description: 'bad query' } },
        },
        post: {
          summary: 'Post an ad (signed in; photo uploaded first as kind=ad-image; rate limited)',
          requestBody: json(adFormSchema),
          responses: {
            201: { description: 'created' },
            400: { description: 'invalid' },
            429: { description: 'too many' },
          },
        },
      },
      '/api/market/my-ads': {
        get: { summary: "The caller's ads, sold and removed ones too", responses: { 200: { description: 'ok' } } },
      },
      '/api/market/ads/{id}': {
        get: {
          summary: 'One ad (removed: seller and admins only)',
          responses: { 200: { description: 'ok' }, 404: { description: 'not found' } },
        },
        put: { summary: 'Edit own ad', requestBody: json(adFormSchema), responses: { 200: { description: 'saved' } } },
        delete: { summary: 'Delete own ad (and its photo)', responses: { 204: { description: 'deleted' } } },
      },
      '/api/market/ads/{id}/status': {
        patch: {
          summary: 'Mark own ad sold or back on sale',
          requestBody: json(adStatusBodySchema),
          responses: { 200: { description: 'ok' } },
        },
      },
      '/api/market/ads/{id}/remove': {
        post: {
          summary: 'Remove an ad (admin moderation; the seller sees it as removed)',
          responses: { 200: { description: 'ok' } },
        },
      },
      '/api/clubs': { get: { summary: 'Clubs', responses: { 200: { description: 'ok' } } } },
      '/api/admin/institutions': {
        get: { summary: 'Institutions with championships (admin)', responses: { 200: { description: 'ok' } } },
        post: {
          summary: 'Create an institution',
          requestBody: json(institutionInputSchema),
          responses: { 201: { description: 'created' } },
        },
      },
      '/api/admin/institutions/{id}/championships': {
        post: {
          summary: 'Create a championship',
          requestBody: json(championshipInputSchema),
          responses: { 201: { description: 'created' } },
        },
      },
      '/api/admin/championships/{id}': {
        put: {
          summary: 'Save a championship',
          requestBody: json(championshipInputSchema),
          responses: { 200: { description: 'ok' } },
        },
      },
      '/api/admin/championships/{id}/stages': {
        post: {
          summary: 'Create a stage (optionally copied)',
          requestBody: json(stageCreateSchema),
          responses: { 201: { description: 'created' } },
        },
      },
      '/api/admin/stages/{id}': {
        put: {
          summary: 'Save every stage field (publishes on the stages topic)',
          responses: { 200: { description: 'ok' } },
        },
      },
      '/api/admin/clubs': {
        put: {
          summary: 'Add or change a club',
          requestBody: json(clubInputSchema),
          responses: { 200: { description: 'clubs' } },
        },
      },
      '/api/admin/clubs/import': {
        post: {
          summary: 'Import clubs from CSV',
          requestBody: json(clubImportSchema),
          responses: { 200: { description: 'counts and unread lines' } },
        },
      },
      '/api/admin/users/{id}/roles': {
        post: {
          summary: 'Grant or revoke admin or secretary',
          requestBody: json(roleGrantSchema),
          responses: { 200: { description: 'ok' } },
        },
      },
    },
  };
}
