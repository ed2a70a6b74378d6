import { createTheme } from '@mantine/core';

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
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
});
