import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { skipLink } from '../../ui/layout.css';
import { Footer } from './footer.view';
import { Header } from './header.view';
import { SandboxRibbon } from './sandbox-ribbon.view';
import * as css from './shell.css';

/**
 * Header, the page, footer; a skip link first so keyboard users reach the content at once; a sandbox
 * says so above all. The office's variant keeps only the brand and the language; the bare one (the
 * promo code and raffle page, spec section 2) has no header or footer at all.
 */
export function AppShell({ lang, variant = 'site', children }: { lang: Language; variant?: 'site' | 'office' | 'bare'; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className={css.shell}>
      <a href="#content" className={skipLink}>
        {t('nav.skipToContent')}
      </a>
      <SandboxRibbon />
      {variant === 'bare' ? null : <Header lang={lang} variant={variant} />}
      <main id="content" className={css.main} tabIndex={-1}>
        {children}
      </main>
      {variant === 'site' ? <Footer /> : null}
    </div>
  );
}
