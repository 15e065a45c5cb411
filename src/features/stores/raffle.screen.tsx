import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { formatDate } from '../../lib/format';
import { myRaffleEntriesQuery, raffleQuery } from '../../lib/queries/stores.queries';
import { useSettledSession } from '../../lib/settled-session';
import { container, page } from '../../ui/layout.css';
import { RichText } from '../../ui/rich-text.view';
import { useDocumentTitle } from '../../ui/use-document-title';
import * as css from './raffle.css';

/**
 * The promo code and raffle page (spec section 2), shown without header or footer: the raffle's
 * period and prizes, how to take part, the rules, and the draw anyone can check: the seed's hash from
 * the start, the entries as they come, and after the draw the seed and the winners.
 */
export function RaffleScreen() {
  const { t, i18n } = useTranslation('stores');
  const lang = i18n.language as Language;
  const raffle = useQuery(raffleQuery(lang)).data;
  const signedIn = useSettledSession() === 'in';
  const mine = useQuery(myRaffleEntriesQuery(signedIn)).data ?? [];
  useDocumentTitle(raffle?.title ?? t('raffle.title'));
  if (!raffle) return null;
  const day = (iso: string) => formatDate(iso, lang);
  return (
    <article className={`${container} ${page} ${css.raffle}`} aria-labelledby="raffle-title">
      <Link to="/$lang" params={{ lang }} className={css.brand}>
        {t('raffle.toSite')}
      </Link>
      <header className={css.hero}>
        <p className={css.status} data-testid="raffle-status">
          {t(`raffle.status.${raffle.status}`)}
        </p>
        <h1 id="raffle-title">{raffle.title}</h1>
        <p className={css.summary}>{raffle.summary}</p>
        {/* The end is the first moment after the period: its last day is the day before. */}
        <p>{t('raffle.period', { from: day(raffle.startsAt), to: day(new Date(Date.parse(raffle.endsAt) - 1).toISOString()), draw: formatDate(raffle.drawAt, lang, { dateStyle: 'long', timeStyle: 'short' }) })}</p>
      </header>
      <section aria-labelledby="raffle-prizes">
        <h2 id="raffle-prizes">{t('raffle.prizes')}</h2>
        <ol className={css.prizes}>
          {raffle.prizes.map((prize) => (
            <li key={prize}>{prize}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="raffle-take-part">
        <h2 id="raffle-take-part">{t('raffle.takePart')}</h2>
        <ul className={css.ways}>
          <li>
            {t('raffle.byCode')}{' '}
            <Link to="/$lang/home-and-renovation" params={{ lang }} search={{}}>
              {t('title.homeRenovation')}
            </Link>
            {' · '}
            <Link to="/$lang/services" params={{ lang }} search={{}}>
              {t('title.services')}
            </Link>
          </li>
          <li>
            {t('raffle.byLoan')}{' '}
            <Link to="/$lang/calculators/loan" params={{ lang }}>
              {t('raffle.loanCalculator')}
            </Link>
          </li>
        </ul>
        {signedIn ? <p data-testid="my-entries">{mine.length ? t('raffle.yourEntries', { numbers: mine.join(', ') }) : t('raffle.noEntries')}</p> : null}
      </section>
      <section aria-labelledby="raffle-rules">
        <h2 id="raffle-rules">{t('raffle.rules')}</h2>
        <RichText source={raffle.rules} headingLevel={3} />
      </section>
      <section aria-labelledby="raffle-draw" data-testid="raffle-draw">
        <h2 id="raffle-draw">{t('raffle.draw')}</h2>
        <dl className={css.proof}>
          <dt>{t('raffle.seedHash')}</dt>
          <dd>
            <code className={css.hash}>{raffle.seedHash}</code>
          </dd>
          <dt>{t('raffle.seed')}</dt>
          <dd>{raffle.seed ? <code className={css.hash}>{raffle.seed}</code> : t('raffle.seedAfterDraw', { date: day(raffle.drawAt) })}</dd>
        </dl>
        {raffle.winners ? (
          <>
            <h3>{t('raffle.winners')}</h3>
            <ol className={css.prizes} data-testid="raffle-winners">
              {raffle.winners.map((winner) => (
                <li key={winner.rank}>{t('raffle.winner', { number: winner.number, entrant: winner.entrant, prize: winner.prize })}</li>
              ))}
            </ol>
          </>
        ) : null}
        <h3>{t('raffle.entries', { count: raffle.entries.length })}</h3>
        {raffle.entries.length === 0 ? (
          <p>{t('raffle.noEntriesYet')}</p>
        ) : (
          <div className={css.tableScroll}>
            <table className={css.table} data-testid="raffle-entries">
              <thead>
                <tr>
                  <th scope="col">{t('raffle.number')}</th>
                  <th scope="col">{t('raffle.entrant')}</th>
                  <th scope="col">{t('raffle.kind')}</th>
                  <th scope="col">{t('raffle.date')}</th>
                </tr>
              </thead>
              <tbody>
                {raffle.entries.map((entry) => (
                  <tr key={entry.number} aria-current={mine.includes(entry.number) ? 'true' : undefined}>
                    <td>{entry.number}</td>
                    <td>{entry.entrant}</td>
                    <td>{t(`raffle.kinds.${entry.kind}`)}</td>
                    <td>{formatDate(entry.at, lang, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </article>
  );
}
