import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { unwrap } from '../../../api/client';
import type { ModeratedReview } from '../../../api/contract/office-workspaces';
import type { Language } from '../../../api/contract/validation';
import { button } from '../../ui/button.css';
import { TextField } from '../../ui/form.view';
import { officeApi, officeKey, useOfficeAction } from './office-client';
import { dateTime } from './office-format';
import { OfficeNotice, useOfficeNotice } from './office-notice.view';
import * as css from './office.css';

type Shown = 'all' | 'true' | 'false';

/** The moderator's workspace: building reviews to hide from everyone, or show again, with the reason. */
export function ModerationView() {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language as Language;
  const [hidden, setHidden] = useState<Shown>('all');
  const reviews = useQuery({
    queryKey: [...officeKey, 'reviews', hidden, lang],
    queryFn: () => unwrap(officeApi.GET('/api/office/reviews', { params: { query: hidden === 'all' ? {} : { hidden } }, headers: { 'Accept-Language': lang } })),
    meta: { handlesErrors: true },
  });
  const { notice, report } = useOfficeNotice();
  const moderate = useOfficeAction((input: { reviewId: number; hidden: boolean; reason: string }) =>
    unwrap(officeApi.PUT('/api/office/reviews/{reviewId}', { params: { path: { reviewId: input.reviewId } }, body: { hidden: input.hidden, reason: input.reason } })),
  );
  const change = (input: { reviewId: number; hidden: boolean; reason: string }) =>
    report(moderate.mutateAsync(input), input.hidden ? 'reviews.hiddenDone' : 'reviews.shownDone');
  return (
    <section className={css.panel} aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t('reviews.title')}</h2>
      <p>
        <label htmlFor="reviews-filter">{t('reviews.filter')}</label>{' '}
        <select id="reviews-filter" className={css.select} value={hidden} onChange={(event) => setHidden(event.target.value as Shown)}>
          <option value="all">{t('reviews.all')}</option>
          <option value="false">{t('reviews.shown')}</option>
          <option value="true">{t('reviews.hidden')}</option>
        </select>
      </p>
      <OfficeNotice notice={notice} />
      {reviews.data?.length === 0 ? <p>{t('reviews.empty')}</p> : null}
      <ul className={css.list}>
        {reviews.data?.map((review) => <ReviewRow key={review.id} review={review} lang={lang} busy={moderate.isPending} onChange={change} />)}
      </ul>
    </section>
  );
}

function ReviewRow({ review, lang, busy, onChange }: { review: ModeratedReview; lang: Language; busy: boolean; onChange: (input: { reviewId: number; hidden: boolean; reason: string }) => void }) {
  const { t } = useTranslation('office');
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ reviewId: review.id, hidden: !review.hidden, reason: reason.trim() });
  };
  return (
    <li className={css.row} data-testid="moderated-review">
      <div>
        <p className={css.rowTitle}>
          {review.buildingName} · {t('reviews.rating', { rating: review.rating })} · {review.author}
        </p>
        <p>{review.body}</p>
        <p className={css.muted}>
          {dateTime(review.createdAt, lang)} · {review.hidden ? t('reviews.isHidden') : t('reviews.isShown')}
          {review.moderationReason ? ` · ${t('reviews.reasonWas', { reason: review.moderationReason })}` : ''}
        </p>
      </div>
      <form className={css.inlineForm} onSubmit={submit}>
        <TextField label={t('reviews.reason')} value={reason} onValueChange={setReason} maxLength={500} />
        <button type="submit" className={button.secondary} disabled={busy || reason.trim() === ''}>
          {review.hidden ? t('reviews.show') : t('reviews.hide')}
        </button>
      </form>
    </li>
  );
}
