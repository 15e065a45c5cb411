import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { unwrap } from '../../../api/client';
import { staffRoles, type StaffChoices, type StaffMember, type StaffRole } from '../../../api/contract/office';
import { button } from '../../ui/button.css';
import * as formCss from '../../ui/form.css';
import { TextField } from '../../ui/form.view';
import { officeApi, officeKey, useOfficeAction } from './office-client';
import { OfficeNotice, useOfficeNotice } from './office-notice.view';
import * as css from './office.css';

type Assignment = { roles: StaffRole[]; branchCode: string | null; developerId: number | null; agencyId: number | null; storeId: number | null; notaryId: string | null };
const noAssignment: Assignment = { roles: [], branchCode: null, developerId: null, agencyId: null, storeId: null, notaryId: null };

/** The administrator's staff: who is a member with which roles, a new member, and a member's roles changed. */
export function StaffView() {
  const { t, i18n } = useTranslation('office');
  const staff = useQuery({ queryKey: [...officeKey, 'staff'], queryFn: () => unwrap(officeApi.GET('/api/office/staff')), meta: { handlesErrors: true } });
  const choices = useQuery({ queryKey: [...officeKey, 'staffChoices', i18n.language], queryFn: () => unwrap(officeApi.GET('/api/office/staff/choices')), meta: { handlesErrors: true } });
  const { notice, report: run } = useOfficeNotice();
  const create = useOfficeAction((body: Assignment & { email: string; firstName: string; lastName: string }) => unwrap(officeApi.POST('/api/office/staff', { body })));
  const update = useOfficeAction((input: { userId: string; body: Assignment }) => unwrap(officeApi.PUT('/api/office/staff/{userId}', { params: { path: { userId: input.userId } }, body: input.body })));
  return (
    <>
      <OfficeNotice notice={notice} />
      {choices.data ? <NewMember choices={choices.data} busy={create.isPending} onCreate={(body) => run(create.mutateAsync(body), t('staff.created', { email: body.email }))} /> : null}
      <section className={css.panel} aria-labelledby="staff-title">
        <h2 id="staff-title">{t('staff.title')}</h2>
        <ul className={css.list} data-testid="staff-list">
          {staff.data?.map((member) =>
            choices.data ? <MemberRow key={member.userId} member={member} choices={choices.data} busy={update.isPending} onSave={(body) => run(update.mutateAsync({ userId: member.userId, body }), t('staff.saved'))} /> : null,
          )}
        </ul>
      </section>
    </>
  );
}

function NewMember({ choices, busy, onCreate }: { choices: StaffChoices; busy: boolean; onCreate: (body: Assignment & { email: string; firstName: string; lastName: string }) => void }) {
  const { t } = useTranslation('office');
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [assignment, setAssignment] = useState<Assignment>(noAssignment);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreate({ email: email.trim(), firstName: firstName.trim(), lastName: lastName.trim(), ...assignment });
  };
  return (
    <section className={css.panel} aria-labelledby="new-member-title">
      <h2 id="new-member-title">{t('staff.newTitle')}</h2>
      <p className={css.muted}>{t('staff.newLead')}</p>
      <form method="post" className={formCss.form} onSubmit={submit} noValidate>
        <div className={css.columns}>
          <TextField label={t('staff.email')} type="email" value={email} onValueChange={setEmail} autoComplete="off" />
          <TextField label={t('staff.firstName')} value={firstName} onValueChange={setFirstName} autoComplete="off" />
          <TextField label={t('staff.lastName')} value={lastName} onValueChange={setLastName} autoComplete="off" />
        </div>
        <AssignmentFields idPrefix="new" choices={choices} value={assignment} onChange={setAssignment} />
        <p>
          <button type="submit" className={button.primary} disabled={busy}>
            {t('staff.create')}
          </button>
        </p>
      </form>
    </section>
  );
}

