import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTimeRange, renderZone, venueZoneLabel } from './dates';
import { i18n } from './i18n';

// A Riga stage on a winter and a summer morning (EET, EEST).
const winter = '2026-11-28T07:00:00.000Z';
const summer = '2026-06-13T06:00:00.000Z';

afterEach(() => {
  renderZone.current = undefined;
  Object.assign(i18n, { language: undefined, resolvedLanguage: undefined });
});

const inLanguage = (language: string) => Object.assign(i18n, { language, resolvedLanguage: language });

describe('a venue’s zone is named only where the viewer’s clock differs (issue #37 point 13)', () => {
  it('is not named for a viewer whose clock is the venue’s at that moment, in another zone of the same offset', () => {
    renderZone.current = 'Europe/Tallinn';
    expect(venueZoneLabel('Europe/Riga', winter)).toBe('');
    expect(venueZoneLabel('Europe/Riga', summer)).toBe('');
    expect(formatDateTimeRange(winter, '2026-11-28T14:00:00.000Z', 'Europe/Riga')).not.toMatch(/EET|GMT/);
  });

  it('is named by the same short name in every language, on the line of its time', () => {
    renderZone.current = 'Asia/Tokyo';
    for (const language of ['et', 'lv', 'en']) {
      inLanguage(language);
      expect(venueZoneLabel('Europe/Riga', winter), language).toBe('\u00a0EET');
      expect(venueZoneLabel('Europe/Riga', summer), language).toBe('\u00a0EEST');
      expect(formatDateTimeRange(winter, '2026-11-28T14:00:00.000Z', 'Europe/Riga'), language).toMatch(
        /09:00–16:00\u00a0EET$/,
      );
    }
  });

  it('compares the two clocks, not the zones: London’s differs from Riga’s, Helsinki’s does not', () => {
    renderZone.current = 'Europe/London';
    expect(venueZoneLabel('Europe/Riga', winter)).toBe('\u00a0EET');
    renderZone.current = 'Europe/Helsinki';
    expect(venueZoneLabel('Europe/Riga', winter)).toBe('');
  });
});
