import { MantineProvider } from '@mantine/core';
import { type ScoreQuery, type StageResult, SECTION_EVENT_NAMES, compactResult } from '@trialhub/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type MockInstance, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../public/locales/en/translation.json';
import et from '../../../public/locales/et/translation.json';
import lv from '../../../public/locales/lv/translation.json';
import { OpenDetails } from './open-details';

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

/**
 * The server's answer to GET /api/stages/s1/results/p1, the rider's whole result (decision 037): what
 * `served` holds when the details ask (`hold` keeps the answer back until `release`). The live topic
 * needs an EventSource, which jsdom lacks; it stays silent here (the e2e results spec pushes events).
 */
let served: StageResult;
let held: Promise<void> | null = null;
/** How many reads of the history fail (500) before it is served. */
let failures = 0;
let release: () => void = () => {};
const hold = () => (held = new Promise<void>((resolve) => (release = resolve)));
const HISTORY = '/api/stages/s1/results/p1';
let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  held = null;
  globalThis.EventSource ??= class {
    addEventListener() {}
    close() {}
  } as unknown as typeof EventSource;
  failures = 0;
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (String(input) !== HISTORY) return new Response(null, { status: 404 });
    if (failures > 0 && failures--) return new Response(null, { status: 500 });
    if (held) await held;
    return Response.json(served);
  });
});
afterEach(() => vi.restoreAllMocks());
/** The calls that would change something (anything but reading the rider's history). */
const writes = () => fetchSpy.mock.calls.filter(([url]) => String(url) !== HISTORY && String(url).startsWith('/api/'));

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

/** The details as the page opens them: with the list's compact result; the history comes from `served`. */
async function show(
  isSecretary: boolean,
  more: Partial<Parameters<typeof OpenDetails>[0]> & { whole?: StageResult } = {},
) {
  const { whole = result, ...props } = more;
  served = whole;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>
        <OpenDetails
          stageId="s1"
          type="classic"
          result={compactResult(whole)}
          laps={2}
          lapSections={[1, 2, 3]}
          isSecretary={isSecretary}
          {...props}
        />
      </MantineProvider>
    </QueryClientProvider>,
  );
  // The details' module loads lazily (decision 037).
  await screen.findByTestId('details-p1', {}, { timeout: 5000 });
}

it('has a label for every section event in every language', async () => {
  for (const translation of [en, lv, et]) {
    const names = translation.results.history.names as Record<string, string>;
    expect(SECTION_EVENT_NAMES.filter((name) => !names[name])).toEqual([]);
  }
});

describe('result details', () => {
  it('shows laps by section, statistics and the penalty with its default reason', async () => {
    await show(false);
    expect(screen.getByTestId('cell-1-1').textContent).toBe('3');
    expect(screen.getByTestId('cell-3-2').textContent).toBe('·');
    expect(within(screen.getByTestId('statistics')).getByText('3: 1')).toBeTruthy();
    expect(await within(screen.getByTestId('penalty-box')).findByText(/Added by the secretary/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add penalty' })).toBeNull();
  });

  it('shows the list’s scores at once and says the history is loading until it comes (decision 037)', async () => {
    hold();
    await show(false);
    // The grid, the statistics and the penalty total come with the list.
    expect(screen.getByTestId('cell-1-1').textContent).toBe('3');
    expect(within(screen.getByTestId('penalty-box')).getByText('5')).toBeTruthy();
    expect(within(screen.getByTestId('penalty-box')).getByTestId('history-loading').textContent).toBe(
      'Loading the history…',
    );
    fireEvent.click(screen.getByTestId('cell-1-1'));
    expect(within(screen.getByTestId('section-panel')).getByTestId('history-loading')).toBeTruthy();
    expect(screen.queryByTestId('section-history')).toBeNull();
    release();
    expect(await screen.findByTestId('section-history')).toBeTruthy();
    expect(screen.queryByTestId('history-loading')).toBeNull();
    expect(within(screen.getByTestId('penalty-box')).getByText(/Added by the secretary/)).toBeTruthy();
  });

  it('says so when the history cannot be read, and reads it again on request', async () => {
    failures = 1;
    await show(false, { whole: { ...result, penalty: { totalPoints: 0, events: [] } } });
    fireEvent.click(screen.getByTestId('cell-1-1'));
    const error = await screen.findByTestId('history-error');
    expect(error.textContent).toContain('The history could not be loaded.');
    // A rider with no penalty needs no history to say so.
    expect(within(screen.getByTestId('penalty-box')).getByText('No penalty points')).toBeTruthy();
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('section-history')).toBeTruthy();
  });

  it('shows a section’s history with translated events and who, and a deleted section’s notice', async () => {
    await show(false);
    fireEvent.click(screen.getByTestId('cell-1-1'));
    const history = await screen.findByTestId('section-history');
    expect(within(history).getByText('Judge scored')).toBeTruthy();
    expect(within(history).getByText('Changed to')).toBeTruthy();
    expect(within(history).queryByText(/JudgeSetPoints|EditedTo/)).toBeNull();
    expect(within(history).getByText('Sandra')).toBeTruthy();
    fireEvent.click(screen.getByTestId('cell-2-1'));
    expect(screen.getByText('This result has been deleted')).toBeTruthy();
  });

  it('names the cut-off an observer’s late score came after: taken before the hand-off, arrived later (issue #35)', async () => {
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
              lateAfter: 'handedOff' as const,
              observer: true,
            },
          ],
        },
      ],
    };
    await show(true, { whole: late });
    fireEvent.click(screen.getByTestId('cell-1-1'));
    expect(within(await screen.findByTestId('section-history')).getByTestId('history-late').textContent).toContain(
      '(taken before the hand-off, arrived later)',
    );
    // An observer phone's name never passes for a judge's (issue #35).
    expect(within(screen.getByTestId('section-history')).getByText(/^observer: Anna/)).toBeTruthy();
  });

  it('lets a secretary edit, but refuses non-digits and a zero penalty before sending anything', async () => {
    await show(true);
    fireEvent.click(screen.getByTestId('cell-1-1'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Points' }), { target: { value: '3a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save points' }));
    expect(screen.getByText('Points: digits only')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Penalty points' }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add penalty' }));
    expect(screen.getByText('Penalty points: digits only, greater than 0')).toBeTruthy();
    expect(writes()).toEqual([]);
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

  it('offers the button on a chosen score only while asking is allowed', async () => {
    await show(false, { queryView: 'mine', canAsk: true });
    fireEvent.click(screen.getByTestId('cell-1-1'));
    expect(screen.getByRole('button', { name: 'Ask the clerk about this score' })).toBeTruthy();
    cleanup();
    await show(false, { queryView: 'mine', canAsk: false });
    fireEvent.click(screen.getByTestId('cell-1-1'));
    expect(screen.queryByRole('button', { name: 'Ask the clerk about this score' })).toBeNull();
  });

  it('requires a message before sending anything', async () => {
    await show(false, { queryView: 'mine', canAsk: true });
    fireEvent.click(screen.getByTestId('cell-1-1'));
    fireEvent.click(screen.getByRole('button', { name: 'Ask the clerk about this score' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send to the clerk' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    // (The shared i18n module fetches its locale files; no API call but the history's read went out.)
    expect(writes()).toEqual([]);
  });

  it('marks a score with an open query, hides the button there and lists the answers', async () => {
    await show(false, {
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

  it('shows other riders nothing of queries', async () => {
    await show(false, { queries: [query({})] });
    expect(screen.getByTestId('cell-1-1').dataset.query).toBeUndefined();
    expect(screen.queryByTestId('my-queries')).toBeNull();
  });
});
