import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PropertyList } from './property-list.view';

/** Buildings: new buildings of partner developers, and the secondary market; the title names the market shown. */
export function BuildingsScreen() {
  const { t } = useTranslation('catalogue');
  const search = useSearch({ from: '/$lang/buildings' });
  return <PropertyList page="buildings" search={search} title={search.market === 'secondary' ? t('secondaryTitle') : t('primaryTitle')} markets={['primary', 'secondary']} partnerOnly />;
}
