import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { isRefusal } from '../../../api/client';
import { earlyRepaymentText, type EarlyRepaymentTexts } from '../../../api/contract/calculations/loan';
import { documentCorrectionSchema, packageDataSchema, type LendingProcessAction, type LendingProcessView } from '../../../api/contract/lending-process';
import { documentTypes, type DocumentType } from '../../../api/contract/prequal';
import type { Language } from '../../../api/contract/validation';
import { formatDate, formatNumber } from '../../lib/format';
import { branchesQuery } from '../../lib/queries/branches.queries';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { RouteLink } from '../../ui/route-link.view';
import { Checkbox, TextField } from '../../ui/form.view';
import { AddToCalendar } from './calendar-link.view';
import * as css from './lending-process.css';
import { branchVisitSlotsQuery, notariesQuery, notarySlotsQuery, videoCallSlotsQuery } from './process-api';
import { panelStateOf, ProcessMachine, useProcessStep, type ProcessPanelState } from './process-machine';
import { ActionRefusal, ConfirmDialog, dateTime, SlotPicker, Waiting } from './process-parts.view';
import { PackagePanel } from './package-panel.view';
import { statusKeyFor } from '../../lib/status-for-reader';

export interface PanelProps {
  view: LendingProcessView;
}

/** Whether the chart takes this action from the reader now (the server's answer, not a rule of the screen's). */
const mayDo = (view: LendingProcessView, action: LendingProcessAction) => view.actions.some((entry) => entry.action === action && entry.allowed);
const viewerOf = (view: LendingProcessView) => view.people.find((person) => person.reader);
const otherOf = (view: LendingProcessView) => view.people.find((person) => !person.reader);

/** The message keys of a field's issues, by the field's name. */
function issuesOf(issues: v.BaseIssue<unknown>[] | undefined): Record<string, { key: string }> {
  const fields: Record<string, { key: string }> = {};
  for (const issue of issues ?? []) {
    const field = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    fields[field] ??= { key: issue.message };
  }
  return fields;
}

/** Identification with the provider's widget: open it (again after a failed try), or wait for its answer. */
function IdentificationPanel({ view }: PanelProps) {
  const { t } = useTranslation('lendingProcess');
  const me = viewerOf(view);
  const [blocked, setBlocked] = useState<string | null>(null);
  // Opened in the click, so the browser does not block it; its address follows the machine's answer.
  const widget = useRef<Window | null>(null);
  const session = ProcessMachine.useSelector((state) => state.context.session);
  const start = useProcessStep('identification.start', () => {
    if (!session) return;
    if (widget.current) widget.current.location.href = session.widgetUrl;
    else setBlocked(session.widgetUrl);
  });
  useEffect(() => {
    if (start.error) widget.current?.close();
  }, [start.error]);
  // The provider could not open a session (nothing changed): its message shows, and the button tries again.
  const providerUnavailable = isRefusal(start.error, 'LOAN_APPLICATION.IDENTIFICATION_UNAVAILABLE');
  if (!me) return null;
  const open = () => {
    widget.current = window.open('about:blank', '_blank');
    start.send({ type: 'identification.start' });
  };
  return (
    <>
      <p>{t('identification.lead')}</p>
      {me.identification === 'passed' ? (
        <p className={css.done}>{t('identification.passed')}</p>
      ) : me.identification === 'manualProcessing' ? (
        <Waiting>{t('identification.manual')}</Waiting>
      ) : me.identification === 'inProgress' ? (
        <>
          <Waiting>{t('identification.pending')}</Waiting>
          {view.identification ? (
            <a href={view.identification.widgetUrl} target="_blank" rel="noopener" className={button.secondary}>
              {t('identification.reopen')}
            </a>
          ) : null}
        </>
      ) : (
        <>
          {me.identificationTriesLeft < 3 ? <p role="status">{t('identification.failed', { left: me.identificationTriesLeft })}</p> : null}
          <ActionRefusal error={start.error} />
          <div className={form.actions}>
            <button type="button" className={button.primary} onClick={open} disabled={start.pending} data-testid="process-identify">
              {start.pending ? t('actions.sending') : providerUnavailable ? t('identification.retry') : t('identification.open')}
            </button>
          </div>
          {blocked ? (
            <a href={blocked} target="_blank" rel="noopener" className={button.secondary}>
              {t('identification.reopen')}
            </a>
          ) : null}
        </>
      )}
    </>
  );
}

