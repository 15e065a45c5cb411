import { Link } from '@tanstack/react-router';
import { visuallyHidden } from './layout.css';
import * as css from './filter-chips.css';

export interface FilterChip {
  key: string | number;
  name: string;
  count: number;
  chosen: boolean;
  /** The page's search once this chip is clicked (chosen, it is dropped; else added). */
  search: Record<string, unknown>;
}

/**
 * Chips that filter a list by any of the chosen values (the blog's tags, the partners' sectors): each a
 * link to the same page with its search, so the choice is in the address and the back button undoes it.
 */
export function FilterChips({ label, chosenLabel, chips, testId }: { label: string; chosenLabel: string; chips: readonly FilterChip[]; testId: string }) {
  return (
    <nav aria-label={label}>
      <ul className={css.chips}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link to="." search={chip.search as never} className={css.chip} aria-current={chip.chosen ? 'true' : undefined} data-testid={testId}>
              {chip.chosen ? <span aria-hidden="true">✓ </span> : null}
              {chip.name}
              <span className={css.count}> {chip.count}</span>
              {chip.chosen ? <span className={visuallyHidden}> ({chosenLabel})</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
