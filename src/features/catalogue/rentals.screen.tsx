import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PropertyList } from './property-list.view';

/** Homes to rent by the day or the month. */
export function RentalsScreen() {
  const { t } = useTranslation('catalogue');
  const search = useSearch({ from: '/$lang/rentals' });
  return <PropertyList page="rentals" search={search} title={t('rentalsTitle')} markets={['rent']} />;
}
