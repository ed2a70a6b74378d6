/**
 * Trainee observers (issue #35 point 11, decision 029): a trainee's phone scores like any observer's,
 * but its scores are only kept and compared with the counted ones, never counted.
 */

/** A trainee's score of one slot beside the counted score there now, as race control sees it. */
export interface TraineeScore {
  participantId: string;
  riderName: string | null;
  racingNumber: number | null;
  section: number;
  lap: number;
  points: number;
  /** The trainee's tap time. */
  at: string;
  /** The score that counts on this slot now (a judge's, an observer's or a sheet's), if any. */
  counted: { points: number; judge: string | null } | null;
}

/** How far a trainee agrees with the counted scores: of the slots that have one, how many are equal. */
export interface TraineeAgreement {
  /** The trainee's scores on a slot that has a counted score. */
  compared: number;
  /** Of those, the ones with the same points. */
  equal: number;
  /** equal / compared as a whole percent, null when nothing could be compared yet. */
  percent: number | null;
}

export function traineeAgreement(scores: readonly Pick<TraineeScore, 'points' | 'counted'>[]): TraineeAgreement {
  const compared = scores.filter((s) => s.counted !== null);
  const equal = compared.filter((s) => s.counted!.points === s.points).length;
  return {
    compared: compared.length,
    equal,
    percent: compared.length === 0 ? null : Math.round((equal * 100) / compared.length),
  };
}
