import { MantineProvider } from '@mantine/core';
import { type ScoreQuery, type StageResult, SECTION_EVENT_NAMES } from '@trialhub/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../public/locales/en/translation.json';
import et from '../../../public/locales/et/translation.json';
import lv from '../../../public/locales/lv/translation.json';
import { ResultDetails } from './result-details';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } });
  window.matchMedia ??= () =>
    ({ matches: false, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
  // Mantine's scroll container measures itself; jsdom has no layout.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  // Mantine's autosize textarea listens for web fonts; jsdom has no FontFaceSet.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {} },
  });
});
afterEach(cleanup);

const at = '2026-11-23T10:00:00.000Z';
const result: StageResult = {
  participantId: 'p1',
  participant: {
    id: 'p1',
    name: 'Anna Rider',
    bike: null,
    racingClass: 'Open',
    racingNumber: 7,
    club: null,
    team: null,
  },
  total: 8,
  isFinished: false,
  status: null,
  startedOn: at,
  lastTimeRecorded: at,
  lastTimeChangedBy: null,
  position: null,
  positionPoints: null,
  positionAbsolutePoints: null,
  penalty: {
    totalPoints: 5,
    events: [{ id: 'pen1', points: 5, reason: 'SecretaryPenalty', timestamp: at, userDisplayName: 'Sandra' }],
  },
  statistics: { '0': 0, '1': 0, '2': 0, '3': 1, '5': 0 },
  sections: [
    {
      section: 1,
      lap: 1,
      points: 3,
      judge: 'Jānis',
      createdOn: at,
      deleted: false,
      conflict: false,
      events: [
        { name: 'JudgeSetPoints', timestamp: at, time: null, points: 5, by: 'Jānis', source: 'judge' },
        { name: 'EditedTo', timestamp: at, time: null, points: 3, by: 'Sandra', source: 'secretary' },
      ],
    },
    {
      section: 2,
      lap: 1,
      points: 2,
      judge: 'Jānis',
      createdOn: at,
      deleted: true,
      conflict: false,
      events: [{ name: 'JudgeSetPoints', timestamp: at, time: null, points: 2, by: 'Jānis', source: 'judge' }],
    },
  ],
};

function show(isSecretary: boolean, more: Partial<Parameters<typeof ResultDetails>[0]> = {}) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <ResultDetails
          stageId="s1"
          type="classic"
          result={result}
          laps={2}
          lapSections={[1, 2, 3]}
          isSecretary={isSecretary}
          {...more}
        />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

it('has a label for every section event in every language', () => {
  for (const translation of [en, lv, et]) {
    const names = translation.results.history.names as Record<string, string>;
    expect(SECTION_EVENT_NAMES.filter((name) => !names[name])).toEqual([]);
  }
});

describe('result details', () => {
  it('shows laps by section, statistics and the penalty with its default reason', () => {
    show(false);
    expect(screen.getByTestId('cell-1-1').textContent).toBe('3');
    expect(screen.getByTestId('cell-3-2').textContent).toBe('·');
    expect(within(screen.getByTestId('statistics')).getByText('3: 1')).toBeTruthy();
    expect(within(screen.getByTestId('penalty-box')).getByText(/Added by the secretary/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add penalty' })).toBeNull();
  });

  it('shows a section’s history with translated events and who, and a deleted section’s notice', () => {
    show(false);
    fireEvent.click(screen.getByTestId('cell-1-1'));
    const history = screen.getByTestId('section-history');
    expect(within(history).getByText('Judge scored')).toBeTruthy();
    expect(within(history).getByText('Changed to')).toBeTruthy();
    expect(within(history).queryByText(/JudgeSetPoints|EditedTo/)).toBeNull();
    expect(within(history).getByText('Sandra')).toBeTruthy();
    fireEvent.click(screen.getByTestId('cell-2-1'));
    expect(screen.getByText('This result has been deleted')).toBeTruthy();
  });

  it('marks an observer’s score that arrived after revocation (decision 029)', () => {
    const late = {
      ...result,
      sections: [
        {
          ...result.sections[0]!,
          events: [
            {
              name: 'JudgeSetPoints',
              timestamp: at,
              time: null,
              points: 3,
              by: 'Anna',
              source: 'judge' as const,
              late: true,
            },
          ],
        },
      ],
    };
    show(true, { result: late });
    fireEvent.click(screen.getByTestId('cell-1-1'));
    expect(within(screen.getByTestId('section-history')).getByTestId('history-late').textContent).toContain(
      '(after revocation)',
    );
  });

  it('lets a secretary edit, but refuses non-digits and a zero penalty before sending anything', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    show(true);
    fireEvent.click(screen.getByTestId('cell-1-1'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Points' }), { target: { value: '3a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save points' }));
    expect(screen.getByText('Points: digits only')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Penalty points' }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add penalty' }));
    expect(screen.getByText('Penalty points: digits only, greater than 0')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('asking the clerk (the rider’s own result)', () => {
  const query = (patch: Partial<ScoreQuery>): ScoreQuery => ({
    id: 'q1',
    stageId: 's1',
    participantId: 'p1',
    section: 1,
    lap: 1,
    message: 'I did not stop',
    pointsThen: 5,
    authorName: 'Anna Rider',
    createdAt: at,
    status: 'open',
    answer: null,
    outcome: null,
    answeredBy: null,
    answeredAt: null,
    ...patch,
  });

  it('offers the button on a chosen score only while asking is allowed', () => {
    show(false, { queryView: 'mine', canAsk: true });
    fireEvent.click(screen.getByTestId('cell-1-1'));
    expect(screen.getByRole('button', { name: 'Ask the clerk about this score' })).toBeTruthy();
    cleanup();
    show(false, { queryView: 'mine', canAsk: false });
    fireEvent.click(screen.getByTestId('cell-1-1'));
    expect(screen.queryByRole('button', { name: 'Ask the clerk about this score' })).toBeNull();
  });

  it('requires a message before sending anything', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    show(false, { queryView: 'mine', canAsk: true });
    fireEvent.click(screen.getByTestId('cell-1-1'));
    fireEvent.click(screen.getByRole('button', { name: 'Ask the clerk about this score' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send to the clerk' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    // (The shared i18n module fetches its locale files; no API call went out.)
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/'))).toEqual([]);
  });

  it('marks a score with an open query, hides the button there and lists the answers', () => {
    show(false, {
      queryView: 'mine',
      canAsk: true,
      queries: [
        query({}),
        query({
          id: 'q2',
          section: 2,
          status: 'answered',
          answer: 'The observer saw a dab',
          outcome: 'stands',
          answeredBy: 'Sandra',
          answeredAt: at,
        }),
      ],
    });
    expect(screen.getByTestId('cell-1-1').dataset.query).toBe('open');
    expect(screen.getByTestId('cell-2-1').dataset.query).toBeUndefined();
    fireEvent.click(screen.getByTestId('cell-1-1'));
    expect(screen.queryByRole('button', { name: 'Ask the clerk about this score' })).toBeNull();
    const mine = screen.getByTestId('my-queries');
    expect(within(mine).getByText('Waiting for the clerk')).toBeTruthy();
    expect(within(mine).getByText('Score stands')).toBeTruthy();
    expect(within(mine).getByText('The observer saw a dab')).toBeTruthy();
  });

  it('shows other riders nothing of queries', () => {
    show(false, { queries: [query({})] });
    expect(screen.getByTestId('cell-1-1').dataset.query).toBeUndefined();
    expect(screen.queryByTestId('my-queries')).toBeNull();
  });
});
