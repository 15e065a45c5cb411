import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  listingFactsSchema,
  privateSellerRules,
  sellerFlags,
  sellerPropertyTypes,
  sellerRenovations,
  sellerUtilities,
  sellerWallTypes,
  type SellerListing,
} from '../../../api/contract/private-seller';
import type { Language } from '../../../api/contract/validation';
import { privateSellerActors } from '../../actors/private-seller.actors';
import type { ErrorText } from '../../lib/api-errors';
import { hasFailure, noFailure, schemaFailure, sendFailure, type FormFailure } from '../../lib/form-errors';
import { districtsQuery } from '../../lib/queries/catalogue.queries';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { Checkbox, FormAlert, FormMessage, TextAreaField, TextField } from '../../ui/form.view';
import { SelectField } from '../../ui/loan-forms/select-field.view';
import { PositionsMap } from '../../ui/map/positions-map.view';
import { useSellerPhoto } from './seller-photo';
import { sellerListingsKey } from './seller-listings.view';
import * as css from './seller.css';

/** The form as typed: numbers stay text until they are sent. */
interface Draft {
  deal: 'sale' | 'rent';
  type: string;
  district: string;
  address: string;
  latitude: string;
  longitude: string;
  price: string;
  area: string;
  landArea: string;
  rooms: string;
  floor: string;
  floorsTotal: string;
  ceilingHeight: string;
  wallType: string;
  renovation: string;
  parkingCount: string;
  dailyFee: string;
  minRentDays: string;
  minRentMonths: string;
  petsAllowed: boolean;
  childrenAllowed: boolean;
  flags: Record<string, boolean>;
  utilities: Record<string, boolean>;
  description: string;
}
type Field = Exclude<keyof Draft, 'flags' | 'utilities' | 'petsAllowed' | 'childrenAllowed' | 'deal'>;

const numberFields = ['latitude', 'longitude', 'price', 'area', 'landArea', 'rooms', 'floor', 'floorsTotal', 'ceilingHeight', 'parkingCount', 'dailyFee', 'minRentDays', 'minRentMonths'] as const;
const text = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '');
/** Drams read in groups of three, as the calculators show them (spaces are ignored when read back). */
const grouped = (value: unknown) => (typeof value === 'number' ? String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ') : text(value));

function draftOf(facts: Record<string, unknown> | null): Draft {
  const f = facts ?? {};
  const record = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, boolean>) : {});
  return {
    deal: f.deal === 'rent' ? 'rent' : 'sale',
    type: text(f.type) || 'apartment',
    district: text(f.district),
    address: text(f.address),
    latitude: text(f.latitude),
    longitude: text(f.longitude),
    price: grouped(f.price),
    area: text(f.area),
    landArea: text(f.landArea),
    rooms: text(f.rooms),
    floor: text(f.floor),
    floorsTotal: text(f.floorsTotal),
    ceilingHeight: text(f.ceilingHeight),
    wallType: text(f.wallType),
    renovation: text(f.renovation) || 'majorRefurbished',
    parkingCount: text(f.parkingCount),
    dailyFee: grouped(f.dailyFee),
    minRentDays: text(f.minRentDays),
    minRentMonths: text(f.minRentMonths),
    petsAllowed: f.petsAllowed === true,
    childrenAllowed: f.childrenAllowed === true,
    flags: record(f.flags),
    utilities: record(f.utilities),
    description: text(f.description),
  };
}

/** The facts to send: empty fields left out, numbers read as typed (spaces and commas of grouping ignored). */
function factsOf(draft: Draft): Record<string, unknown> {
  const facts: Record<string, unknown> = { deal: draft.deal, type: draft.type, renovation: draft.renovation, flags: draft.flags, utilities: draft.utilities };
  for (const key of ['district', 'address', 'wallType', 'description'] as const) if (draft[key].trim() !== '') facts[key] = draft[key];
  for (const key of numberFields) {
    const value = draft[key].replace(/[\s,]/g, '');
    if (value !== '') facts[key] = Number(value);
  }
  if (draft.deal === 'rent') Object.assign(facts, { petsAllowed: draft.petsAllowed, childrenAllowed: draft.childrenAllowed });
  else for (const key of ['dailyFee', 'minRentDays', 'minRentMonths'] as const) delete facts[key];
  if (draft.type !== 'apartment' && draft.type !== 'house' && draft.type !== 'townhouse') delete facts.rooms;
  return facts;
}

