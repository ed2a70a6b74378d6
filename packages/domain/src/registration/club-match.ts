import { foldText } from './participant-rules.js';

/**
 * Words a club's name carries for its kind, not for who it is: "MK", "Moto klubs", "Motoklubs", "MTÜ",
 * "club" … ("MK Trial Rīga" and "Moto klubs Trial Riga" are one club; "riga" names it).
 */
const KIND_WORDS = new Set([
  'mk',
  'mtk',
  'mx',
  'sk',
  'moto',
  'motoklubs',
  'motoklubi',
  'motoclub',
  'klubs',
  'klubi',
  'klubas',
  'club',
  'mtu',
  'biedriba',
  'sporta',
  'spordiklubi',
]);

/** The words that name a club: folded (case, diacritics), punctuation and kind words left out. */
function nameWords(name: string): string[] {
  return foldText(name)
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '' && !KIND_WORDS.has(w));
}

/**
 * The existing club a typed club name most likely means (issue #37 point 5: "riga" was saved as a new
 * club beside "MK Trial Rīga"), or null: equal once case, diacritics, punctuation and kind words ("MK",
 * "Moto klubs") are set aside, or every naming word of one is a word of the other. An exact name is no
 * near match (it is that club).
 */
export function nearClub(typed: string, clubs: readonly string[]): string | null {
  const trimmed = typed.trim();
  if (trimmed === '' || clubs.includes(trimmed)) return null;
  const words = nameWords(trimmed);
  if (words.length === 0) return null;
  const key = words.join(' ');
  const scored = clubs.flatMap((club) => {
    const theirs = nameWords(club);
    if (theirs.length === 0) return [];
    if (theirs.join(' ') === key) return [{ club, score: 0 }];
    const inside = (a: string[], b: string[]) => a.every((w) => b.includes(w));
    if (inside(words, theirs) || inside(theirs, words))
      return [{ club, score: Math.abs(theirs.length - words.length) }];
    return [];
  });
  scored.sort((a, b) => a.score - b.score || a.club.localeCompare(b.club));
  return scored[0]?.club ?? null;
}
