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
