import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, rememberLanguage } from './i18n';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.documentElement.lang = '';
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('detectLanguage (spec §9 order: query, cookie, local, session, browser, html)', () => {
  it('takes ?lng= first', () => {
    localStorage.setItem('i18nextLng', 'lv');
    window.history.replaceState(null, '', '/?lng=et');
    expect(detectLanguage()).toBe('et');
  });

  it('then the i18next cookie, then localStorage, then sessionStorage', () => {
    sessionStorage.setItem('i18nextLng', 'et');
    localStorage.setItem('i18nextLng', 'lv');
    document.cookie = 'i18next=en';
    expect(detectLanguage()).toBe('en');
    document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(detectLanguage()).toBe('lv');
    localStorage.clear();
    expect(detectLanguage()).toBe('et');
  });

  it('then the browser languages, skipping ones we do not have, then the html tag', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'lv-LV']);
    expect(detectLanguage()).toBe('lv');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    document.documentElement.lang = 'et';
    expect(detectLanguage()).toBe('et');
  });

  it('falls back to English', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    expect(detectLanguage()).toBe('en');
  });
});

describe('detectLanguage on a page opened with ?lng= or the cookie', () => {
  it('answers without reading the browser storage, whose first read waits on the browser', () => {
    const read = vi.spyOn(Storage.prototype, 'getItem');
    window.history.replaceState(null, '', '/?lng=lv');
    expect(detectLanguage()).toBe('lv');
    window.history.replaceState(null, '', '/');
    document.cookie = 'i18next=et';
    expect(detectLanguage()).toBe('et');
    expect(read).not.toHaveBeenCalled();
  });
});

describe('rememberLanguage', () => {
  it('keeps the language in the storage and in the cookie the server renders the next pages in (issue #37)', () => {
    rememberLanguage('lv');
    expect(localStorage.getItem('i18nextLng')).toBe('lv');
    expect(document.cookie).toMatch(/(?:^|;\s*)i18next=lv(?:;|$)/);
    expect(detectLanguage()).toBe('lv');
  });
});
