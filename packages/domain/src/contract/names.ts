import { z } from 'zod';
import { INVISIBLE_CHARACTERS_MESSAGE, hasInvisibleCharacter } from '../text/control-characters.js';

/** A name shown to others (observers, judges): trimmed, visible characters and plain spaces only. */
export function visibleName(max: number) {
  return z
    .string()
    .trim()
    .min(1)
    .max(max, 'validation.tooLong')
    .refine((name) => !hasInvisibleCharacter(name), INVISIBLE_CHARACTERS_MESSAGE);
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
