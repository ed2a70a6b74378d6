import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

export const languages = [
  { code: 'lv', label: 'Latviešu' },
  { code: 'et', label: 'Eesti' },
  { code: 'en', label: 'English' },
] as const;
export type Language = (typeof languages)[number]['code'];
const codes: readonly string[] = languages.map((l) => l.code);

/** The UI language as one of ours (the 'dev' fallback and anything unknown read as English). */
export function currentLanguage(): Language {
  const base = (i18n.resolvedLanguage ?? i18n.language ?? 'en').slice(0, 2);
  return (codes.includes(base) ? base : 'en') as Language;
}

function applyLanguage(lng: string) {
  const lang = codes.includes(lng.slice(0, 2)) ? lng.slice(0, 2) : 'en';
  document.documentElement.lang = lang;
}

/** i18next with the spec's settings (§9): detection order, i18nextLng, fallback 'dev', loading limits. */
export const i18nReady = i18n
  .use(HttpBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    fallbackLng: 'dev',
    ns: ['translation'],
    defaultNS: 'translation',
    load: 'languageOnly',
    maxParallelReads: 10,
    maxRetries: 5,
    retryTimeout: 350,
    interpolation: { escapeValue: false },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage'],
      convertDetectedLanguage: (lng: string) => (codes.includes(lng.slice(0, 2)) ? lng.slice(0, 2) : 'en'),
    },
    backend: {
      // 'dev' is i18next's fallback language: our English texts.
      loadPath: (lngs: string[]) =>
        `/locales/${lngs[0] === 'dev' || !codes.includes(lngs[0]!) ? 'en' : lngs[0]}/{{ns}}.json`,
    },
    react: { useSuspense: true },
  })
  .then(() => applyLanguage(i18n.language));

i18n.on('languageChanged', applyLanguage);

export { i18n };
