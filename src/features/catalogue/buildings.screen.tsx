import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PropertyList } from './property-list.view';

/** Buildings: new buildings of partner developers, and the secondary market. */
export function BuildingsScreen() {
  const { t } = useTranslation('catalogue');
  const search = useSearch({ from: '/$lang/buildings' });
  return <PropertyList page="buildings" search={search} title={t('title')} markets={['primary', 'secondary']} partnerOnly />;
}
