import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/dialog.view';
import { CatalogueFilters } from './catalogue-filters.view';
import type { AppliedFilters, PropertySearch } from './property-search';
import * as css from './catalogue.css';

/** How many filters are chosen, for the button that opens them. */
const chosenCount = (search: PropertySearch) =>
  search.rooms.length +
  search.types.length +
  Number(search.minPrice !== undefined || search.maxPrice !== undefined) +
  Number(search.minArea !== undefined || search.maxArea !== undefined) +
  Number(Boolean(search.district));

/** On a phone the filters wait in a sheet from the bottom, so the results fill the first screen. */
export function FilterSheet({ search, onApply }: { search: PropertySearch; onApply: (next: AppliedFilters) => void }) {
  const { t } = useTranslation('catalogue');
  const [open, setOpen] = useState(false);
  const count = chosenCount(search);
  return (
    <>
      <button type="button" className={css.sheetButton} onClick={() => setOpen(true)} data-testid="open-filters">
        <span aria-hidden="true">☰</span> {count ? t('filtersCount', { count }) : t('filtersButton')}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={t('filters')} variant="sheet">
        <CatalogueFilters
          search={search}
          layout="sheet"
          onApply={(next) => {
            setOpen(false);
            onApply(next);
          }}
        />
      </Modal>
    </>
  );
}
