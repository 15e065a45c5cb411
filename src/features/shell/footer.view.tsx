import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { appConfigQuery } from '../../lib/queries/app-config.queries';
import { container } from '../../ui/layout.css';
import { RouteLink } from '../../ui/route-link.view';
import { footerLinks } from './menu-items';
import { NewsletterForm } from './newsletter-form.view';
import * as css from './shell.css';

const phones = ['+374 10 510 510', '+374 60 510 510'];
const email = 'info@tun.am';
const socialLinks = [
  { id: 'facebook', href: 'https://www.facebook.com/tun.am' },
  { id: 'instagram', href: 'https://www.instagram.com/tun.am' },
  { id: 'linkedin', href: 'https://www.linkedin.com/company/tun-am' },
] as const;

export function Footer() {
  const { t } = useTranslation('common');
  const year = new Date().getFullYear();
  const sandbox = useQuery({ ...appConfigQuery, meta: { handlesErrors: true } }).data?.sandbox === true;
  return (
    <footer className={css.footer}>
      <div className={`${container} ${css.footerGrid}`}>
        <nav aria-label={t('footer.navigation')}>
          <ul className={css.footerList}>
            {footerLinks.map((link) => (
              <li key={link.id}>
                <RouteLink to={link.to} className={css.footerLink}>
                  {t(`nav.${link.id}`)}
                </RouteLink>
              </li>
            ))}
            {sandbox ? (
              <li>
                <RouteLink to="mailbox" className={css.footerLink} data-testid="sandbox-mailbox-link">
                  {t('footer.sandboxMailbox')}
                </RouteLink>
              </li>
            ) : null}
          </ul>
        </nav>
        <address className={css.footerAddress}>
          <p className={css.footerHeading}>{t('footer.headOffice')}</p>
          <p className={css.footerText}>{t('footer.address')}</p>
          <p>
            {phones.map((phone) => (
              <a key={phone} className={css.footerLink} href={`tel:${phone.replace(/\s/g, '')}`}>
                {phone}
              </a>
            ))}
          </p>
          <p>
            <a className={css.footerLink} href={`mailto:${email}`}>
              {email}
            </a>
          </p>
        </address>
        <div>
          <p className={css.footerHeading}>{t('footer.follow')}</p>
          <ul className={css.socialList}>
            {socialLinks.map((link) => (
              <li key={link.id}>
                <a className={css.footerLink} href={link.href} rel="noopener noreferrer" target="_blank">
                  {t(`footer.social.${link.id}`)}
                  <span className={css.visuallyHidden}> ({t('footer.opensInNewTab')})</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <NewsletterForm />
      </div>
      <div className={`${container} ${css.footerLegal}`}>
        <p>{t('footer.supervision')}</p>
        <p>{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
