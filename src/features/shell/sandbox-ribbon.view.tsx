import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { appConfigQuery } from '../../lib/queries/app-config.queries';
import { container } from '../../ui/layout.css';
import { RouteLink } from '../../ui/route-link.view';
import * as css from './sandbox-ribbon.css';

/**
 * On every page of a sandbox instance: nothing here is real, and the mailbox shows every account's
 * mails and codes. Nothing is shown until the server has said it is a sandbox.
 */
export function SandboxRibbon() {
  const { t } = useTranslation('common');
  const sandbox = useQuery({ ...appConfigQuery, meta: { handlesErrors: true } }).data?.sandbox === true;
  if (!sandbox) return null;
  return (
    <aside className={css.ribbon} aria-label={t('sandboxRibbon.label')} data-testid="sandbox-ribbon">
      <p className={`${container} ${css.text}`}>
        <strong className={css.badge}>{t('sandboxRibbon.label')}</strong> {t('sandboxRibbon.text')}{' '}
        <RouteLink to="mailbox" className={css.link}>
          {t('sandboxRibbon.mailbox')}
        </RouteLink>
      </p>
    </aside>
  );
}
