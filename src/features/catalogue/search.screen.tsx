import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PropertyList } from './property-list.view';

/** The property search: new buildings of every developer, the secondary market and rentals. */
export function SearchScreen() {
  const { t } = useTranslation('catalogue');
  const search = useSearch({ from: '/$lang/search' });
  return <PropertyList page="search" search={search} title={t('searchTitle')} markets={['primary', 'secondary', 'rent']} />;
}
