import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderLocal, setRenderScope } from './render-scope';

/**
 * Server renders run at the same time (issue #36): what one render sets (its reader's zone, layout,
 * clock, API) must be what that render reads back after another render has set its own meanwhile.
 */
describe('render-local state', () => {
  afterEach(() => {
    setRenderScope(() => undefined);
    vi.unstubAllEnvs();
  });

  it('two interleaved server renders each read their own reader’s state', async () => {
    vi.stubEnv('SSR', true);
    const scopes = new AsyncLocalStorage<Map<object, Record<PropertyKey, unknown>>>();
    setRenderScope(() => scopes.getStore());
    const zone = renderLocal<{ current?: string }>();
    let release!: () => void;
    const slowData = new Promise<void>((resolve) => (release = resolve));
    const render = (reader: string, data: Promise<void>) =>
      scopes.run(new Map(), async () => {
        zone.current = reader;
        await data; // the render waits for its data; the other one starts and sets its reader's zone
        return zone.current;
      });
    const tokyo = render('Asia/Tokyo', slowData);
    const riga = render('Europe/Riga', Promise.resolve());
    expect(await riga).toBe('Europe/Riga');
    release();
    expect(await tokyo).toBe('Asia/Tokyo');
  });

  it('outside a render (the browser, hydrating) it is one plain object', () => {
    const zone = renderLocal<{ current?: string }>();
    zone.current = 'Europe/Tallinn';
    expect(zone.current).toBe('Europe/Tallinn');
    expect(Object.keys(zone)).toEqual(['current']);
  });
});
