import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../public/locales/en/translation.json';
import { ParticipantCharts } from './participant-charts';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } });
  window.matchMedia ??= () =>
    ({ matches: false, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
});
afterEach(cleanup);

describe('the participants charts', () => {
  it('draw no bar at all for a class nobody entered (issue #37: a sliver read as one rider)', () => {
    render(
      <MantineProvider>
        <ParticipantCharts
          perClass={[
            { label: 'Expert', value: 4, color: '#e03131' },
            { label: 'Youth', value: 0, color: '#1c7ed6' },
          ]}
          perClub={[]}
        />
      </MantineProvider>,
    );
    const bar = (name: string) => screen.getByRole('listitem', { name }).querySelector('[data-bar]');
    expect(bar('Expert: 4')).not.toBeNull();
    expect(bar('Youth: 0')).toBeNull();
  });
});
