import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromoCode } from '../../../api/contract/stores';
import type { Language } from '../../../api/contract/validation';
import { formatDate, formatNumber } from '../../lib/format';
import { myPromoCodesQuery } from '../../lib/queries/stores.queries';
import { button } from '../../ui/button.css';
import { visuallyHidden } from '../../ui/layout.css';
import { RouteLink } from '../../ui/route-link.view';
import * as accountCss from './account.css';
import * as css from './promo-codes-section.css';

/** A store's page: the home-and-renovation stores and the service partners live in their own sections. */
function StoreLink({ store, lang }: { store: PromoCode['store']; lang: Language }) {
  return store.section === 'homeRenovation' ? (
    <Link to="/$lang/home-and-renovation/$store" params={{ lang, store: store.slug }}>
      {store.name}
    </Link>
  ) : (
    <Link to="/$lang/services/$store" params={{ lang, store: store.slug }}>
      {store.name}
    </Link>
  );
}

/** A discount as the store's pages write it ("10%"). */
const percent = (value: number, lang: Language) => `${formatNumber(value, lang)}%`;

const newestFirst = (codes: readonly PromoCode[]) => [...codes].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/**
 * The personal page's promo codes (issue 20): each code the person got at a partner store, newest
 * first, with its store, discount and state; an active one can be copied to show or type at the till.
 */
export function PromoCodesSection() {
  const { t, i18n } = useTranslation('account');
  const lang = i18n.language as Language;
  const codes = useQuery(myPromoCodesQuery(lang, true));
  const [copied, setCopied] = useState<{ code: string; ok: boolean } | null>(null);
  // The confirmation goes after a while, so copying again is announced again; a failure stays until the next try.
  useEffect(() => {
    if (!copied?.ok) return;
    const timer = setTimeout(() => setCopied(null), 5000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied({ code, ok: true });
    } catch {
      // No clipboard (an insecure page, a refused permission): the code is selectable instead.
      setCopied({ code, ok: false });
    }
  };

  if (codes.isError) return <p className={accountCss.empty}>{t('promoCodes.loadFailed')}</p>;
  if (!codes.data) return <p role="status">{t('loading')}</p>;
  if (codes.data.length === 0) {
    return (
      <div className={css.section}>
        <p className={accountCss.empty}>{t('promoCodes.empty')}</p>
        <p>
          <RouteLink to="homeRenovation" className={button.primary}>
            {t('promoCodes.emptyLink')}
          </RouteLink>
        </p>
      </div>
    );
  }
  return (
    <div className={css.section}>
      <ul className={css.list} data-testid="promo-codes">
        {newestFirst(codes.data).map((promo) => (
          <PromoCodeItem key={promo.code} promo={promo} lang={lang} onCopy={(code) => void copy(code)} />
        ))}
      </ul>
      <p role="status" className={css.copyStatus}>
        {copied ? (copied.ok ? t('promoCodes.copied', { code: copied.code }) : t('promoCodes.copyFailed')) : null}
      </p>
    </div>
  );
}

function PromoCodeItem({ promo, lang, onCopy }: { promo: PromoCode; lang: Language; onCopy: (code: string) => void }) {
  const { t } = useTranslation('account');
  const discount = percent(promo.discountPercent, lang);
  const date = (value: string) => formatDate(value, lang);
  const state =
    promo.status === 'active'
      ? t('promoCodes.active', { date: date(promo.expiresAt) })
      : promo.status === 'used'
        ? t('promoCodes.used', { date: date(promo.usedAt ?? promo.expiresAt) })
        : t('promoCodes.expired', { date: date(promo.expiresAt) });
  return (
    <li className={css.card} data-testid="promo-code-item" data-status={promo.status}>
      <div className={css.body}>
        <h3 className={css.store}>
          <StoreLink store={promo.store} lang={lang} />
        </h3>
        <code className={css.code} data-testid="promo-code">
          {promo.code}
        </code>
        <p>{t('promoCodes.discount', { discount })}</p>
        <p className={css.status[promo.status]} data-testid="promo-code-status">
          {state}
        </p>
        <p className={css.muted}>{t('promoCodes.received', { date: date(promo.createdAt) })}</p>
      </div>
      {promo.status === 'active' ? (
        <button type="button" className={button.secondary} onClick={() => onCopy(promo.code)}>
          {t('promoCodes.copy')}
          <span className={visuallyHidden}> {promo.code}</span>
        </button>
      ) : null}
    </li>
  );
}
