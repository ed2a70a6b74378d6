import { MantineProvider } from '@mantine/core';
import type { StageSummary } from '@trialhub/domain';
import { cleanup, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../public/locales/en/translation.json';
import { StageCard } from './stage-card';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } });
  window.matchMedia ??= () =>
    ({ matches: false, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
});
afterEach(cleanup);

const stage: StageSummary = {
  id: 's1',
  institutionId: 'demo',
  championshipId: 'cup',
  stageId: 'round-1',
  championshipName: 'Baltic Trial Cup',
  title: 'Round 1',
  location: 'Sigulda',
  competitionStartDate: '2026-10-17T07:00:00Z',
  competitionEndDate: '2026-10-17T15:00:00Z',
  registrationEndDate: '2026-10-15T18:00:00Z',
  timeZone: 'Europe/Riga',
  competitionType: 'classic',
  status: 'published',
};

const card = (now: string) =>
  render(
    <MantineProvider>
      <MemoryRouter>
        <StageCard stage={stage} now={new Date(now)} level={2} />
      </MemoryRouter>
    </MantineProvider>,
  );

describe("a home card's registration line (issue #37)", () => {
  it('says till when while registration is open', () => {
    card('2026-10-10T12:00:00Z');
    expect(screen.getByTestId('card-registration').textContent).toMatch(/^Registration till /);
  });

  it('says it ended once registration closed, not "Registration till …"', () => {
    card('2026-10-16T12:00:00Z');
    expect(screen.getByTestId('card-registration').textContent).toMatch(/^Registration ended /);
  });

  it('says nothing of registration once the stage is over', () => {
    card('2026-10-18T12:00:00Z');
    expect(screen.queryByTestId('card-registration')).toBeNull();
  });
});
