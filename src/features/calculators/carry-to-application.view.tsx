import { useTranslation } from 'react-i18next';
import { AuthActor } from '../../lib/auth.context';
import { button } from '../../ui/button.css';
import { storeCarriedCalculation, type CarriedCalculation } from '../../lib/carried-calculation';
import * as css from './calculators.css';

/**
 * Apply with these figures: they are kept for pre-qualification, then the auth machine decides
 * what follows (sign-in first for a visitor, the apply-now page otherwise), as the header's Apply does.
 */
export function CarryToApplication({ calculation }: { calculation: Omit<CarriedCalculation, 'carriedAt'> }) {
  const { t } = useTranslation('calculators');
  const auth = AuthActor.useActorRef();
  return (
    <div className={css.figure}>
      <button
        type="button"
        className={button.accent}
        data-testid="carry-to-application"
        onClick={() => {
          storeCarriedCalculation(calculation);
          auth.send({ type: 'apply.request' });
        }}
      >
        {t('carry.button')}
      </button>
      <p className={css.explain}>{t('carry.explain')}</p>
    </div>
  );
}
