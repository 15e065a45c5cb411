import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../api/client';
import { reviewCreateSchema, type ReviewCreate } from '../../../api/contract/reviews';
import type { Language } from '../../../api/contract/validation';
import { AuthActor } from '../../lib/auth.context';
import { formatDate, formatNumber } from '../../lib/format';
import { buildingReviewsQuery, myReviewKey, reviewCheckQuery, reviewsKey } from '../../lib/queries/reviews.queries';
import { useForm } from '../../lib/use-form';
import { button } from '../../ui/button.css';
import { FormAlert, useFieldMessage } from '../../ui/form.view';
import * as css from './building.css';

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

function ReviewForm({ buildingId }: { buildingId: number }) {
  const { t } = useTranslation('property');
  const message = useFieldMessage();
  const ids = { body: useId(), rating: useId() };
  const { values, set, errors, alert, submit, busy, formRef } = useForm({
    initial: { rating: undefined as number | undefined, body: '' },
    schema: reviewCreateSchema,
    send: (body: ReviewCreate) => unwrap(api.POST('/api/buildings/{id}/reviews', { params: { path: { id: String(buildingId) } }, body })),
    // The list shows the review, and the form gives way to "already reviewed".
    invalidates: [reviewsKey(buildingId), myReviewKey(buildingId)],
  });
  const bodyError = message(errors.body);
  const ratingError = message(errors.rating);
  return (
    <form ref={formRef} onSubmit={submit} noValidate className={css.reviewForm} aria-busy={busy} data-testid="review-form">
      <FormAlert alert={alert} />
      <fieldset className={css.ratingField} aria-describedby={ratingError ? `${ids.rating}-error` : undefined}>
        <legend>{t('reviews.rating')}</legend>
        {[1, 2, 3, 4, 5].map((rating) => (
          <label key={rating} className={css.ratingOption}>
            <input type="radio" name="rating" value={rating} checked={values.rating === rating} onChange={() => set('rating')(rating)} aria-invalid={ratingError ? true : undefined} />
            {t('reviews.stars', { count: rating })}
          </label>
        ))}
        {ratingError ? (
          <p id={`${ids.rating}-error`} className={css.fieldError}>
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <label htmlFor={ids.body}>{t('reviews.text')}</label>
      <textarea
        id={ids.body}
        className={css.textarea}
        rows={4}
        maxLength={1000}
        value={values.body}
        onChange={(event) => set('body')(event.target.value)}
        aria-invalid={bodyError ? true : undefined}
        aria-describedby={bodyError ? `${ids.body}-error` : undefined}
      />
      {bodyError ? (
        <p id={`${ids.body}-error`} className={css.fieldError}>
          {bodyError}
        </p>
      ) : null}
      <button type="submit" className={button.primary} disabled={busy}>
        {t('reviews.send')}
      </button>
    </form>
  );
}

/** Reviews of a building: the average and the list for everyone; the form for a signed-in person who has not rated it. */
export function BuildingReviews({ buildingId, lang }: { buildingId: number; lang: Language }) {
  const { t } = useTranslation('property');
  const auth = AuthActor.useActorRef();
  const signedIn = AuthActor.useSelector((s) => s.matches({ session: 'signedIn' }));
  const reviews = useQuery(buildingReviewsQuery(buildingId));
  const checked = useQuery(reviewCheckQuery(buildingId, signedIn));
  return (
    <section aria-labelledby="reviews-title" className={css.about}>
      <h2 id="reviews-title">{t('reviews.title')}</h2>
      {reviews.data && reviews.data.average !== null ? (
        <p className={css.average} data-testid="review-average">
          {t('reviews.average', { average: formatNumber(reviews.data.average, lang, { maximumFractionDigits: 1 }), count: reviews.data.count })}
        </p>
      ) : (
        <p className={css.muted}>{t('reviews.none')}</p>
      )}
      {reviews.data?.items.length ? (
        <ul className={css.reviews} data-testid="reviews">
          {reviews.data.items.map((review) => (
            <li key={review.id} className={css.review}>
              <p className={css.reviewStars} aria-label={t('reviews.ratingOf', { rating: review.rating })}>
                {stars(review.rating)}
              </p>
              <p className={css.reviewBody}>{review.body}</p>
              <p className={css.muted}>
                {review.author} · {formatDate(review.createdAt, lang)}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {!signedIn ? (
        <button type="button" className={button.secondary} onClick={() => auth.send({ type: 'signIn.open' })}>
          {t('reviews.signIn')}
        </button>
      ) : checked.data?.reviewed ? (
        <p className={css.muted} data-testid="already-reviewed">
          {t('reviews.already')}
        </p>
      ) : checked.data ? (
        <ReviewForm buildingId={buildingId} />
      ) : null}
    </section>
  );
}
