import { useTranslation } from 'react-i18next';
import { passwordConditionNames, unmetPasswordConditions } from '../../api/contract/account';
import * as css from './password-checklist.css';

/** The five password conditions, ticked live as the user types (spec section 5). */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation('common');
  const unmet = new Set(unmetPasswordConditions(password));
  return (
    <ul id={id} className={css.checklist} aria-label={t('passwordRules.title')}>
      {passwordConditionNames.map((condition) => {
        const met = !unmet.has(condition);
        return (
          <li key={condition} className={met ? css.conditionMet : css.condition} data-met={met}>
            <span aria-hidden="true">{met ? '✓' : '○'}</span> {t(`passwordRules.${condition}`)}
            <span className={css.visuallyHidden}>{met ? ` — ${t('passwordRules.met')}` : ` — ${t('passwordRules.notMet')}`}</span>
          </li>
        );
      })}
    </ul>
  );
}
