import { MantineProvider } from '@mantine/core';
import { type ChampionshipRules, DEFAULT_RULES } from '@trialhub/domain';
import { cleanup, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/translation.json';
import { ChampionshipRulesFieldset } from './championship-rules';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } });
  window.matchMedia ??= () =>
    ({ matches: false, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
  // jsdom has none; Mantine's inputs observe their size.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

const form = (rules: Partial<ChampionshipRules>, stageCount: number) =>
  render(
    <MantineProvider>
      <ChampionshipRulesFieldset
        rules={{ ...DEFAULT_RULES, ...rules }}
        stageCount={stageCount}
        onChange={() => {}}
        err={() => undefined}
      />
    </MantineProvider>,
  );

describe('the championship rules form', () => {
  it('warns that dropping K worst of K or fewer stages counts only the best stage (issue #37)', () => {
    form({ counting: 'dropWorst', countingN: 3 }, 3);
    expect(screen.getByTestId('rules-drops-all').textContent).toBe(
      'The championship has 3 stages: dropping the 3 worst leaves only the best stage result counted.',
    );
    cleanup();
    form({ counting: 'dropWorst', countingN: 1 }, 1);
    expect(screen.getByTestId('rules-drops-all').textContent).toBe(
      'The championship has 1 stage: dropping the 1 worst leaves only the best stage result counted.',
    );
  });

  it.each([
    ['fewer dropped than stages', { counting: 'dropWorst', countingN: 2 }, 3],
    ['no stages yet', { counting: 'dropWorst', countingN: 2 }, 0],
    ['another rule', { counting: 'bestN', countingN: 5 }, 3],
  ] as const)('says nothing with %s', (_, rules, stages) => {
    form(rules, stages);
    expect(screen.queryByTestId('rules-drops-all')).toBeNull();
  });
});
