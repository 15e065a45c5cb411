import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '../../../api/contract/validation';
import { DisclosureMenu } from '../../ui/disclosure-menu.view';
import { languageLabels, pathInLanguage } from '../../lib/language';
import * as css from './shell.css';

/** Native language names, so each reads its own even in a page of another language. */
const nativeNames: Record<Language, string> = { hy: 'Հայերեն', ru: 'Русский', en: 'English' };

function useSwitchLanguage() {
  const location = useLocation();
  const navigate = useNavigate();
  return (lang: Language) => {
    void navigate({ to: pathInLanguage(location.pathname, lang), search: location.search, hash: location.hash });
  };
}

/** Desktop: a dropdown of AM, RU, EN. */
export function LanguageDropdown({ current }: { current: Language }) {
  const { t } = useTranslation('common');
  const switchTo = useSwitchLanguage();
  return (
    <DisclosureMenu
      align="end"
      data-testid="language-dropdown"
      label={
        <>
          <span className={css.visuallyHidden}>{t('language.label')}: </span>
          {languageLabels[current]}
        </>
      }
    >
      {(close) => (
        <ul className={css.plainList} aria-label={t('language.label')}>
          {languages.map((lang) => (
            <li key={lang}>
              <button
                type="button"
                lang={lang}
                className={css.menuItem}
                aria-current={lang === current ? 'true' : undefined}
                onClick={() => {
                  close();
                  switchTo(lang);
                }}
              >
                <span className={css.languageCode}>{languageLabels[lang]}</span> {nativeNames[lang]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </DisclosureMenu>
  );
}

/** Mobile: a radio list of AM, RU, EN. */
export function LanguageRadioList({ current, onChosen }: { current: Language; onChosen?: () => void }) {
  const { t } = useTranslation('common');
  const switchTo = useSwitchLanguage();
  return (
    <fieldset className={css.languageRadios} data-testid="language-radios">
      <legend className={css.legend}>{t('language.label')}</legend>
      {languages.map((lang) => (
        <label key={lang} className={css.radio} lang={lang}>
          <input
            type="radio"
            name="language"
            value={lang}
            checked={lang === current}
            onChange={() => {
              onChosen?.();
              switchTo(lang);
            }}
          />
          <span className={css.languageCode}>{languageLabels[lang]}</span> {nativeNames[lang]}
        </label>
      ))}
    </fieldset>
  );
}