/** The identification stopped for one person: they go to a branch, whose employee identifies them. */
function NotIdentifiedPanel({ view }: PanelProps) {
  const { t } = useTranslation('lendingProcess');
  const stop = view.identificationStop;
  if (!stop) return <Waiting>{t('stage.ApplicantsNotIdentificated')}</Waiting>;
  if (!stop.reader) return <Waiting>{t('notIdentified.other', { name: otherOf(view)?.name ?? '' })}</Waiting>;
  return (
    <>
      <p>{t(`notIdentified.${stop.reason}`)}</p>
      <p>{t('notIdentified.visit')}</p>
      <BranchList />
    </>
  );
}

/** The bank's Yerevan branches with their addresses and hours. */
function BranchList() {
  const { i18n } = useTranslation();
  const lang = i18n.language as Language;
  const branches = useQuery(branchesQuery(lang));
  const english = useQuery(branchesQuery('en'));
  const yerevan = new Set((english.data ?? []).filter((branch) => branch.city === 'Yerevan').map((branch) => branch.code));
  const list = (branches.data ?? []).filter((branch) => yerevan.has(branch.code));
  if (list.length === 0) return null;
  return (
    <ul className={css.people}>
      {list.map((branch) => (
        <li key={branch.code}>
          <strong>{branch.name}</strong> — {branch.address}, {branch.openingHours}, <a href={`tel:${branch.phone}`}>{branch.phone}</a>
        </li>
      ))}
    </ul>
  );
}

