import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../public/locales/en/translation.json';
import et from '../../../public/locales/et/translation.json';
import lv from '../../../public/locales/lv/translation.json';
import { ClassicScores } from './scorers';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en }, lv: { translation: lv }, et: { translation: et } },
  });
  window.matchMedia ??= () =>
    ({ matches: false, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
});
afterEach(cleanup);

describe("the judge's score buttons say their points with the language's plural forms (issue #37)", () => {
  it.each([
    ['en', ['Give 0 points', 'Give 1 point', 'Give 2 points', 'Give 3 points', 'Give 5 points']],
    [
      'lv',
      ['Piešķirt 0 punktus', 'Piešķirt 1 punktu', 'Piešķirt 2 punktus', 'Piešķirt 3 punktus', 'Piešķirt 5 punktus'],
    ],
    ['et', ['Anna 0 punkti', 'Anna 1 punkt', 'Anna 2 punkti', 'Anna 3 punkti', 'Anna 5 punkti']],
  ])('%s', async (language, labels) => {
    await i18n.changeLanguage(language);
    render(
      <MantineProvider>
        <ClassicScores disabled={false} onScore={() => {}} />
      </MantineProvider>,
    );
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(labels);
  });
});
