import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LendingSlot } from '../../../api/contract/lending-process';
import type { Language } from '../../../api/contract/validation';
import { apiErrorMessage } from '../../lib/api-errors';
import { formatDate } from '../../lib/format';
import { button } from '../../ui/button.css';
import * as dialogCss from '../../ui/dialog.css';
import { Modal } from '../../ui/dialog.view';
import * as form from '../../ui/form.css';
import * as css from './lending-process.css';
import type { SlotsQuery } from './process-api';

/** A refused or failed action, at the action: the chart's catalogued reason in the person's language. */
export function ActionRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const { message, detail } = apiErrorMessage(error, t);
  return (
    <p className={css.refusal} role="alert" data-testid="process-refusal">
      {message}
      {detail ? ` ${detail}` : ''}
    </p>
  );
}

/** A time in Yerevan, with its day (the calendars are Yerevan's). */
export const dateTime = (at: string, lang: Language) => formatDate(at, lang, { dateStyle: 'full', timeStyle: 'short' });

const dayOf = (at: string, lang: Language) => formatDate(at, lang, { weekday: 'long', day: 'numeric', month: 'long' });
/** A time of day in Yerevan (24-hour digits read the same in every language; the hand-written Armenian dates have no hours alone). */
const hourFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Yerevan' });
const hourOf = (at: string) => hourFormat.format(new Date(at));
/** The Yerevan day after a slot (YYYY-MM-DD), where the next page of a calendar starts. */
const dayAfter = (at: string) => new Date(Date.parse(at) + 4 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);

interface SlotPickerProps {
  /** The calendar's page from `from` (undefined: its first page). */
  slots: (from: string | undefined) => SlotsQuery;
  legend: string;
  bookLabel: string;
  onBook: (slotAt: string) => void;
  pending: boolean;
  error: unknown;
}

/**
 * A calendar's free and taken times, by day: the person chooses one (a radio group, so the keyboard
 * moves between times) and books it. A taken time is shown but cannot be chosen.
 */
export function SlotPicker({ slots, legend, bookLabel, onBook, pending, error }: SlotPickerProps) {
  const { t, i18n } = useTranslation('lendingProcess');
  const lang = i18n.language as Language;
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  const from = pages.at(-1);
  const calendar = useQuery(slots(from));
  const [chosen, setChosen] = useState<string | null>(null);
  const name = useId();
  const byDay = new Map<string, LendingSlot[]>();
  for (const slot of calendar.data ?? []) {
    const day = dayOf(slot.at, lang);
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }
  const last = calendar.data?.at(-1);
  return (
    <form
      className={form.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onBook(chosen);
      }}
    >
      <fieldset className={css.days}>
        <legend className={form.label}>{legend}</legend>
        {calendar.isPending ? <p className={css.muted}>{t('slots.loading')}</p> : null}
        {calendar.isError ? <ActionRefusal error={calendar.error} /> : null}
        {calendar.data && calendar.data.every((slot) => !slot.available) ? <p className={css.muted}>{t('slots.none')}</p> : null}
        {[...byDay].map(([day, daySlots]) => (
          <div key={day} className={css.day} role="group" aria-label={day}>
            <span className={css.dayName} aria-hidden="true">
              {day}
            </span>
            <div className={css.times}>
              {daySlots.map((slot) => (
                <label key={slot.at} className={css.time}>
                  <input
                    type="radio"
                    name={name}
                    className={css.timeInput}
                    value={slot.at}
                    disabled={!slot.available}
                    checked={chosen === slot.at}
                    onChange={() => setChosen(slot.at)}
                    aria-label={`${day}, ${hourOf(slot.at)}${slot.available ? '' : `, ${t('slots.taken')}`}`}
                  />
                  {hourOf(slot.at)}
                </label>
              ))}
            </div>
          </div>
        ))}
      </fieldset>
      <div className={form.actions}>
        {pages.length > 1 ? (
          <button type="button" className={button.ghost} onClick={() => setPages((list) => list.slice(0, -1))}>
            {t('slots.earlier')}
          </button>
        ) : null}
        {last ? (
          <button type="button" className={button.ghost} onClick={() => setPages((list) => [...list, dayAfter(last.at)])}>
            {t('slots.later')}
          </button>
        ) : null}
      </div>
      {chosen ? <p className={css.muted}>{t('slots.chosen', { time: dateTime(chosen, lang) })}</p> : null}
      <ActionRefusal error={error} />
      <div className={form.actions}>
        <button type="submit" className={button.primary} disabled={!chosen || pending} aria-disabled={!chosen || pending}>
          {pending ? t('actions.sending') : bookLabel}
        </button>
      </div>
    </form>
  );
}

interface ConfirmProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending: boolean;
  error: unknown;
}

/** A dialog that asks before an action that cannot be undone (Radix: focus moves in, Escape closes, focus returns). */
export function ConfirmDialog({ open, onOpenChange, title, body, confirmLabel, onConfirm, pending, error }: ConfirmProps) {
  const { t } = useTranslation('lendingProcess');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={body}>
      <ActionRefusal error={error} />
      <div className={dialogCss.actions}>
        <button type="button" className={button.secondary} onClick={() => onOpenChange(false)}>
          {t('actions.keep')}
        </button>
        <button type="button" className={button.accent} onClick={onConfirm} disabled={pending} data-testid="process-confirm">
          {pending ? t('actions.sending') : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

/** A stage that waits on someone else: what happens there and who does it. */
export function Waiting({ children }: { children: ReactNode }) {
  return (
    <p className={css.waiting} role="status">
      {children}
    </p>
  );
}
