/**
 * Characters no name, title or label a person types should carry, and that break what other programs
 * read (issue #41): C0 and C1 control characters (XML 1.0, hence SVG and our preview PNGs, has no
 * spelling for U+0001 or U+000B: the image failed to render), the bidirectional overrides and isolates
 * that make a name read differently from what it is, zero-width and other invisible format characters,
 * non-characters and lone surrogates. Zero-width (non-)joiners are left: emoji and some scripts need them.
 * Zod-free, so public pages can use it without loading zod (issue #20).
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufff9-\ufffb\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'g');

/** Whether `text` carries a control or invisible character (see above): input refuses it. */
export function hasControlCharacters(text: string): boolean {
  return UNSAFE.test(text);
}

/** `text` without its control and invisible characters: for output built from data stored before. */
export function withoutControlCharacters(text: string): string {
  return text.replace(UNSAFE_ALL, '');
}

/** The message key input refuses such text with (a field message: apps/web/public/locales). */
export const CONTROL_CHARACTERS_MESSAGE = 'validation.controlCharacters';

/**
 * Stricter, for a name shown to others as who someone is (observers, judges, accounts): besides the
 * above, format characters, line separators, private-use characters, the blank-looking letters and any
 * space but the plain one: a name with them can pass for another on screen (issue #35: an observer phone
 * naming itself like a judge). Zero-width (non-)joiners are left here too; names are compared without them.
 */
const LOOKS_BLANK =
  /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\u115F\u1160\u3164\uFFA0\u2800\u180E]|\u034F|[^\S ]/u;

/** Whether a display name holds a character a reader cannot see (or one that looks like a space). */
export function hasInvisibleCharacter(name: string): boolean {
  return UNSAFE.test(name) || LOOKS_BLANK.test(name);
}

/** The message key a display name with such a character is refused with. */
export const INVISIBLE_CHARACTERS_MESSAGE = 'validation.invisibleCharacters';
