import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { LendingMarket } from '../../../api/contract/calculations/lending-rules';
import { sameProperty, type MarketType } from '../../../api/contract/property-ref';
import type { Language } from '../../../api/contract/validation';
import { bookingsQuery } from '../../lib/queries/bookings.queries';
import { useSettledSession } from '../../lib/settled-session';
import { button } from '../../ui/button.css';
import type { Availability } from './property-model';

const marketTypeOf: Record<LendingMarket, MarketType> = { primary: '0', secondary: '1' };

/**
 * "Apply for a mortgage" on a home for sale whose price the online mortgage covers. Starting the
 * application books the home, so it is offered while the home is free, or booked by this person
 * (the application takes their booking over); a home someone else holds is not offered.
 */
export function ApplyForMortgage({ market, id, availability, lang }: { market: LendingMarket; id: number; availability: Availability; lang: Language }) {
  const { t } = useTranslation('property');
  const signedIn = useSettledSession() === 'in';
  const bookings = useQuery(bookingsQuery(lang, signedIn && availability === 'booked'));
  const mine = bookings.data?.some((booking) => sameProperty(booking, { marketType: marketTypeOf[market], apartmentId: id })) ?? false;
  if (availability !== 'forSale' && !(availability === 'booked' && mine)) return null;
  return (
    <Link to="/$lang/apply" params={{ lang }} search={{ market, id }} className={button.primary} data-testid="apply-for-mortgage">
      {t('applyForMortgage')}
    </Link>
  );
}