/** The form's fields, for the server's issues and refusals to land at. */
const formFields = Object.keys(draftOf(null));
/** Field messages say what to fix there; above the form, a line says there is something to fix. */
const withFixMessage = (found: FormFailure<string>): FormFailure<string> =>
  found.form || Object.keys(found.fields).length === 0 ? found : { ...found, form: { message: { key: 'seller:editor.fixErrors' } } };

function PhotoItem({ listingId, photoId, index, onDelete, busy }: { listingId: string; photoId: string; index: number; onDelete: () => void; busy: boolean }) {
  const { t } = useTranslation('seller');
  const src = useSellerPhoto(listingId, photoId);
  return (
    <li className={css.photo}>
      {src ? <img className={css.cover} src={src} alt={t('editor.photoAlt', { number: index + 1 })} /> : <div className={css.cover} aria-hidden="true" />}
      <button type="button" className={button.secondary} disabled={busy} onClick={onDelete}>
        {t('editor.deletePhoto', { number: index + 1 })}
      </button>
    </li>
  );
}

/** The listing's photos: png or jpeg of at most 3 MB, at most 20; uploaded once the draft is saved. */
function Photos({ listing, onChange }: { listing: SellerListing | undefined; onChange: () => Promise<unknown> }) {
  const { t } = useTranslation('seller');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<ErrorText | undefined>(undefined);
  const inputId = useId();
  if (!listing) return <p className={css.meta}>{t('editor.photosAfterSave')}</p>;
  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    setAlert(undefined);
    try {
      // One at a time: the server counts them and keeps their order.
      for (const file of Array.from(files)) await privateSellerActors.uploadPhoto(listing.id, file);
    } catch (failure) {
      setAlert(sendFailure(failure, []).form);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
      await onChange();
    }
  };
  const remove = async (photoId: string) => {
    setBusy(true);
    setAlert(undefined);
    try {
      await privateSellerActors.deletePhoto(listing.id, photoId);
    } catch (failure) {
      setAlert(sendFailure(failure, []).form);
    } finally {
      setBusy(false);
      await onChange();
    }
  };
  return (
    <div className={form.form}>
      <ul className={css.photos} data-testid="seller-photos">
        {listing.photos.map((photo, index) => (
          <PhotoItem key={photo.id} listingId={listing.id} photoId={photo.id} index={index} busy={busy} onDelete={() => void remove(photo.id)} />
        ))}
      </ul>
      <div className={form.field}>
        <label htmlFor={inputId} className={form.label}>
          {t('editor.addPhotos')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          disabled={busy || listing.photos.length >= privateSellerRules.maxPhotos}
          onChange={(event) => void upload(event.target.files)}
          aria-describedby={`${inputId}-hint`}
        />
        <div id={`${inputId}-hint`} className={form.hint}>
          {t('editor.photosHint', { max: privateSellerRules.maxPhotos, count: listing.photos.length })}
        </div>
        {busy ? <p role="status">{t('editor.uploading')}</p> : null}
        <FormAlert alert={alert} />
      </div>
    </div>
  );
}

/**
 * A private seller's listing form (spec section 3's property facts that apply to it): saved as a
 * draft at any point, sent for approval when whole. The contract's schema checks it here as on the
 * server, and the server's field issues land at their fields.
 */
