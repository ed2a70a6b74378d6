import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../public/locales/en/translation.json';
import { RootErrorBoundary } from './error-screens';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } });
  window.matchMedia ??= () =>
    ({ matches: false, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
});

function Failing({ error }: { error: unknown }): never {
  throw error;
}

function renderFailingPage(error: unknown) {
  return render(
    <MantineProvider>
      <MemoryRouter>
        <RootErrorBoundary>
          <Failing error={error} />
        </RootErrorBoundary>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('root error screen', () => {
  it('shows Oops, Something went wrong and the support text, and reports the error', async () => {
    const sent = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingPage(new Error('boom'));
    expect(await screen.findByText('Oops')).toBeTruthy();
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('Support team is being notified. Please try to refresh page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(sent.mock.calls.some(([url]) => url === '/api/client-errors')).toBe(true));
    const report = sent.mock.calls.find(([url]) => url === '/api/client-errors');
    expect(JSON.parse(String(report?.[1]?.body)).message).toBe('boom');
  });
});
