import type { Plugin } from 'vite';

/**
 * Changes to Mantine's code, all for the public pages' hydration and script size (issue #20, decision
 * 038). `ssr`: the server-rendering build, which gets only the changes that alter the markup
 * (the browser must hydrate the same markup the server wrote).
 */
export function mantinePatches({ ssr }: { ssr: boolean }): Plugin {
  return {
    name: 'mantine-patches',
    // Mantine's `useId` starts from React's id and replaces it with a random one in a layout effect, once
    // per component on mount. On a server-rendered page that is a synchronous re-render of every Tabs,
    // Accordion, Popover, Menu and input right after hydration (and their ids change under the reader).
    // React's `useId` is already the same on the server and in the browser, so the browser keeps it; the
    // server runs Mantine's own, whose first value is this one.
    load(id) {
      if (/[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]TableScrollContainer\.mjs$/.test(id))
        return NATIVE_TABLE_SCROLL_CONTAINER;
      // The theme's CSS variables come from the build (mantine-theme-css.ts; the provider has
      // withCssVariables={false}). The component's module would still work out the default theme's
      // variables as it loads, for nothing.
      if (
        /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]MantineCssVariables\.mjs$/.test(
          id,
        )
      )
        return 'export function MantineCssVariables() { return null; }';
      if (ssr || !/[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/.test(id)) return null;
      return [
        "import { useId as useReactId } from 'react';",
        'export function useId(staticId) {',
        '  const reactId = useReactId();',
        "  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;",
        '}',
      ].join('\n');
    },
    // ScrollArea (every Table.ScrollContainer) merges its refs with floating-ui's useMergeRefs, which made
    // every page with a scrolling table load floating-ui (~15 KB gz, menus' and popovers' positioning).
    // Mantine's own useMergedRef does the same (cleanups included).
    transform(code, id) {
      if (ssr || !/[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(id))
        return null;
      const patched = code
        .replace('import { useMergeRefs } from "@floating-ui/react";', 'import { useMergedRef } from "@mantine/hooks";')
        .replace(/useMergeRefs\(\[([^\]]*)\]\)/g, 'useMergedRef($1)');
      if (patched.includes('useMergeRefs')) throw new Error('mantine-patches: ScrollArea changed, review the patch');
      return { code: patched, map: null };
    },
  };
}

/**
 * `Table.ScrollContainer` as the browser's own scroller (Mantine's `type="native"`), whatever its type.
 * Mantine's default draws its own scrollbars with ScrollArea, and because `Table` carries
 * `Table.ScrollContainer`, every page with any table loaded ScrollArea (5.2 KB gz) — the results and
 * standings pages among them. A phone scrolls a wide table better natively (momentum, no hidden bar to
 * find). The markup and the class names are Mantine's, so its styles apply unchanged.
 */
const NATIVE_TABLE_SCROLL_CONTAINER = `"use client";
import { rem } from "../../core/utils/units-converters/rem.mjs";
import { createVarsResolver } from "../../core/styles-api/create-vars-resolver/create-vars-resolver.mjs";
import { useProps } from "../../core/MantineProvider/use-props/use-props.mjs";
import { useStyles } from "../../core/styles-api/use-styles/use-styles.mjs";
import { factory } from "../../core/factory/factory.mjs";
import { Box } from "../../core/Box/Box.mjs";
import Table_module_default from "./Table.module.mjs";
import { jsx } from "react/jsx-runtime";
const varsResolver = createVarsResolver((_, { minWidth, maxHeight }) => ({ scrollContainer: {
  "--table-min-width": rem(minWidth),
  "--table-max-height": rem(maxHeight),
  "--table-overflow": "auto"
} }));
const TableScrollContainer = factory((_props) => {
  const props = useProps("TableScrollContainer", {}, _props);
  const { classNames, className, style, styles, unstyled, vars, children, minWidth, maxHeight, type, scrollAreaProps, attributes, ...others } = props;
  const getStyles = useStyles({ name: "TableScrollContainer", classes: Table_module_default, props, className, style, classNames, styles, unstyled, attributes, vars, varsResolver, rootSelector: "scrollContainer" });
  return jsx(Box, { ...getStyles("scrollContainer"), ...others, children: jsx("div", { ...getStyles("scrollContainerInner"), children }) });
});
TableScrollContainer.classes = Table_module_default;
TableScrollContainer.varsResolver = varsResolver;
TableScrollContainer.displayName = "@mantine/core/TableScrollContainer";
export { TableScrollContainer };
`;
