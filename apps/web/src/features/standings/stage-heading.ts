import { type StandingsStage, stageColumnDate } from '@trialhub/domain';

/** A stage column's heading in the standings tables: location (else title) and DD.MM (spec §2). */
export function stageHeading(s: StandingsStage): string {
  return `${s.location ?? s.title} ${stageColumnDate(s.competitionStartDate, s.timeZone)}`;
}
