/**
 * Colours for a new class (issue #37 point 6): each new class gets a colour no class of the stage or
 * championship has yet, so badges and bars tell classes apart without the admin picking one. Mantine's
 * shade-7 palette (white text reads on each), with its shade-9 as the border.
 */
export const CLASS_COLOURS: readonly { color: string; border: string }[] = [
  { color: '#1c7ed6', border: '#1864ab' }, // blue
  { color: '#e03131', border: '#c92a2a' }, // red
  { color: '#2f9e44', border: '#2b8a3e' }, // green
  { color: '#f08c00', border: '#e67700' }, // orange
  { color: '#7048e8', border: '#5f3dc4' }, // violet
  { color: '#0c8599', border: '#0b7285' }, // teal
  { color: '#d6336c', border: '#a61e4d' }, // pink
  { color: '#ae3ec9', border: '#862e9c' }, // grape
  { color: '#4263eb', border: '#364fc7' }, // indigo
  { color: '#1098ad', border: '#0b7285' }, // cyan
  { color: '#66a80f', border: '#5c940d' }, // lime
  { color: '#495057', border: '#212529' }, // gray
];

/** The first palette colour none of `used` has (case-insensitive); past the palette, round again. */
export function nextClassColour(used: readonly (string | null | undefined)[]): { color: string; border: string } {
  const taken = new Set(used.filter((c): c is string => !!c).map((c) => c.toLowerCase()));
  return CLASS_COLOURS.find((c) => !taken.has(c.color)) ?? CLASS_COLOURS[used.length % CLASS_COLOURS.length]!;
}
