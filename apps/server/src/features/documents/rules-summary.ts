import type { CompetitionType } from '@trialhub/domain';
import type { DocT } from './document-texts.js';

/** What today's rules are made of: the championship's points scale and the stage's scoring. */
export interface DocumentRules {
  pointsTable: readonly number[];
  otherPlacesPoints: number;
  /** The stage's scoring (results documents); standings documents leave it out. */
  competitionType?: CompetitionType;
}

/**
 * THE rules summary printed on the official documents (issue #19): today's fixed rules — the
 * championship's points by place, points for places beyond the table, best N−1 of N, the stage's
 * scoring and the statuses. Configurable championship rules (branch `rules`) bring a domain summary
 * builder; after that merge, this one function becomes a call to it, and nothing else changes.
 */
export function rulesSummaryLines(rules: DocumentRules, t: DocT): string[] {
  const list = rules.pointsTable.map((points, i) => `${i + 1}: ${points}`).join(', ');
  const lines: string[] = [];
  if (rules.competitionType) lines.push(t(rules.competitionType === 'openFree' ? 'scoringOpenFree' : 'scoringClassic'));
  lines.push(t('pointsByPlace', { list, other: rules.otherPlacesPoints }));
  lines.push(t('counting'));
  lines.push(t('statuses'));
  return lines;
}