export function SellerListingEditor({ listingId }: { listingId: string }) {
  const { t, i18n } = useTranslation('seller');
  const lang = i18n.language as Language;
  const navigate = useNavigate({ from: '/$lang/profile' });
  const queryClient = useQueryClient();
  const listings = useQuery({ queryKey: sellerListingsKey, queryFn: privateSellerActors.listings });
  const districts = useQuery(districtsQuery(lang));
  const existing = listingId === 'new' ? undefined : listings.data?.find((listing) => listing.id === listingId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [failure, setFailure] = useState<FormFailure<string>>(noFailure);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  if (listingId !== 'new' && !existing) return <p role="status">{listings.isPending ? t('listings.loading') : t('editor.notFound')}</p>;
  const current = draft ?? draftOf(existing?.facts ?? null);
  const seen = existing !== undefined && existing.status !== 'draft' && existing.status !== 'returned';
  const refresh = () => queryClient.invalidateQueries({ queryKey: sellerListingsKey });
  const set = (field: Field) => (value: string) => {
    setDraft({ ...current, [field]: value });
    setFailure({ ...failure, fields: { ...failure.fields, [field]: undefined } });
    setSaved(false);
  };
  const toggle = (group: 'flags' | 'utilities', key: string) => (checked: boolean) => setDraft({ ...current, [group]: { ...current[group], [key]: checked } });
  const back = () => void navigate({ search: { section: 'properties' } });

  const save = async (then: 'stay' | 'submit') => {
    const facts = factsOf(current);
    // A listing the bank has seen, or one sent for approval, must be whole: said here at once, as the server would.
    if (then === 'submit' || seen) {
      const found = schemaFailure(listingFactsSchema, facts, formFields);
      if (hasFailure(found)) {
        setFailure(withFixMessage(found));
        return;
      }
    }
    setBusy(true);
    setFailure(noFailure);
    setSaved(false);
    try {
      const saved = existing ? await privateSellerActors.save(existing.id, facts) : await privateSellerActors.create(facts);
      if (then === 'submit') await privateSellerActors.submit(saved.id);
      await refresh();
      setDraft(null);
      if (then === 'submit') {
        back();
        return;
      }
      setSaved(true);
      if (!existing) void navigate({ search: { section: 'properties', listing: saved.id } });
    } catch (error) {
      setFailure(withFixMessage(sendFailure(error, formFields)));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save('submit');
  };
  const withRooms = ['apartment', 'house', 'townhouse'].includes(current.type);
  const withFloor = current.type !== 'landPlot';
  const withLand = ['house', 'townhouse', 'landPlot'].includes(current.type);
  const rent = current.deal === 'rent';
  const position = Number(current.latitude) && Number(current.longitude) ? [{ id: 1, latitude: Number(current.latitude), longitude: Number(current.longitude), label: current.address || t('editor.position') }] : [];
  const canSubmit = !existing || existing.status === 'draft' || existing.status === 'returned' || existing.status === 'unpublished';

  return (
    <form className={css.editor} onSubmit={submit} noValidate aria-busy={busy} data-testid="seller-editor">
      <div className={css.toolbar}>
        <h3 className={css.stepTitle}>{existing ? t('editor.editTitle') : t('editor.newTitle')}</h3>
        <button type="button" className={form.linkButton} onClick={back}>
          {t('editor.back')}
        </button>
      </div>
      {existing?.returnReason ? <p className={css.reason}>{t('listings.returnReason', { reason: existing.returnReason })}</p> : null}
      {existing?.status === 'published' ? <FormMessage error={{ key: 'seller:editor.changesModerated' }} tone="info" /> : null}
      <FormAlert alert={failure.form} />
      {saved ? <FormMessage error={{ key: 'seller:editor.saved' }} tone="success" /> : null}

      <fieldset className={css.group}>
        <legend className={css.groupTitle}>{t('editor.whatTitle')}</legend>
        <div className={css.inlineChoices} role="radiogroup" aria-label={t('editor.deal')}>
          {(['sale', 'rent'] as const).map((deal) => (
            <label key={deal} className={css.choice}>
              <input type="radio" name="deal" value={deal} checked={current.deal === deal} disabled={existing?.catalogue != null} onChange={() => setDraft({ ...current, deal })} />
              <span>{t(`listings.deal.${deal}`)}</span>
            </label>
          ))}
        </div>
        <div className={css.pair}>
          <SelectField
            label={t('editor.type')}
            value={current.type}
            onValueChange={set('type')}
            error={failure.fields.type}
            options={sellerPropertyTypes.map((type) => ({ value: type, label: t(`catalogue:types.${type}`) }))}
          />
          <SelectField
            label={t('editor.renovation')}
            value={current.renovation}
            onValueChange={set('renovation')}
            error={failure.fields.renovation}
            options={sellerRenovations.map((level) => ({ value: level, label: t(`property:renovation.${level}`) }))}
          />
        </div>
        <div className={css.pair}>
          <TextField label={t(rent ? 'editor.rentPrice' : 'editor.price')} inputMode="numeric" value={current.price} onValueChange={set('price')} error={failure.fields.price} />
          <TextField label={t('editor.area')} inputMode="decimal" value={current.area} onValueChange={set('area')} error={failure.fields.area} />
          {withLand ? <TextField label={t('editor.landArea')} inputMode="decimal" value={current.landArea} onValueChange={set('landArea')} error={failure.fields.landArea} /> : null}
          {withRooms ? <TextField label={t('editor.rooms')} inputMode="numeric" value={current.rooms} onValueChange={set('rooms')} error={failure.fields.rooms} /> : null}
          {withFloor ? <TextField label={t('editor.floor')} inputMode="numeric" value={current.floor} onValueChange={set('floor')} error={failure.fields.floor} /> : null}
          {withFloor ? <TextField label={t('editor.floorsTotal')} inputMode="numeric" value={current.floorsTotal} onValueChange={set('floorsTotal')} error={failure.fields.floorsTotal} /> : null}
          {withFloor ? <TextField label={t('editor.ceilingHeight')} inputMode="decimal" value={current.ceilingHeight} onValueChange={set('ceilingHeight')} error={failure.fields.ceilingHeight} /> : null}
          <TextField label={t('editor.parkingCount')} inputMode="numeric" value={current.parkingCount} onValueChange={set('parkingCount')} error={failure.fields.parkingCount} />
          {withFloor ? (
            <SelectField
              label={t('editor.wallType')}
              value={current.wallType}
              onValueChange={set('wallType')}
              error={failure.fields.wallType}
              options={[{ value: '', label: t('editor.notSaid') }, ...sellerWallTypes.map((wall) => ({ value: wall, label: t(`property:wall.${wall}`) }))]}
            />
          ) : null}
        </div>
      </fieldset>

      {rent ? (
        <fieldset className={css.group}>
          <legend className={css.groupTitle}>{t('editor.rentTitle')}</legend>
          <div className={css.pair}>
            <TextField label={t('editor.minRentMonths')} inputMode="numeric" value={current.minRentMonths} onValueChange={set('minRentMonths')} error={failure.fields.minRentMonths} />
            <TextField label={t('editor.minRentDays')} inputMode="numeric" value={current.minRentDays} onValueChange={set('minRentDays')} error={failure.fields.minRentDays} />
            <TextField label={t('editor.dailyFee')} inputMode="numeric" value={current.dailyFee} onValueChange={set('dailyFee')} error={failure.fields.dailyFee} />
          </div>
          <Checkbox label={t('editor.petsAllowed')} checked={current.petsAllowed} onCheckedChange={(checked) => setDraft({ ...current, petsAllowed: checked })} />
          <Checkbox label={t('editor.childrenAllowed')} checked={current.childrenAllowed} onCheckedChange={(checked) => setDraft({ ...current, childrenAllowed: checked })} />
        </fieldset>
      ) : null}

      <fieldset className={css.group}>
        <legend className={css.groupTitle}>{t('editor.whereTitle')}</legend>
        <div className={css.pair}>
          <SelectField
            label={t('editor.district')}
            value={current.district}
            onValueChange={set('district')}
            error={failure.fields.district}
            options={[{ value: '', label: t('editor.chooseDistrict') }, ...(districts.data ?? []).map((district) => ({ value: district.key, label: district.name }))]}
          />
          <TextField label={t('editor.address')} autoComplete="street-address" value={current.address} onValueChange={set('address')} error={failure.fields.address} />
        </div>
        <p className={css.meta}>{t('editor.positionHint')}</p>
        <PositionsMap positions={position} label={t('editor.position')} onPick={(point) => setDraft({ ...current, latitude: String(point.latitude), longitude: String(point.longitude) })} />
        <div className={css.pair}>
          <TextField label={t('editor.latitude')} inputMode="decimal" value={current.latitude} onValueChange={set('latitude')} error={failure.fields.latitude} />
          <TextField label={t('editor.longitude')} inputMode="decimal" value={current.longitude} onValueChange={set('longitude')} error={failure.fields.longitude} />
        </div>
      </fieldset>

      <fieldset className={css.group}>
        <legend className={css.groupTitle}>{t('editor.featuresTitle')}</legend>
        <div className={css.checks}>
          {sellerFlags.map((key) => (
            <Checkbox key={key} label={t(`property:flag.${key}`)} checked={current.flags[key] === true} onCheckedChange={toggle('flags', key)} />
          ))}
          {sellerUtilities.map((key) => (
            <Checkbox key={key} label={t(`property:utility.${key}`)} checked={current.utilities[key] === true} onCheckedChange={toggle('utilities', key)} />
          ))}
        </div>
      </fieldset>

      <TextAreaField label={t('editor.description')} value={current.description} onValueChange={set('description')} error={failure.fields.description} maxLength={3000} />

      <fieldset className={css.group}>
        <legend className={css.groupTitle}>{t('editor.photosTitle')}</legend>
        <Photos
          listing={existing}
          onChange={async () => {
            setFailure(noFailure);
            await refresh();
          }}
        />
      </fieldset>

      <div className={css.stickyActions}>
        <button type="button" className={button.secondary} disabled={busy} onClick={() => void save('stay')}>
          {seen ? t('editor.saveChanges') : t('editor.saveDraft')}
        </button>
        {canSubmit ? (
          <button type="submit" className={button.primary} disabled={busy}>
            {t('editor.submit')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
