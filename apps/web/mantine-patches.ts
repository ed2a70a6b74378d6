import type { Plugin } from 'vite';

/**
 * Two changes to Mantine's code in the browser build, both for the public pages' hydration and script
 * size (issue #20, decision 038). The server-rendering build leaves Mantine external (node_modules as is).
 */
export function mantinePatches(): Plugin {
  return {
    name: 'mantine-patches',
    // Mantine's `useId` starts from React's id and replaces it with a random one in a layout effect, once
    // per component on mount. On a server-rendered page that is a synchronous re-render of every Tabs,
    // Accordion, Popover, Menu and input right after hydration (and their ids change under the reader).
    // React's `useId` is already the same on the server and in the browser, so the browser keeps it; the
    // server runs Mantine's own, whose first value is this one.
    load(id) {
      if (!/[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/.test(id)) return null;
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
      if (!/[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(id)) return null;
      const patched = code
        .replace('import { useMergeRefs } from "@floating-ui/react";', 'import { useMergedRef } from "@mantine/hooks";')
        .replace(/useMergeRefs\(\[([^\]]*)\]\)/g, 'useMergedRef($1)');
      if (patched.includes('useMergeRefs')) throw new Error('mantine-patches: ScrollArea changed, review the patch');
      return { code: patched, map: null };
    },
  };
}
