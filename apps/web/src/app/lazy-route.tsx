import { type ComponentType, type ReactElement, lazy } from 'react';
import type { RouteObject } from 'react-router';

/** What a lazily loaded route carries besides its element: how to load its code before it renders. */
export interface RouteHandle {
  preload: () => Promise<unknown>;
}

/**
 * A screen in a chunk of its own (decision 038): `element` renders it once its module is there (the
 * route's Suspense boundary shows meanwhile), `handle.preload` loads it ahead, as the browser does for
 * the page it opens before hydrating and the server before rendering. Once loaded, the element renders
 * at once (a thenable that answers synchronously), so a preloaded page never suspends and hydrates as
 * the server rendered it.
 */
export function lazyRoute<M>(
  load: () => Promise<M>,
  render: (module: M) => ReactElement,
): Pick<RouteObject, 'element' | 'handle'> {
  let module: { value: M } | undefined;
  let loading: Promise<M> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (value) => ((module = { value }), value),
      (error: unknown) => {
        loading = undefined; // a failed chunk (a new deployment, the network) is tried again next time
        throw error;
      },
    ));
  const Screen = lazy(() => {
    const screen = (value: M) => ({ default: (() => render(value)) as ComponentType });
    if (module) {
      const { value } = module;
      return { then: (resolve: (m: { default: ComponentType }) => void) => resolve(screen(value)) } as never;
    }
    return preload().then(screen);
  });
  return { element: <Screen />, handle: { preload } satisfies RouteHandle };
}

/** Loads the code of the routes `matches` names (matchRoutes' answer for the page being opened). */
export function preloadMatches(matches: { route: RouteObject }[] | null): Promise<unknown> {
  return Promise.all((matches ?? []).map(({ route }) => (route.handle as RouteHandle | undefined)?.preload()));
}
