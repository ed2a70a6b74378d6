import {
  DEFAULT_THEME,
  type MantineTheme,
  convertCssVariables,
  deepMerge,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from './src/app/theme';

const ID = 'virtual:mantine-theme.css';

/**
 * The theme's CSS variables as a stylesheet made by the build (`import 'virtual:mantine-theme.css'`),
 * instead of Mantine's <MantineCssVariables>: that component works them out from the theme on every
 * render of the provider — in the browser while a server-rendered page hydrates, with every colour's
 * shades parsed and their contrast computed, and once more for Mantine's default theme as its module
 * loads (issue #20). The theme is a constant, so is its CSS; the provider runs with
 * `withCssVariables={false}` and mantine-patches.ts leaves the component out. The same text Mantine
 * writes: the merged theme's variables (ours over the defaults) less those equal to the default theme's,
 * which @mantine/core/styles/default-css-variables.css has.
 */
export function mantineThemeCss(): Plugin {
  return {
    name: 'mantine-theme-css',
    resolveId: (id) => (id === ID ? ID : null),
    load: (id) => (id === ID ? themeCss() : null),
  };
}

export function themeCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const ours = deepMerge(defaultCssVariablesResolver(merged), cssVariablesResolver(merged as MantineTheme));
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (part: 'variables' | 'light' | 'dark') =>
    Object.fromEntries(
      Object.entries(ours[part]).filter(([name, value]) => (defaults[part] as Record<string, string>)[name] !== value),
    );
  return convertCssVariables({ variables: changed('variables'), light: changed('light'), dark: changed('dark') });
}
