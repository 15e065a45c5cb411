import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { unwrap } from '../../../api/client';
import type { ModeratedListing, ModerationDecision } from '../../../api/contract/private-seller';
import type { Language } from '../../../api/contract/validation';
import { formatMoney } from '../../lib/format';
import { button } from '../../ui/button.css';
import { TextField } from '../../ui/form.view';
import { officeApi, officeKey, useOfficeAction } from './office-client';
import { dateTime } from './office-format';
import { OfficeNotice, useOfficeNotice } from './office-notice.view';
import { OfficePicture } from './office-picture.view';
import * as css from './office.css';

/** The facts a moderator reads first, in the office's language; the rest are in the listing as sent. */
function ListingFacts({ facts, lang }: { facts: Record<string, unknown>; lang: Language }) {
  const { t } = useTranslation('office');
  const shown: [string, string][] = [];
  const add = (label: string, value: unknown) => {
    if (value !== undefined && value !== null && value !== '') shown.push([label, String(value)]);
  };
  add(t('sellerListings.deal'), typeof facts.deal === 'string' ? t(`sellerListings.deals.${facts.deal}`) : undefined);
  add(t('sellerListings.type'), typeof facts.type === 'string' ? t(`catalogue:types.${facts.type}`) : undefined);
  add(t('sellerListings.price'), typeof facts.price === 'number' ? formatMoney(facts.price, 'AMD', lang) : undefined);
  add(t('sellerListings.area'), facts.area);
  add(t('sellerListings.rooms'), facts.rooms);
  add(t('sellerListings.floor'), facts.floor === undefined || facts.floor === null ? undefined : `${String(facts.floor)} / ${String(facts.floorsTotal ?? '—')}`);
  add(t('sellerListings.address'), facts.address);
  add(t('sellerListings.position'), facts.latitude === undefined ? undefined : `${String(facts.latitude)}, ${String(facts.longitude)}`);
  return (
    <dl className={css.facts}>
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt className={css.factName}>{label}</dt>
          <dd className={css.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ListingRow({ listing, lang, busy, onDecide }: { listing: ModeratedListing; lang: Language; busy: boolean; onDecide: (listingId: string, decision: ModerationDecision) => void }) {
  const { t } = useTranslation('office');
  const [reason, setReason] = useState('');
  const returnIt = (event: FormEvent) => {
    event.preventDefault();
    onDecide(listing.id, { decision: 'return', reason: reason.trim() });
  };
  return (
    <li className={css.row} data-testid="moderated-listing">
      <div className={css.editor}>
        <p className={css.rowTitle}>
          {listing.seller.name} · {listing.seller.phoneNumber} · {listing.seller.email}
        </p>
        <p className={css.muted}>
          {t('sellerListings.submitted', { date: dateTime(listing.submittedAt, lang) })}
          {listing.catalogueId !== null ? ` · ${t('sellerListings.change')}` : ''}
        </p>
        <ListingFacts facts={listing.facts} lang={lang} />
        {typeof listing.facts.description === 'string' ? <p>{listing.facts.description}</p> : null}
        <div className={css.columns}>
          {listing.photos.map((photo, index) => (
            <OfficePicture key={photo.id} url={photo.url} label={t('sellerListings.photo', { number: index + 1 })} />
          ))}
        </div>
      </div>
      <div className={css.editor}>
        <button type="button" className={button.primary} disabled={busy} onClick={() => onDecide(listing.id, { decision: 'approve' })}>
          {t('sellerListings.approve')}
        </button>
        <form className={css.inlineForm} onSubmit={returnIt}>
          <TextField label={t('sellerListings.reason')} value={reason} onValueChange={setReason} maxLength={500} />
          <button type="submit" className={button.secondary} disabled={busy || reason.trim().length < 5}>
            {t('sellerListings.return')}
          </button>
        </form>
      </div>
    </li>
  );
}

/** The moderator's queue of private sellers' listings: approve into the catalogue, or return with the reason. */
export function ListingModerationView() {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language as Language;
  const listings = useQuery({
    queryKey: [...officeKey, 'seller-listings'],
    queryFn: () => unwrap(officeApi.GET('/api/office/seller-listings')),
    meta: { handlesErrors: true },
  });
  const { notice, report } = useOfficeNotice();
  const moderate = useOfficeAction((input: { listingId: string; decision: ModerationDecision }) =>
    unwrap(officeApi.PUT('/api/office/seller-listings/{listingId}', { params: { path: { listingId: input.listingId } }, body: input.decision })),
  );
  const decide = (listingId: string, decision: ModerationDecision) =>
    report(moderate.mutateAsync({ listingId, decision }), decision.decision === 'approve' ? 'sellerListings.approved' : 'sellerListings.returned');
  return (
    <section className={css.panel} aria-labelledby="seller-listings-title">
      <h2 id="seller-listings-title">{t('sellerListings.title')}</h2>
      <p className={css.muted}>{t('sellerListings.lead')}</p>
      <OfficeNotice notice={notice} />
      {listings.data?.length === 0 ? <p>{t('sellerListings.empty')}</p> : null}
      <ul className={css.list}>
        {listings.data?.map((listing) => <ListingRow key={listing.id} listing={listing} lang={lang} busy={moderate.isPending} onDecide={decide} />)}
      </ul>
    </section>
  );
}
