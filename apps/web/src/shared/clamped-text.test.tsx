import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../public/locales/en/translation.json';
import { ClampedText } from './clamped-text';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } });
  window.matchMedia ??= () =>
    ({ matches: false, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
});
afterEach(cleanup);

const show = (text: string) =>
  render(
    <MantineProvider>
      <ClampedText text={text} />
    </MantineProvider>,
  );

describe('a stage description', () => {
  it('is clamped to 4 lines with Show more / Show less when long', () => {
    show('Sections in the quarry. '.repeat(20));
    const text = screen.getByTestId('description');
    expect(text.getAttribute('data-line-clamp')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(text.getAttribute('data-line-clamp')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(text.getAttribute('data-line-clamp')).toBe('true');
  });

  it('offers nothing to expand when short', () => {
    show('Race day!');
    expect(screen.getByTestId('description').textContent).toBe('Race day!');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
