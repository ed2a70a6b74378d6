import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import { type ReactElement, type ReactNode, type Ref, cloneElement, useLayoutEffect, useRef, useState } from 'react';
import { OnDemandItemContext } from './on-demand-menu';

/**
 * The menu of an OnDemandMenu (on-demand-menu.tsx), loaded by its first click and shown open. Its button
 * is a new element (the one clicked was the page's own): it takes the focus before the menu opens, so the
 * menu gives the focus back to it when it closes, as a menu opened by its own button does.
 */
export function OpenedMenu({
  target,
  position,
  children,
}: {
  target: ReactElement<{ ref?: Ref<HTMLElement> }>;
  position: 'bottom-end' | 'bottom-start';
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    button.current?.focus();
    setOpened(true);
  }, []);
  return (
    <OnDemandItemContext.Provider value={Menu.Item}>
      <Menu opened={opened} onChange={setOpened} position={position}>
        <Menu.Target>{cloneElement(target, { ref: button })}</Menu.Target>
        <Menu.Dropdown>{children}</Menu.Dropdown>
      </Menu>
    </OnDemandItemContext.Provider>
  );
}
