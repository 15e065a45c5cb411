import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { unwrap } from '../../../api/client';
import type { PartnerWorkspace } from '../../../api/contract/office-workspaces';
import type { Language } from '../../../api/contract/validation';
import { formatMoney } from '../../lib/format';
import { button } from '../../ui/button.css';
import * as formCss from '../../ui/form.css';
import { TextField } from '../../ui/form.view';
import { officeApi, officeKey, useOfficeAction } from './office-client';
import { dateTime } from './office-format';
import { OfficeNotice, useOfficeNotice } from './office-notice.view';
import * as css from './office.css';

type Property = PartnerWorkspace['waiting'][number]['property'];

/** The partner's workspace: their properties' availability requests, prices, bookings, applications and requests. */
export function PartnerView() {
  const { t, i18n } = useTranslation(['office', 'loan']);
  const lang = i18n.language as Language;
  const workspace = useQuery({ queryKey: [...officeKey, 'partner', lang], queryFn: () => unwrap(officeApi.GET('/api/office/partner', { headers: { 'Accept-Language': lang } })), refetchInterval: 20_000, meta: { handlesErrors: true } });
  const { notice, report: run } = useOfficeNotice();
  const answer = useOfficeAction((input: { applicationId: string; body: { answer: 'confirmed' } | { answer: 'refused'; reason: string } }) =>
    unwrap(officeApi.POST('/api/office/partner/availability/{applicationId}', { params: { path: { applicationId: input.applicationId } }, body: input.body })),
  );
  const price = useOfficeAction((body: { marketType: '0' | '1'; propertyId: number; price: number }) => unwrap(officeApi.PUT('/api/office/partner/prices', { body })));
  const data = workspace.data;
  const properties = new Map<number, Property>();
  for (const entry of [...(data?.waiting ?? []), ...(data?.applications ?? []), ...(data?.bookings ?? [])]) properties.set(entry.property.propertyId, entry.property);
  return (
    <>
      <OfficeNotice notice={notice} />
      <section className={css.panel} aria-labelledby="availability-title">
        <h2 id="availability-title">{t('partner.waitingTitle')}</h2>
        <p className={css.muted}>{t('partner.waitingLead')}</p>
        {data?.waiting.length === 0 ? <p>{t('partner.noneWaiting')}</p> : null}
        <ul className={css.list}>
          {data?.waiting.map((entry) => (
            <AvailabilityRequest
              key={entry.applicationId}
              title={entry.property.title}
              requestedAt={dateTime(entry.requestedAt, lang)}
              busy={answer.isPending}
              onConfirm={() => run(answer.mutateAsync({ applicationId: entry.applicationId, body: { answer: 'confirmed' } }), t('partner.confirmed'))}
              onRefuse={(reason) => run(answer.mutateAsync({ applicationId: entry.applicationId, body: { answer: 'refused', reason } }), t('partner.refused'))}
            />
          ))}
        </ul>
      </section>
      <section className={css.panel} aria-labelledby="prices-title">
        <h2 id="prices-title">{t('partner.pricesTitle')}</h2>
        <p className={css.muted}>{t('partner.pricesLead')}</p>
        <ul className={css.list}>
          {[...properties.values()].map((property) => (
            <PriceRow key={property.propertyId} property={property} lang={lang} busy={price.isPending} onSave={(value) => run(price.mutateAsync({ marketType: property.marketType, propertyId: property.propertyId, price: value }), t('partner.priceSaved'))} />
          ))}
        </ul>
      </section>
      <section className={css.panel} aria-labelledby="activity-title">
        <h2 id="activity-title">{t('partner.activityTitle')}</h2>
        <h3>{t('partner.applications')}</h3>
        {data?.applications.length === 0 ? <p className={css.muted}>{t('partner.nothingYet')}</p> : null}
        <ul className={css.list}>
          {data?.applications.map((entry) => (
            <li key={entry.applicationId} className={css.muted}>
              {entry.property.title} · {t(`loan:status.${entry.status}`)} · {dateTime(entry.createdAt, lang)}
            </li>
          ))}
        </ul>
        <h3>{t('partner.bookings')}</h3>
        {data?.bookings.length === 0 ? <p className={css.muted}>{t('partner.nothingYet')}</p> : null}
        <ul className={css.list}>
          {data?.bookings.map((entry) => (
            <li key={entry.id} className={css.muted}>
              {entry.property.title} · {entry.active ? t('partner.bookingActive', { until: dateTime(entry.expiresAt, lang) }) : t('partner.bookingEnded')}
            </li>
          ))}
        </ul>
        <h3>{t('partner.requests')}</h3>
        {data?.requests.length === 0 ? <p className={css.muted}>{t('partner.nothingYet')}</p> : null}
        <ul className={css.list}>
          {data?.requests.map((entry) => (
            <li key={entry.id} className={css.muted}>
              {entry.property.title} · {entry.name} · {entry.phoneNumber} · {dateTime(entry.createdAt, lang)}
              {entry.message ? ` · ${entry.message}` : ''}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function AvailabilityRequest({ title, requestedAt, busy, onConfirm, onRefuse }: { title: string; requestedAt: string; busy: boolean; onConfirm: () => void; onRefuse: (reason: string) => void }) {
  const { t } = useTranslation('office');
  const [reason, setReason] = useState('');
  const refuse = (event: FormEvent) => {
    event.preventDefault();
    onRefuse(reason.trim());
  };
  return (
    <li className={css.row} data-testid="availability-request">
      <div>
        <p className={css.rowTitle}>{title}</p>
        <p className={css.muted}>{t('partner.requestedAt', { at: requestedAt })}</p>
        <form className={css.inlineForm} onSubmit={refuse}>
          <TextField label={t('partner.refuseReason')} value={reason} onValueChange={setReason} maxLength={500} />
          <button type="submit" className={button.secondary} disabled={busy || reason.trim() === ''}>
            {t('partner.refuse')}
          </button>
        </form>
      </div>
      <p className={formCss.actions}>
        <button type="button" className={button.primary} onClick={onConfirm} disabled={busy}>
          {t('partner.confirm')}
        </button>
      </p>
    </li>
  );
}

function PriceRow({ property, lang, busy, onSave }: { property: Property; lang: Language; busy: boolean; onSave: (price: number) => void }) {
  const { t } = useTranslation('office');
  const [value, setValue] = useState('');
  const save = (event: FormEvent) => {
    event.preventDefault();
    onSave(Number(value.replace(/\D/g, '')));
  };
  return (
    <li className={css.row}>
      <div>
        <p className={css.rowTitle}>{property.title}</p>
        <p className={css.muted}>{t('partner.currentPrice', { price: formatMoney(property.price, 'AMD', lang) })}</p>
      </div>
      <form className={css.inlineForm} onSubmit={save}>
        <TextField label={t('partner.newPrice')} inputMode="numeric" value={value} onValueChange={setValue} />
        <button type="submit" className={button.secondary} disabled={busy || value.replace(/\D/g, '') === ''}>
          {t('partner.savePrice')}
        </button>
      </form>
    </li>
  );
}
