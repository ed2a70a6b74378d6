import type { StandingsStage } from '@trialhub/domain';
import { formatDayMonth } from '../../shared/dates';

/**
 * A stage column's heading in the standings tables: location (else title) and DD.MM on the venue's calendar
 * (spec §2; the domain's stageColumnDate, written with the page's formatters so a rendered page hydrates
 * without starting ICU, decision 043).
 */
export function stageHeading(s: StandingsStage): string {
  return `${s.location ?? s.title} ${formatDayMonth(s.competitionStartDate, s.timeZone)}`;
}
