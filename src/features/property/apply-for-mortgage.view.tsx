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

/** What the mortgage action of a home is for this person: apply, go back to their application, or nothing. */
type MortgageAction = { kind: 'apply' } | { kind: 'open'; applicationId: string } | null;

interface ApplyForMortgageProps {
  market: LendingMarket;
  id: number;
  availability: Availability;
  lang: Language;
}

/**
 * "Apply for a mortgage" on a home for sale whose price the online mortgage covers. Starting the
 * application books the home, so it is offered while the home is free, or booked by this person
 * (the application takes their booking over); a home someone else holds is not offered. A person
 * whose application on this home is under way is led back to it instead.
 */
function useMortgageAction({ market, id, availability, lang }: ApplyForMortgageProps): MortgageAction {
  const signedIn = useSettledSession() === 'in';
  const ref: PropertyRef = { marketType: marketTypeOf[market], apartmentId: id };
  const held = availability !== 'forSale';
  const applications = useQuery(loanApplicationsQuery(lang, signedIn && held));
  const bookings = useQuery(bookingsQuery(lang, signedIn && availability === 'booked'));
  const mine = activeApplicationOn(applications.data, ref);
  if (mine) return { kind: 'open', applicationId: mine.id };
  const bookedByMe = bookings.data?.some((booking) => sameProperty(booking, ref)) ?? false;
  if (held && !(availability === 'booked' && bookedByMe)) return null;
  return { kind: 'apply' };
}

/**
 * The mortgage action as a link, in the price panel or (`place="bar"`, with a shorter label) in the
 * phone's action bar. The panel's keeps the test ids, so a page always has one of each.
 */
export function ApplyForMortgage({ place = 'panel', ...home }: ApplyForMortgageProps & { place?: 'panel' | 'bar' }) {
  const { t } = useTranslation('property');
  const action = useMortgageAction(home);
  const inPanel = place === 'panel';
  if (!action) return null;
  if (action.kind === 'open') {
    return (
      <Link to="/$lang/applications/$applicationId" params={{ lang: home.lang, applicationId: action.applicationId }} className={button.primary} data-testid={inPanel ? 'open-my-application' : undefined}>
        {inPanel ? t('openMyApplication') : t('actionBar.openApplication')}
      </Link>
    );
  }
  return (
    <Link to="/$lang/apply" params={{ lang: home.lang }} search={{ market: home.market, id: home.id }} className={button.primary} data-testid={inPanel ? 'apply-for-mortgage' : undefined}>
      {inPanel ? t('applyForMortgage') : t('actionBar.apply')}
    </Link>
  );
}
