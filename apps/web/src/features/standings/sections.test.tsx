import { MantineProvider } from '@mantine/core';
import { act } from '@testing-library/react';
import i18n from 'i18next';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../public/locales/en/translation.json';
import { Sections } from './sections';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } });
  window.matchMedia ??= () =>
    ({ matches: false, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
});

const KEY = 'standings-sections:test';
const page = () => (
  <MantineProvider>
    <Sections
      storageKey={KEY}
      sections={['Expert', 'Clubman'].map((name) => ({ name, label: name, content: <p>{`${name} table`}</p> }))}
    />
  </MantineProvider>
);

/** Server HTML (no sessionStorage there), then hydration in a browser tab with `stored` closed sections. */
async function hydrate(stored: string[] | null) {
  const html = renderToString(page());
  if (stored) sessionStorage.setItem(KEY, JSON.stringify(stored));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(), { onRecoverableError: (error) => errors.push(error) });
  });
  const expanded = (name: string) =>
    [...container.querySelectorAll('button[aria-expanded]')]
      .find((b) => b.textContent?.includes(name))
      ?.getAttribute('aria-expanded');
  return { errors, expanded };
}

describe('standings sections after server rendering', () => {
  it('a visitor who closed a section hydrates without a mismatch, then sees it closed', async () => {
    const { errors, expanded } = await hydrate(['Clubman']);
    expect(errors).toEqual([]);
    expect(expanded('Expert')).toBe('true');
    expect(expanded('Clubman')).toBe('false');
  });

  it('with nothing stored every section stays open', async () => {
    const { errors, expanded } = await hydrate(null);
    expect(errors).toEqual([]);
    expect(expanded('Expert')).toBe('true');
    expect(expanded('Clubman')).toBe('true');
  });
});

describe('standings sections for screen readers', () => {
  it('every control points at its panel by a valid id, also for a club name with spaces', async () => {
    const html = renderToString(
      <MantineProvider>
        <Sections
          storageKey={KEY}
          sections={['MK Trial Rīga', 'Tartu Trialiklubi'].map((name) => ({
            name,
            label: name,
            content: <p>{name}</p>,
          }))}
        />
      </MantineProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const controls = [...container.querySelectorAll('button[aria-controls]')];
    expect(controls).toHaveLength(2);
    for (const control of controls) {
      const id = control.getAttribute('aria-controls') ?? '';
      expect(id).toMatch(/^\S+$/);
      expect(container.querySelector(`[id="${id}"]`)?.textContent).toBe(control.textContent);
    }
  });
});