/** The provider read a document that differs from the authority's records: that person corrects it and identifies again. */
function DocumentMismatchPanel({ view }: PanelProps) {
  const { t } = useTranslation(['lendingProcess', 'loan']);
  const [documentType, setDocumentType] = useState<DocumentType>('passport');
  const [documentNumber, setDocumentNumber] = useState('');
  const [issues, setIssues] = useState<Record<string, { key: string }>>({});
  const correct = useProcessStep('document.correct');
  // The chart takes the correction only from the person whose document it is.
  if (!mayDo(view, 'document.correct')) return <Waiting>{t('mismatch.other', { name: otherOf(view)?.name ?? '' })}</Waiting>;
  return (
    <form
      className={form.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = v.safeParse(documentCorrectionSchema, { documentType, documentNumber });
        setIssues(issuesOf(parsed.issues));
        if (parsed.success) correct.send({ type: 'document.correct', correction: parsed.output });
      }}
    >
      <p>{t('mismatch.lead')}</p>
      <div className={form.field}>
        <label htmlFor="process-document-type" className={form.label}>
          {t('mismatch.documentType')}
        </label>
        <select id="process-document-type" className={css.select} value={documentType} onChange={(event) => setDocumentType(event.target.value as DocumentType)}>
          {documentTypes.map((type) => (
            <option key={type} value={type}>
              {t(`loan:documentTypes.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField label={t('mismatch.documentNumber')} value={documentNumber} onValueChange={setDocumentNumber} error={issues.documentNumber} autoComplete="off" />
      <ActionRefusal error={correct.error} />
      <div className={form.actions}>
        <button type="submit" className={button.primary} disabled={correct.pending}>
          {correct.pending ? t('actions.sending') : t('mismatch.submit')}
        </button>
      </div>
    </form>
  );
}

/** The video call: book a slot (or move it), then join at the booked time by its link. */
function VideoCallPanel({ view }: PanelProps) {
  const { t, i18n } = useTranslation('lendingProcess');
  const lang = i18n.language as Language;
  const me = viewerOf(view);
  const [moving, setMoving] = useState(false);
  const book = useProcessStep('onboarding.book', () => setMoving(false));
  if (!me) return null;
  if (me.identification !== 'passed') return <Waiting>{t('videoCall.notIdentified')}</Waiting>;
  if (me.onboarding === 'completed') return <p className={css.done}>{t('videoCall.completed')}</p>;
  const picker = (
    <SlotPicker
      slots={(from) => videoCallSlotsQuery(view.applicationId, from, lang, view.path.length)}
      legend={t('videoCall.choose')}
      bookLabel={view.videoCall ? t('videoCall.move') : t('videoCall.book')}
      onBook={(slotAt) => book.send({ type: 'onboarding.book', slotAt })}
      pending={book.pending}
      error={book.error}
    />
  );
  return (
    <>
      <p>{t('videoCall.lead')}</p>
      {view.videoCall ? (
        <>
          <p data-testid="process-video-call">{t('videoCall.booked', { time: dateTime(view.videoCall.slotAt, lang) })}</p>
          <AddToCalendar applicationId={view.applicationId} appointment="videoCall" slotAt={view.videoCall.slotAt} />
          <div className={form.actions}>
            {/* The call's own page: its countdown, the provider's room, and how the call went. */}
            <Link to="/$lang/loan-applications/$applicationId/process/video-call" params={{ lang, applicationId: view.applicationId }} className={button.primary} data-testid="process-video-call-join">
              {t('videoCall.join')}
            </Link>
            <button type="button" className={button.secondary} onClick={() => setMoving((value) => !value)} aria-expanded={moving}>
              {t('videoCall.moveOpen')}
            </button>
          </div>
          {moving ? picker : null}
        </>
      ) : (
        picker
      )}
    </>
  );
}

/** Spouse data: married with the spouse's consent, or not married; a spouse who does not consent ends the online process. */
function SpousePanel({ view }: PanelProps) {
  const { t } = useTranslation('lendingProcess');
  const me = viewerOf(view);
  const [married, setMarried] = useState<boolean | null>(null);
  const [consent, setConsent] = useState(false);
  const [issue, setIssue] = useState<{ key: string } | undefined>(undefined);
  const [declining, setDeclining] = useState(false);
  const provide = useProcessStep('spouseData.provide');
  const decline = useProcessStep('spouseData.decline', () => setDeclining(false));
  if (!me) return null;
  if (me.spouseDataProvided) return <Waiting>{t('spouse.done', { name: otherOf(view)?.name ?? '' })}</Waiting>;
  return (
    <form
      className={form.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (married === null) return setIssue({ key: 'validation:required' });
        if (married && !consent) return setIssue({ key: 'validation:required' });
        setIssue(undefined);
        provide.send({ type: 'spouseData.provide', data: married ? { married: true, spouseConsent: true } : { married: false } });
      }}
    >
      <p>{t('spouse.lead')}</p>
      <fieldset className={css.days}>
        <legend className={form.label}>{t('spouse.question')}</legend>
        {([true, false] as const).map((answer) => (
          <label key={String(answer)} className={form.checkboxRow}>
            <input type="radio" name="process-married" className={form.checkbox} checked={married === answer} onChange={() => setMarried(answer)} />
            {t(answer ? 'spouse.married' : 'spouse.notMarried')}
          </label>
        ))}
      </fieldset>
      {married ? <Checkbox label={t('spouse.consent')} checked={consent} onCheckedChange={setConsent} error={issue} /> : null}
      {married === null && issue ? (
        <p className={form.error} role="alert">
          {t(issue.key)}
        </p>
      ) : null}
      <ActionRefusal error={provide.error} />
      <div className={form.actions}>
        <button type="submit" className={button.primary} disabled={provide.pending}>
          {provide.pending ? t('actions.sending') : t('spouse.submit')}
        </button>
        <button type="button" className={button.ghost} onClick={() => setDeclining(true)}>
          {t('spouse.decline')}
        </button>
      </div>
      <ConfirmDialog
        open={declining}
        onOpenChange={setDeclining}
        title={t('spouse.declineDialog.title')}
        body={t('spouse.declineDialog.body')}
        confirmLabel={t('spouse.declineDialog.confirm')}
        onConfirm={() => decline.send({ type: 'spouseData.decline' })}
        pending={decline.pending}
        error={decline.error}
      />
    </form>
  );
}

const repaymentDays = Array.from({ length: 20 }, (_, index) => index + 1);

/** The contract's data: the repayment day (the main applicant only), the debit account, and the explanations read. */
function PackageDataPanel({ view }: PanelProps) {
  const { t, i18n } = useTranslation('lendingProcess');
  const lang = i18n.language as Language;
  // Written from the fee rule (api/contract/calculations/lending-rules.ts), as the contract's clause is.
  const earlyRepayment = earlyRepaymentText(
    // The templates as written (t() would fill their {{…}} itself): the sentence's parts are filled by the rule's figures.
    {
      ...(i18n.getResource(lang, 'lendingProcess', 'packageData.earlyFee') as Omit<EarlyRepaymentTexts, 'text'>),
      text: String(i18n.getResource(lang, 'lendingProcess', 'packageData.explanations.early')),
    },
    (value) => formatNumber(value, lang, { maximumFractionDigits: 2 }),
  );
  const me = viewerOf(view);
  const mainApplicant = view.repaymentDayAsked;
  const [repaymentDay, setRepaymentDay] = useState('');
  const [debitAccount, setDebitAccount] = useState('');
  const [read, setRead] = useState(false);
  const [issues, setIssues] = useState<Record<string, { key: string }>>({});
  const present = useProcessStep('packageData.present');
  if (!me) return null;
  if (me.packageDataPresented) return <Waiting>{t('packageData.done', { name: otherOf(view)?.name ?? '' })}</Waiting>;
  return (
    <form
      className={form.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const input = { repaymentDay: mainApplicant ? (repaymentDay === '' ? undefined : Number(repaymentDay)) : null, debitAccount: debitAccount.replace(/\s/g, ''), explanationsRead: read };
        const parsed = v.safeParse(packageDataSchema, input);
        const found = issuesOf(parsed.issues);
        if (mainApplicant && repaymentDay === '') found.repaymentDay = { key: 'validation:required' };
        setIssues(found);
        if (parsed.success && Object.keys(found).length === 0) present.send({ type: 'packageData.present', data: parsed.output });
      }}
    >
      <p>{t('packageData.lead')}</p>
      {mainApplicant ? (
        <div className={form.field}>
          <label htmlFor="process-repayment-day" className={form.label}>
            {t('packageData.repaymentDay')}
          </label>
          <select
            id="process-repayment-day"
            className={css.select}
            value={repaymentDay}
            onChange={(event) => setRepaymentDay(event.target.value)}
            aria-invalid={issues.repaymentDay ? true : undefined}
            aria-describedby="process-repayment-day-hint"
          >
            <option value="">{t('packageData.chooseDay')}</option>
            {repaymentDays.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </select>
          <span id="process-repayment-day-hint" className={form.hint}>
            {t('packageData.repaymentDayHint')}
          </span>
          {issues.repaymentDay ? <p className={form.error}>{t(issues.repaymentDay.key)}</p> : null}
        </div>
      ) : (
        <p className={css.muted}>{t('packageData.repaymentDayApplicant')}</p>
      )}
      <TextField label={t('packageData.debitAccount')} value={debitAccount} onValueChange={setDebitAccount} error={issues.debitAccount} inputMode="numeric" autoComplete="off" hint={t('packageData.debitAccountHint')} />
      <section className={css.explanations} aria-label={t('packageData.explanationsTitle')} tabIndex={0}>
        <p>{t('packageData.explanations.rate')}</p>
        <p>{t('packageData.explanations.schedule')}</p>
        <p data-testid="process-early-repayment">{earlyRepayment}</p>
        <p>{t('packageData.explanations.late')}</p>
        <p>{t('packageData.explanations.pledge')}</p>
      </section>
      <Checkbox label={t('packageData.explanationsRead')} checked={read} onCheckedChange={setRead} error={issues.explanationsRead} />
      <ActionRefusal error={present.error} />
      <div className={form.actions}>
        <button type="submit" className={button.primary} disabled={present.pending}>
          {present.pending ? t('actions.sending') : t('packageData.submit')}
        </button>
      </div>
    </form>
  );
}

/** The notary: the main applicant picks a notary and one of its free hours (and may move it); the co-applicant sees it. */
function NotaryPanel({ view }: PanelProps) {
  const { t, i18n } = useTranslation('lendingProcess');
  const lang = i18n.language as Language;
  const notaries = useQuery(notariesQuery(view.applicationId, lang));
  const [notaryId, setNotaryId] = useState('');
  const [moving, setMoving] = useState(false);
  const book = useProcessStep('notary.book', () => setMoving(false));
  const appointment = view.notaryAppointment;
  // The chart says whether the reader may book (or move) the notary now: the main applicant, until the notary's appointment passed.
  const movable = mayDo(view, 'notary.book');
  const chosen = notaries.data?.find((notary) => notary.id === notaryId);
  return (
    <>
      {appointment ? (
        <div data-testid="process-notary">
          <p>{t('notary.booked', { time: dateTime(appointment.slotAt, lang) })}</p>
          <AddToCalendar applicationId={view.applicationId} appointment="notary" slotAt={appointment.slotAt} />
          <p>
            <strong>{appointment.notary.name}</strong>
            {appointment.notary.address ? ` — ${appointment.notary.address}` : ''}
            {appointment.notary.phone ? (
              <>
                , <a href={`tel:${appointment.notary.phone}`}>{appointment.notary.phone}</a>
              </>
            ) : null}
          </p>
        </div>
      ) : (
        <p>{t('notary.lead')}</p>
      )}
      {!movable ? (
        appointment ? null : (
          <Waiting>{t('notary.applicantBooks')}</Waiting>
        )
      ) : !appointment || moving ? (
        <>
          <div className={form.field}>
            <label htmlFor="process-notary" className={form.label}>
              {t('notary.choose')}
            </label>
            <select id="process-notary" className={css.select} value={notaryId} onChange={(event) => setNotaryId(event.target.value)}>
              <option value="">{t('notary.chooseNone')}</option>
              {(notaries.data ?? []).map((notary) => (
                <option key={notary.id} value={notary.id}>
                  {notary.name}
                </option>
              ))}
            </select>
            {chosen ? <span className={form.hint}>{`${chosen.address}, ${chosen.phone}`}</span> : null}
          </div>
          {notaryId ? (
            <SlotPicker
              key={notaryId}
              slots={(from) => notarySlotsQuery(view.applicationId, notaryId, from)}
              legend={t('notary.chooseTime')}
              bookLabel={appointment ? t('notary.move') : t('notary.book')}
              onBook={(slotAt) => book.send({ type: 'notary.book', notaryId, slotAt })}
              pending={book.pending}
              error={book.error}
            />
          ) : null}
        </>
      ) : (
        <div className={form.actions}>
          <button type="button" className={button.secondary} onClick={() => setMoving(true)}>
            {t('notary.moveOpen')}
          </button>
        </div>
      )}
    </>
  );
}

/** A resale home: the main applicant books a visit to a Yerevan branch, where the loan is signed, with the loan's repayment day. */
function BranchVisitPanel({ view }: PanelProps) {
  const { t, i18n } = useTranslation('lendingProcess');
  const lang = i18n.language as Language;
  const branches = useQuery(branchesQuery(lang));
  const english = useQuery(branchesQuery('en'));
  const [branchCode, setBranchCode] = useState('');
  const [moving, setMoving] = useState(false);
  // The contract signed at the visit needs the repayment day: chosen with the visit (a move starts from the one given).
  const [repaymentDay, setRepaymentDay] = useState(view.repaymentDay ? String(view.repaymentDay) : '');
  const [dayIssue, setDayIssue] = useState<string | null>(null);
  const book = useProcessStep('branchVisit.book', () => setMoving(false));
  const yerevan = new Set((english.data ?? []).filter((branch) => branch.city === 'Yerevan').map((branch) => branch.code));
  const list = (branches.data ?? []).filter((branch) => yerevan.has(branch.code));
  const visit = view.branchVisit;
  return (
    <>
      {visit ? (
        <div data-testid="process-branch-visit">
          <p>{t('branchVisit.booked', { time: dateTime(visit.slotAt, lang) })}</p>
          <AddToCalendar applicationId={view.applicationId} appointment="branchVisit" slotAt={visit.slotAt} />
          <p>
            <strong>{visit.branchName}</strong>
            {visit.address ? ` — ${visit.address}` : ''}
          </p>
          {view.repaymentDay ? <p data-testid="process-branch-visit-repayment-day">{t('branchVisit.repaymentDayBooked', { day: view.repaymentDay })}</p> : null}
        </div>
      ) : (
        <p>{t('branchVisit.lead')}</p>
      )}
      {!mayDo(view, 'branchVisit.book') ? (
        visit ? null : (
          <Waiting>{t('branchVisit.applicantBooks')}</Waiting>
        )
      ) : !visit || moving ? (
        <>
          <div className={form.field}>
            <label htmlFor="process-branch" className={form.label}>
              {t('branchVisit.choose')}
            </label>
            <select id="process-branch" className={css.select} value={branchCode} onChange={(event) => setBranchCode(event.target.value)}>
              <option value="">{t('branchVisit.chooseNone')}</option>
              {list.map((branch) => (
                <option key={branch.code} value={branch.code}>
                  {`${branch.name} — ${branch.address}`}
                </option>
              ))}
            </select>
          </div>
          <div className={form.field}>
            <label htmlFor="process-branch-repayment-day" className={form.label}>
              {t('branchVisit.repaymentDay')}
            </label>
            <select
              id="process-branch-repayment-day"
              className={css.select}
              value={repaymentDay}
              onChange={(event) => {
                setRepaymentDay(event.target.value);
                setDayIssue(null);
              }}
              aria-invalid={dayIssue ? true : undefined}
              aria-describedby="process-branch-repayment-day-hint"
            >
              <option value="">{t('packageData.chooseDay')}</option>
              {repaymentDays.map((day) => (
                <option key={day} value={day}>
                  {day}
                </option>
              ))}
            </select>
            <span id="process-branch-repayment-day-hint" className={form.hint}>
              {t('branchVisit.repaymentDayHint')}
            </span>
            {dayIssue ? <p className={form.error}>{t(dayIssue)}</p> : null}
          </div>
          {branchCode ? (
            <SlotPicker
              key={branchCode}
              slots={(from) => branchVisitSlotsQuery(view.applicationId, branchCode, from)}
              legend={t('branchVisit.chooseTime')}
              bookLabel={visit ? t('branchVisit.move') : t('branchVisit.book')}
              onBook={(slotAt) => {
                // The day first: without it the contract signed at the visit has no repayment day.
                if (repaymentDay === '') {
                  setDayIssue('validation:required');
                  document.getElementById('process-branch-repayment-day')?.focus();
                  return;
                }
                book.send({ type: 'branchVisit.book', branchCode, slotAt, repaymentDay: Number(repaymentDay) });
              }}
              pending={book.pending}
              error={book.error}
            />
          ) : null}
        </>
      ) : (
        <div className={form.actions}>
          <button type="button" className={button.secondary} onClick={() => setMoving(true)}>
            {t('branchVisit.moveOpen')}
          </button>
        </div>
      )}
    </>
  );
}

/** A final status: what happened, and what the person can do now. */
function EndPanel({ view }: PanelProps) {
  const { t, i18n } = useTranslation('lendingProcess');
  const lang = i18n.language as Language;
  // Paid out: the first payment's date (the server's, from the payout's day and the repayment day chosen).
  const firstPayment = view.firstPaymentOn;
  return (
    <>
      <p data-testid="process-end">
        {firstPayment && view.repaymentDay
          ? t('end.LoanDisbursedOn', { date: formatDate(`${firstPayment}T12:00:00+04:00`, lang), day: view.repaymentDay })
          : t(`end.${view.status}`, { defaultValue: t('end.other') })}
      </p>
      <div className={form.actions}>
        <RouteLink to="profile" search={{ section: 'applications' }} className={button.secondary}>
          {t('end.account')}
        </RouteLink>
        {!view.paidOut ? (
          <RouteLink to="buildings" className={button.ghost}>
            {t('end.catalogue')}
          </RouteLink>
        ) : null}
      </div>
    </>
  );
}

/** The reader's own page of the application, as the server names it. */
const ownPages = { application: '/$lang/applications/$applicationId', coApplicantPart: '/$lang/co-applicant/$applicationId' } as const satisfies Record<LendingProcessView['ownPage'], string>;

/** Before the offer is accepted the application's own page follows it. */
function NotYetPanel({ view }: PanelProps) {
  const { t, i18n } = useTranslation('lendingProcess');
  const lang = i18n.language as Language;
  return (
    <>
      <p>{t('notYet')}</p>
      <Link to={ownPages[view.ownPage]} params={{ lang, applicationId: view.applicationId }} className={button.primary}>
        {t('openApplication')}
      </Link>
    </>
  );
}

/** A stage the bank's side works on: what it does, and who. */
const BankWait = ({ view }: PanelProps) => {
  const { t } = useTranslation('lendingProcess');
  return <Waiting>{t(`wait.${view.status}`, { defaultValue: t('wait.other') })}</Waiting>;
};

/** The machine's panel states (machines/lending-process/), each drawn by one view. */
const panels: Record<ProcessPanelState, (props: PanelProps) => React.JSX.Element | null> = {
  application: NotYetPanel,
  identification: IdentificationPanel,
  notIdentified: NotIdentifiedPanel,
  documentMismatch: DocumentMismatchPanel,
  videoCall: VideoCallPanel,
  spouseData: SpousePanel,
  contractData: PackageDataPanel,
  signing: PackagePanel,
  bankWork: BankWait,
  notary: NotaryPanel,
  branchVisit: BranchVisitPanel,
  ended: EndPanel,
};

/** The panel of the current stage, with its actions for this person. */
export function StagePanel({ view }: PanelProps) {
  const { t } = useTranslation('lendingProcess');
  // The panel the machine is on: the one the server's answer names.
  const shown = ProcessMachine.useSelector((state) => panelStateOf(state.value));
  const Panel = shown ? panels[shown] : NotYetPanel;
  return (
    <section className={css.panel} aria-labelledby="process-stage-title" data-testid="process-stage" data-status={view.status}>
      <h2 id="process-stage-title" className={css.title}>
        {t(statusKeyFor(view.status, view.role))}
      </h2>
      <Panel view={view} />
    </section>
  );
}
