import {
  type MarkdownFile,
  type StandingsView,
  clubMarkdown,
  clubStandings,
  dedupeStandings,
  individualMarkdown,
  multiplierLookup,
  teamMarkdown,
  teamStandings,
} from '@trialhub/domain';
import { webText } from '../../http/web-translations.js';
import type { DocLanguage } from './document-texts.js';

/**
 * The standings' Markdown files (spec §7 "Exports") in the reader's language (issue #41 point 8): the
 * column names are the web app's own (its XLSX export and the standings page use the same keys), the
 * rules summary is the page's, and each stage column carries the stage's date, as the PDF and XLSX do.
 */
export function standingsMarkdownFiles(view: StandingsView, lang: DocLanguage): MarkdownFile[] {
  const { championship } = view;
  const t = (key: string, english: string, values?: Record<string, string | number>) =>
    webText(lang, key, english, values);
  const multiplier = multiplierLookup(championship.classes);
  const deduped = dedupeStandings(view.positions, multiplier);
  const shown = view.stages.filter((st) => st.resultsStatus !== null);
  return [
    individualMarkdown(championship, shown, deduped, view.mode ?? 'approve', t),
    ...(championship.hasClubStandings
      ? [clubMarkdown(championship, shown, clubStandings(deduped, multiplier), t)]
      : []),
    ...(championship.hasTeamCompetition ? [teamMarkdown(championship, shown, teamStandings(deduped), t)] : []),
  ];
}
