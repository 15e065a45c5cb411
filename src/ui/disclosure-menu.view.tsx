import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import * as css from './disclosure-menu.css';

interface DisclosureMenuProps {
  label: ReactNode;
  /** Renders the panel; call `close` when an item is chosen. */
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  buttonClassName?: string;
  'data-testid'?: string;
}

/**
 * A button that shows a panel of links (the disclosure pattern): Escape or a click outside closes it
 * and focus returns to the button.
 */
export function DisclosureMenu({ label, children, align = 'start', buttonClassName, ...rest }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={css.root} ref={root} data-testid={rest['data-testid']}>
      <button
        ref={button}
        type="button"
        className={buttonClassName ?? css.button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span className={css.chevron} aria-hidden="true">
          ▾
        </span>
      </button>
      <div id={panelId} className={css.panel[align]} hidden={!open}>
        {children(() => setOpen(false))}
      </div>
    </div>
  );
}
