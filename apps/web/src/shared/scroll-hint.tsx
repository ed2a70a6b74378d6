import { type ReactNode, useEffect, useRef } from 'react';
import classes from './scroll-hint.module.css';

/**
 * Wraps a table that scrolls sideways on a phone (Mantine's Table.ScrollContainer) and shades the edge
 * that has more columns behind it, so a reader sees there is more to the right (issue #37 point 15: the
 * standings' stage columns sat off-screen with nothing saying so). The shades are set on the element
 * directly, after hydration and on each scroll, without a React render: the server's HTML has none.
 */
export function ScrollHint({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const wrapper = ref.current;
    const box = wrapper?.firstElementChild;
    if (!wrapper || !(box instanceof HTMLElement)) return;
    const update = () => {
      const left = box.scrollLeft > 1;
      const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      wrapper.toggleAttribute('data-more-left', left);
      wrapper.toggleAttribute('data-more-right', right);
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(box);
    return () => {
      box.removeEventListener('scroll', update);
      resized.disconnect();
    };
  }, []);
  return (
    <div ref={ref} className={classes.hint} data-scroll-hint>
      {children}
    </div>
  );
}
