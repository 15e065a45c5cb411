import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { formatMoney } from '../../lib/format';
import { useMediaQuery } from '../../lib/use-media-query';
import { button } from '../../ui/button.css';
import { FavouriteButton } from '../../ui/favourite-button.view';
import { media } from '../../ui/theme.css';
import { ApplyForMortgage } from './apply-for-mortgage.view';
import { BookingBarAction } from './booking-panel.view';
import { offersOnlineMortgage, type PropertyPageModel } from './property-model';
import type { PropertyPageMarket } from './property.route';
import { focusRequestForm } from './request-form.view';
import * as css from './property-action-bar.css';

interface ActionBarProps {
  model: PropertyPageModel;
  market: PropertyPageMarket;
  lang: Language;
}

/**
 * Below the `md` breakpoint the side panel comes after the whole description, so the price and the
 * property's actions stay at hand in a bar fixed at the bottom of the screen. The actions are the
 * panel's own (the same booking machine, mortgage link, heart and request form); from `md` up the
 * sticky side panel holds them and the bar is not drawn at all.
 */
export function PropertyActionBar(props: ActionBarProps) {
  const narrow = useMediaQuery(media.belowMd);
  return narrow ? <ActionBar {...props} /> : null;
}

function ActionBar({ model, market, lang }: ActionBarProps) {
  const { t } = useTranslation('property');
  const ref = useRef<HTMLElement>(null);
  useReservedHeight(ref);
  return (
    <section ref={ref} className={css.bar} aria-label={t('actionBar.label')} data-testid="property-action-bar">
      <div className={css.summary}>
        <p className={css.price}>
          {formatMoney(model.price, 'AMD', lang)}
          {model.isRental ? <span className={css.unit}> {t('perMonth')}</span> : null}
        </p>
        <FavouriteButton compact marketType={market === 'primary' ? '0' : '1'} apartmentId={model.id} lang={lang} />
      </div>
      <div className={css.actions}>
        {market !== 'rent' && <BookingBarAction />}
        {offersOnlineMortgage(model) && <ApplyForMortgage place="bar" market={model.lendingMarket} id={model.id} availability={model.availability} lang={lang} />}
        {model.availability !== 'notAvailable' && (
          <button type="button" className={button.secondary} onClick={focusRequestForm}>
            {t('actionBar.ask')}
          </button>
        )}
      </div>
    </section>
  );
}

/** Keeps the bar's height on the document's root, where the styles pad the page by as much (property-action-bar.css.ts). */
function useReservedHeight(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(css.barHeightProperty, `${bar.offsetHeight}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(css.barHeightProperty);
    };
  }, [ref]);
}