function MemberRow({ member, choices, busy, onSave }: { member: StaffMember; choices: StaffChoices; busy: boolean; onSave: (body: Assignment) => void }) {
  const { t } = useTranslation('office');
  const [editing, setEditing] = useState(false);
  const [assignment, setAssignment] = useState<Assignment>({ roles: member.roles, branchCode: member.branchCode, developerId: member.developerId, agencyId: member.agencyId, storeId: member.storeId, notaryId: member.notaryId });
  const save = (event: FormEvent) => {
    event.preventDefault();
    onSave(assignment);
    setEditing(false);
  };
  return (
    <li className={css.row} data-testid="staff-member">
      <div>
        <p className={css.rowTitle}>
          {member.firstName} {member.lastName} · {member.email}
        </p>
        <p className={css.muted}>
          {member.roles.length > 0 ? member.roles.map((role) => t(`roles.${role}`)).join(', ') : t('staff.noRoles')} · {member.secondFactorConfirmed ? t('staff.enrolled') : t('staff.notEnrolled')}
        </p>
        {editing ? (
          <form method="post" className={formCss.form} onSubmit={save}>
            <AssignmentFields idPrefix={member.userId} choices={choices} value={assignment} onChange={setAssignment} />
            <p className={formCss.actions}>
              <button type="submit" className={button.primary} disabled={busy}>
                {t('staff.save')}
              </button>
              <button type="button" className={button.ghost} onClick={() => setEditing(false)}>
                {t('staff.cancel')}
              </button>
            </p>
          </form>
        ) : null}
      </div>
      {editing ? null : (
        <button type="button" className={button.secondary} onClick={() => setEditing(true)} aria-label={t('staff.editNamed', { name: `${member.firstName} ${member.lastName}` })}>
          {t('staff.edit')}
        </button>
      )}
    </li>
  );
}

/** The roles, and for the roles that need one, whose the member is: a branch, a developer, an agency or a partner store, a notary office. */
function AssignmentFields({ idPrefix, choices, value, onChange }: { idPrefix: string; choices: StaffChoices; value: Assignment; onChange: (value: Assignment) => void }) {
  const { t } = useTranslation('office');
  const has = (role: StaffRole) => value.roles.includes(role);
  const toggle = (role: StaffRole, on: boolean) => onChange({ ...value, roles: on ? [...value.roles, role] : value.roles.filter((held) => held !== role) });
  const company = value.developerId !== null ? `developer:${value.developerId}` : value.agencyId !== null ? `agency:${value.agencyId}` : value.storeId !== null ? `store:${value.storeId}` : '';
  const setCompany = (choice: string) => {
    const [kind, id] = choice.split(':');
    onChange({ ...value, developerId: kind === 'developer' ? Number(id) : null, agencyId: kind === 'agency' ? Number(id) : null, storeId: kind === 'store' ? Number(id) : null });
  };
  return (
    <>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t('staff.roles')}</legend>
        {staffRoles.map((role) => (
          <label key={role} className={formCss.checkboxRow}>
            <input type="checkbox" className={formCss.checkbox} checked={has(role)} onChange={(event) => toggle(role, event.target.checked)} />
            <span className={css.capitalized}>{t(`roles.${role}`)}</span>
          </label>
        ))}
      </fieldset>
      {has('creditOfficer') ? (
        <p>
          <label htmlFor={`${idPrefix}-branch`}>{t('staff.branch')}</label>{' '}
          <select id={`${idPrefix}-branch`} className={css.select} value={value.branchCode ?? ''} onChange={(event) => onChange({ ...value, branchCode: event.target.value || null })}>
            <option value="">{t('staff.choose')}</option>
            {choices.branches.map((branch) => (
              <option key={branch.code} value={branch.code}>
                {branch.name}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      {has('partner') ? (
        <p>
          <label htmlFor={`${idPrefix}-company`}>{t('staff.company')}</label>{' '}
          <select id={`${idPrefix}-company`} className={css.select} value={company} onChange={(event) => setCompany(event.target.value)}>
            <option value="">{t('staff.choose')}</option>
            <optgroup label={t('staff.developers')}>
              {choices.developers.map((developer) => (
                <option key={developer.id} value={`developer:${developer.id}`}>
                  {developer.name}
                </option>
              ))}
            </optgroup>
            <optgroup label={t('staff.agencies')}>
              {choices.agencies.map((agency) => (
                <option key={agency.id} value={`agency:${agency.id}`}>
                  {agency.name}
                </option>
              ))}
            </optgroup>
            <optgroup label={t('staff.stores')}>
              {choices.stores.map((store) => (
                <option key={store.id} value={`store:${store.id}`}>
                  {store.name}
                </option>
              ))}
            </optgroup>
          </select>
        </p>
      ) : null}
      {has('notary') ? (
        <p>
          <label htmlFor={`${idPrefix}-notary`}>{t('staff.notaryOffice')}</label>{' '}
          <select id={`${idPrefix}-notary`} className={css.select} value={value.notaryId ?? ''} onChange={(event) => onChange({ ...value, notaryId: event.target.value || null })}>
            <option value="">{t('staff.choose')}</option>
            {choices.notaries.map((office) => (
              <option key={office.id} value={office.id}>
                {office.name}
              </option>
            ))}
          </select>
        </p>
      ) : null}
    </>
  );
}
