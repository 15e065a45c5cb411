import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../ui/route-link.view';
import { button } from '../../ui/button.css';
import { StatusPage } from './status-page.view';

export function TechnicalIssueScreen() {
  const { t } = useTranslation('common');
  return (
    <StatusPage title={t('status.technicalIssue.title')} text={t('status.technicalIssue.text')}>
      <button type="button" className={button.secondary} onClick={() => window.location.reload()}>
        {t('status.tryAgain')}
      </button>
    </StatusPage>
  );
}

export function NoResultsScreen() {
  const { t } = useTranslation('common');
  return (
    <StatusPage title={t('status.noResults.title')} text={t('status.noResults.text')}>
      <RouteLink to="buildings" className={button.secondary}>
        {t('status.noResults.browse')}
      </RouteLink>
    </StatusPage>
  );
}

export function PropertyUnavailableScreen() {
  const { t } = useTranslation('common');
  return (
    <StatusPage title={t('status.propertyUnavailable.title')} text={t('status.propertyUnavailable.text')}>
      <RouteLink to="buildings" className={button.secondary}>
        {t('status.propertyUnavailable.browse')}
      </RouteLink>
    </StatusPage>
  );
}
