import { useTranslation } from 'react-i18next';
import * as css from './calculators.css';

/** The page's main answer: announced politely when it changes, so a screen-reader user hears the new result after typing. */
export function Headline({ label, value, explain, testId }: { label: string; value: string; explain: string; testId: string }) {
  return (
    <div className={css.headline}>
      <p className={css.headlineLabel}>{label}</p>
      <p className={css.headlineFigure} data-testid={testId} aria-live="polite">
        {value}
      </p>
      <p className={css.explain}>{explain}</p>
    </div>
  );
}

/** One figure of a result (inside a `<dl>`): its name, its value, and what it means. */
export function Figure({ label, value, explain, testId }: { label: string; value: string; explain: string; testId: string }) {
  return (
    <div className={css.figure}>
      <dt className={css.figureLabel}>{label}</dt>
      <dd className={css.figureValue} data-testid={testId}>
        {value}
      </dd>
      <dd className={css.explain}>{explain}</dd>
    </div>
  );
}

/** What a formula takes for granted, said under its result. */
export function Assumptions({ items }: { items: string[] }) {
  const { t } = useTranslation('calculators');
  return (
    <div className={css.figure}>
      <p className={css.figureLabel}>{t('assumptions.title')}</p>
      <ul className={css.assumptions}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** In place of a result while a field breaks a rule: the fields say what to change. */
export function InputsNotice() {
  const { t } = useTranslation('calculators');
  return (
    <p className={css.notice} role="status" data-testid="inputs-notice">
      {t('inputsNotice')}
    </p>
  );
}
