import { describe, expect, it } from 'vitest';
import { readUserLink, signUserLink } from '../src/ops/signed-links.js';

describe('signed user links (calendar feeds, unsubscribe)', () => {
  // Tokens as the earlier, separate implementations wrote them: links already in riders' calendars and
  // mailboxes must keep working.
  const calendarToken = 'dXNlci0x.RKe_pO6Mk3kTMkc_qpHGyrbEIbOtHlgR';
  const unsubscribeToken = 'dXNlci0x.results.voZvvQeFj0IxcBMx0lc3ELOQgpHCFPzB';

  it('signs in the format links already sent out carry', () => {
    expect(signUserLink('secret-1', 'calendar', 'user-1')).toBe(calendarToken);
    expect(signUserLink('secret-1', 'unsubscribe', 'user-1', 'results')).toBe(unsubscribeToken);
  });

  it('reads back the user and qualifier', () => {
    expect(readUserLink('secret-1', 'calendar', calendarToken)).toEqual({ userId: 'user-1' });
    expect(readUserLink('secret-1', 'unsubscribe', unsubscribeToken)).toEqual({
      userId: 'user-1',
      qualifier: 'results',
    });
  });

  it('refuses a token of another purpose, another secret, another user or a changed qualifier', () => {
    expect(readUserLink('secret-1', 'unsubscribe', calendarToken)).toBeNull();
    expect(readUserLink('secret-2', 'calendar', calendarToken)).toBeNull();
    const otherUser = `${Buffer.from('user-2').toString('base64url')}.${calendarToken.split('.')[1]}`;
    expect(readUserLink('secret-1', 'calendar', otherUser)).toBeNull();
    expect(readUserLink('secret-1', 'unsubscribe', unsubscribeToken.replace('.results.', '.market.'))).toBeNull();
  });

  it('refuses malformed tokens without throwing', () => {
    for (const token of ['', '.', 'a.b.c.d', 'dXNlci0x.', '!!!.abc', `dXNlci0x.${'x'.repeat(32)}`, 'a.b c.d'])
      expect(readUserLink('secret-1', 'calendar', token)).toBeNull();
  });
});
