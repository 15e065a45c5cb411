import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page.view';

/** 404 'Page not found'. Kept in the main bundle: it renders for any unknown path, even an unknown language. */
export function NotFoundScreen() {
  const { t } = useTranslation('common');
  return <StatusPage code="404" title={t('status.notFound.title')} text={t('status.notFound.text')} />;
}
