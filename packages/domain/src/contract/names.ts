import { z } from 'zod';

/**
 * Control characters, format characters (zero-width joiners, direction marks), line separators, the
 * blank-looking letters and any space but the plain one: a name with them can pass for another on
 * screen (issue #35: an observer phone naming itself like a judge). Zero-width (non-)joiners are left,
 * as in text/control-characters.ts (emoji and some scripts need them); names are compared without them.
 */
const INVISIBLE =
  /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\u115F\u1160\u3164\uFFA0\u2800\u180E]|\u034F|[^\S ]/u;

/** Whether a display name holds a character a reader cannot see (or one that looks like a space). */
export function hasInvisibleCharacter(name: string): boolean {
  return INVISIBLE.test(name);
}

/** A name shown to others (observers, judges): trimmed, visible characters and plain spaces only. */
export function visibleName(max: number) {
  return z
    .string()
    .trim()
    .min(1)
    .max(max, 'validation.tooLong')
    .refine((name) => !hasInvisibleCharacter(name), 'validation.invisibleCharacters');
}

/** A name for matching: case, compatibility forms and runs of spaces do not tell two names apart. */
export function nameKey(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/[\u200C\u200D]/g, '')
    .toLocaleLowerCase('en')
    .replace(/ +/g, ' ')
    .trim();
}
