import { z } from 'zod';
import {
  type StageResultsStatus,
  type StandingPosition,
  type StandingValidationError,
  type StandingsChampionship,
  type StandingsMode,
  type StandingsStage,
  type StandingsStatus,
  identityFields,
} from '../standings/types.js';

/** POST /api/stages/:stageId/standings/generate — the secretary's picks for earlier conflicts. */
export const generateStandingsBodySchema = z
  .object({
    resolutions: z
      .array(
        z
          .object({
            standingId: z.string().min(1).max(400),
            field: z.enum(identityFields),
            choice: z.enum(['old', 'new']),
          })
          .strict(),
      )
      .max(2000)
      .optional(),
  })
  .strict();

export const renameStandingBodySchema = z.object({ name: z.string().max(200) }).strict();
export const mergeStandingBodySchema = z.object({ targetId: z.string().min(1).max(400) }).strict();
export const finalizeStandingsBodySchema = z.object({ mode: z.enum(['approve', 'final']) }).strict();

/** What the stage's approval banner shows (secretaries only). */
export interface StageApprovalState {
  stageId: string;
  resultsStatus: StageResultsStatus | null;
  /** 1-based stage number among the championship's published stages; null when not among them. */
  stageNumber: number | null;
  firstStageDate: string | null;
  hasWomenClasses: boolean;
  hasClubStandings: boolean;
  hasTeamCompetition: boolean;
  standingsStatus: StandingsStatus | null;
  /** Results neither finished nor with a status: approval stops while any exist. */
  unfinishedCount: number;
  /** Riders' score queries not answered yet: the approve dialog warns (once approved, nobody can ask). */
  openQueries: number;
}

export type GenerateStandingsResponse =
  { ok: true; state: StageApprovalState } | { ok: false; errors: StandingValidationError[] };

/** GET /api/competitions/:institutionId/:championshipId/standings */
export interface StandingsView {
  championship: StandingsChampionship;
  status: StandingsStatus | null;
  mode: StandingsMode | null;
  stages: StandingsStage[];
  /** Raw standings (ranked in the browser with the same domain code); visitors get published stages only. */
  positions: StandingPosition[];
}

/** Events on `championship:<id>:standings`: the changed standings as visitors may see them. */
export type StandingsEvent = {
  type: 'standings.changed';
  status: StandingsStatus | null;
  mode: StandingsMode | null;
  stages: StandingsStage[];
  upserts: StandingPosition[];
  removed: string[];
  /** A full replacement (generation, approval): the client drops what it had. */
  replace: boolean;
};
