import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { LendingMarket } from '../../../api/contract/calculations/lending-rules';
import { sameProperty, type MarketType, type PropertyRef } from '../../../api/contract/property-ref';
import type { Language } from '../../../api/contract/validation';
import { bookingsQuery } from '../../lib/queries/bookings.queries';
import { activeApplicationOn, loanApplicationsQuery } from '../../lib/queries/loan-applications.queries';
import { useSettledSession } from '../../lib/settled-session';
import { button } from '../../ui/button.css';
import type { Availability } from './property-model';

const marketTypeOf: Record<LendingMarket, MarketType> = { primary: '0', secondary: '1' };

/**
 * "Apply for a mortgage" on a home for sale whose price the online mortgage covers. Starting the
 * application books the home, so it is offered while the home is free, or booked by this person
 * (the application takes their booking over); a home someone else holds is not offered. A person
 * whose application on this home is under way is led back to it instead.
 */
export function ApplyForMortgage({ market, id, availability, lang }: { market: LendingMarket; id: number; availability: Availability; lang: Language }) {
  const { t } = useTranslation('property');
  const signedIn = useSettledSession() === 'in';
  const ref: PropertyRef = { marketType: marketTypeOf[market], apartmentId: id };
  const held = availability !== 'forSale';
  const applications = useQuery(loanApplicationsQuery(lang, signedIn && held));
  const bookings = useQuery(bookingsQuery(lang, signedIn && availability === 'booked'));
  const mine = activeApplicationOn(applications.data, ref);
  if (mine) {
    return (
      <Link to="/$lang/applications/$applicationId" params={{ lang, applicationId: mine.id }} className={button.primary} data-testid="open-my-application">
        {t('openMyApplication')}
      </Link>
    );
  }
  const bookedByMe = bookings.data?.some((booking) => sameProperty(booking, ref)) ?? false;
  if (held && !(availability === 'booked' && bookedByMe)) return null;
  return (
    <Link to="/$lang/apply" params={{ lang }} search={{ market, id }} className={button.primary} data-testid="apply-for-mortgage">
      {t('applyForMortgage')}
    </Link>
  );
}
