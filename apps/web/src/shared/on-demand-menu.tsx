import type { Menu } from '@mantine/core';
import { type ReactElement, type ReactNode, type Ref, cloneElement, createContext, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as OnDemandMenuParts from './on-demand-menu-parts';
import { showToast } from './toast';

type MenuParts = typeof OnDemandMenuParts;

/** Menu.Item, given by the menu once its code is there (items in a page's own code cannot import it). */
export const OnDemandItemContext = createContext<typeof Menu.Item | null>(null);

/**
 * A menu whose code loads on its first click (issue #20): the page ships only its button, not Mantine's
 * Menu, Popover and focus trap (~29 KB gz), which a visitor who never opens the menu does not need. The
 * first click loads them (and `load`, the items' own code, when given) and opens the menu, with the
 * focus on the button as with any menu; until they are there the button shows that it is loading.
 * `children` are the items, or a function of the loaded `load` module that returns them.
 */
export function OnDemandMenu<M = undefined>({
  target,
  load,
  position = 'bottom-end',
  children,
}: {
  target: ReactElement<{ loading?: boolean; ref?: Ref<HTMLElement> }>;
  load?: () => Promise<M>;
  position?: 'bottom-end' | 'bottom-start';
  children: ReactNode | ((module: M) => ReactNode);
}) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<{ parts: MenuParts; module: M } | null>(null);
  const [loading, setLoading] = useState(false);
  const fetchCode = () => Promise.all([import('./on-demand-menu-parts'), load ? load() : (undefined as M)]);
  if (loaded) {
    return (
      <loaded.parts.OpenedMenu target={target} position={position}>
        {typeof children === 'function' ? children(loaded.module) : children}
      </loaded.parts.OpenedMenu>
    );
  }
  const open = () => {
    if (loading) return;
    setLoading(true);
    fetchCode().then(
      ([parts, module]) => setLoaded({ parts, module }),
      async () => {
        // A failed load (the network dropped) leaves the button as it was: the next click tries again.
        setLoading(false);
        await showToast({ message: t('errors.refreshAndTryAgain'), color: 'red' });
      },
    );
  };
  return cloneElement(target, {
    loading,
    onClick: open,
    // Pointing at the button (or tabbing to it) starts the download, so the click rarely waits.
    onPointerEnter: () => void fetchCode().catch(() => undefined),
    onFocus: () => void fetchCode().catch(() => undefined),
    'aria-haspopup': 'menu',
    'aria-expanded': false,
  } as object);
}

/** An item of an OnDemandMenu, written in a page's own code: Mantine's Menu.Item once the menu is there. */
export const OnDemandMenuItem = ((props: object) => {
  const Item = useContext(OnDemandItemContext);
  if (!Item) throw new Error('OnDemandMenuItem outside an OnDemandMenu');
  return <Item {...props} />;
}) as typeof Menu.Item;
