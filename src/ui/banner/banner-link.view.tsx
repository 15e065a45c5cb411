import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { visuallyHidden } from '../layout.css';
import { bannerTarget } from './banner-link';

interface BannerLinkProps {
  redirectUrl: string;
  lang: Language;
  className?: string;
  children: ReactNode;
}

/** A banner's link: pages of the app through the router, in the active language; other sites in a new tab. */
export function BannerLink({ redirectUrl, lang, className, children }: BannerLinkProps) {
  const { t } = useTranslation('common');
  const target = bannerTarget(redirectUrl, lang);
  if (target.kind === 'external') {
    return (
      <a href={target.href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className={visuallyHidden}> ({t('footer.opensInNewTab')})</span>
      </a>
    );
  }
  return (
    <Link to={target.to} search={target.search} {...(target.hash ? { hash: target.hash } : {})} className={className}>
      {children}
    </Link>
  );
}
