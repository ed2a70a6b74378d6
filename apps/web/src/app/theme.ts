import { type CSSVariablesResolver, createTheme, darken } from '@mantine/core';

/** Forest green and trial-number yellow: readable outdoors, in sun and rain. */
export const theme = createTheme({
  primaryColor: 'forest',
  colors: {
    forest: [
      '#eef6f0',
      '#d9ebdd',
      '#b0d5b9',
      '#84bf93',
      '#5fab72',
      '#489f5e',
      '#3b8a4f',
      '#2e6f3f',
      '#1f3d2b',
      '#16301f',
    ],
  },
  primaryShade: { light: 7, dark: 5 },
  // Filled badges, buttons and avatars pick black or white text, whichever meets WCAG AA (4.5:1):
  // white passes only on colours darker than a relative luminance of about 0.18 (yellow does not).
  autoContrast: true,
  luminanceThreshold: 0.18,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
});

/**
 * Mantine's default grey for secondary text and its coloured texts on tinted ('light') backgrounds
 * are below WCAG AA contrast (3.3:1 and 3.8:1); ours are darker so they read in sunlight too.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    ...Object.fromEntries(
      Object.entries(t.colors).flatMap(([name, shades]) => [
        [`--mantine-color-${name}-text`, darken(shades[9], 0.1)],
        [`--mantine-color-${name}-light-color`, darken(shades[9], 0.25)],
      ]),
    ),
  },
  dark: {},
});
