import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderClock, useNow } from './timing';

afterEach(() => {
  cleanup();
  rendered = [];
  renderClock.now = undefined;
});

/** Every value the page rendered with, in order. */
let rendered: string[] = [];
function Clock() {
  const now = useNow().toISOString();
  rendered.push(now);
  return <output data-testid="clock">{now}</output>;
}

describe('useNow on a server-rendered page', () => {
  it('starts at the moment the server rendered the page, then moves to the real time', async () => {
    // A page rendered an hour ago (a tab restored, a slow phone): the first render matches the server's
    // HTML, and a registration that closed meanwhile must still show as closed once the page is React's.
    const renderedAt = Date.now() - 3_600_000;
    renderClock.now = renderedAt;
    render(<Clock />);
    expect(rendered[0]).toBe(new Date(renderedAt).toISOString());
    await waitFor(() =>
      expect(Date.parse(screen.getByTestId('clock').textContent!)).toBeGreaterThan(renderedAt + 3_500_000),
    );
  });

  it('reads the real time at once on a page the browser renders itself', () => {
    const before = Date.now();
    render(<Clock />);
    expect(Date.parse(screen.getByTestId('clock').textContent!)).toBeGreaterThanOrEqual(before);
  });
});
