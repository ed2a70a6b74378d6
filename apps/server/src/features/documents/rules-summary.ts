import { type CompetitionType, type RulePart, RULE_TEXTS_EN } from '@trialhub/domain';
import { type WebLanguage, webText } from '../../http/web-translations.js';
import type { DocT } from './document-texts.js';

/** What a document says about how its numbers came about. */
export interface DocumentRules {
  /**
   * The championship's rules summary as the standings page prints it (counting rule, points scale,
   * minimum results, tie-break: `describeRules`, issue #16), translated with the page's own words.
   */
  summary: readonly RulePart[];
  /** The stage's scoring (results documents); standings documents leave it out. */
  competitionType?: CompetitionType;
}

/**
 * The rules summary printed on the official documents (issue #19): the stage's scoring (results), the
 * championship's rules exactly as its standings page states them, and the statuses.
 */
export function rulesSummaryLines(rules: DocumentRules, t: DocT, lang: WebLanguage): string[] {
  const lines: string[] = [];
  if (rules.competitionType) lines.push(t(rules.competitionType === 'openFree' ? 'scoringOpenFree' : 'scoringClassic'));
  for (const part of rules.summary) lines.push(webText(lang, part.key, RULE_TEXTS_EN[part.key], part.values));
  lines.push(t('statuses'));
  return lines;
}
