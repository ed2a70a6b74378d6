import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, languageCookie, languages } from '../../shared/i18n';
import classes from './header.module.css';

/**
 * The language dropdown: shows the current code (LV, ET, EN); a native select lies over it, so the
 * phone's own picker opens, it is keyboard- and screen-reader-friendly, and it costs no script.
 */
export function LanguageSelect() {
  const { i18n, t } = useTranslation();
  const current = currentLanguage();
  return (
    <label className={classes.language}>
      <IconLanguage size={18} aria-hidden />
      <span aria-hidden>{current.toUpperCase()}</span>
      <IconChevronDown size={14} aria-hidden />
      <select
        aria-label={t('header.language')}
        value={current}
        onChange={(e) => {
          const lng = e.currentTarget.value;
          // A chosen language is also a cookie: the server renders the next pages in it (decision 036).
          languageCookie(lng);
          void i18n.changeLanguage(lng);
        }}
      >
        {languages.map((lang) => (
          <option key={lang.code} value={lang.code} lang={lang.code}>
            {lang.label}
          </option>
        ))}
      </select>
    </label>
  );
}
