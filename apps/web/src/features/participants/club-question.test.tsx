import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../public/locales/en/translation.json';
import { ClubQuestion, useClubQuestion } from './club-question';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } });
  window.matchMedia ??= () =>
    ({ matches: false, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
});
afterEach(cleanup);

/** The secretary's form in small: the club field, Save, and what was saved. */
function Form({ typed }: { typed: string }) {
  const [club, setClub] = useState(typed);
  const [saved, setSaved] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const question = useClubQuestion(club, ['MK Trial Rīga', 'Pärnu MK'], true);
  return (
    <MantineProvider>
      <ClubQuestion question={question} show={tried} onUse={setClub} />
      <button
        onClick={() => {
          setTried(true);
          if (!question.pending) setSaved(club);
        }}
      >
        Save
      </button>
      <output>{saved ?? ''}</output>
    </MantineProvider>
  );
}

describe('a club typed near an existing one asks before a new club is made (issue #37 point 5)', () => {
  it('"riga": Save asks; "Use" takes MK Trial Rīga', () => {
    render(<Form typed="riga" />);
    act(() => fireEvent.click(screen.getByText('Save')));
    expect(screen.getByTestId('club-question').textContent).toContain(
      '“riga” is not in the clubs list. Did you mean “MK Trial Rīga”?',
    );
    expect(document.querySelector('output')!.textContent).toBe('');
    act(() => fireEvent.click(screen.getByText('Use “MK Trial Rīga”')));
    act(() => fireEvent.click(screen.getByText('Save')));
    expect(document.querySelector('output')!.textContent).toBe('MK Trial Rīga');
  });
  it('"riga": keeping the new club saves it as typed', () => {
    render(<Form typed="riga" />);
    act(() => fireEvent.click(screen.getByText('Save')));
    act(() => fireEvent.click(screen.getByText('Create new club “riga”')));
    act(() => fireEvent.click(screen.getByText('Save')));
    expect(document.querySelector('output')!.textContent).toBe('riga');
  });
  it('an unrelated new club is saved without a question', () => {
    render(<Form typed="Valmiera" />);
    act(() => fireEvent.click(screen.getByText('Save')));
    expect(screen.queryByTestId('club-question')).toBeNull();
    expect(document.querySelector('output')!.textContent).toBe('Valmiera');
  });
});
