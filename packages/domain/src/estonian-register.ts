/**
 * Estonian texts address the reader in the formal plural ("teie"), as a public service does; an
 * informal "sina" word slipped into one string makes the whole app read as a mix of both. This
 * finds those words so tests over the web app's translations and the server's mails can keep it so.
 * Short controls ("Salvesta", "Logi sisse") keep the usual infinitive-like imperative and are not
 * flagged; running text is.
 */

// The second person singular pronoun in its cases, and the verbs our texts have used in the second
// person singular. "olid", "küsisid" and "registreerusid" are also "they were / asked / entered", but
// no text of ours speaks of a third party that way, so they are worth the rare false alarm.
const informalWords = [
  'sa',
  'sina',
  'sinu',
  'sul',
  'sinul',
  'sind',
  'sulle',
  'sinule',
  'su',
  'sinult',
  'sinuga',
  'sinust',
  'sinus',
  'oled',
  'saad',
  'soovid',
  'tahad',
  'võid',
  'pead',
  'arvad',
  'nõustud',
  'vastutad',
  'osaled',
  'jätkad',
  'palud',
  'lahkud',
  'küsisid',
  'avasid',
  'unustasid',
  'registreerusid',
  'olid',
];

// Letters, not \b: JavaScript's \b treats õ, ä, ö and ü as non-letters.
const informal = new RegExp(`(?<!\\p{L})(${informalWords.join('|')})(?!\\p{L})`, 'giu');
// "Palun" asks politely, so the verb after it must be the plural imperative (-ge/-ke): "Palun proovige".
const singularAfterPalun = /(?<!\p{L})palun\s+(\p{L}+)/giu;

/** The informal second-person words in an Estonian text, as written; empty when it is formal. */
export function informalEstonian(text: string): string[] {
  const found = [...text.matchAll(informal)].map((m) => m[1]!);
  for (const m of text.matchAll(singularAfterPalun)) {
    const verb = m[1]!;
    if (!/(ge|ke)$/iu.test(verb) && !/^te(i[dl]e?)?$/iu.test(verb)) found.push(`palun ${verb}`);
  }
  return found;
}
