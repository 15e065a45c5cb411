import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './modal-content.view';

// Radix's dialog (focus trap, scroll lock, about 13 KB gzip) loads when a modal first opens, not with the page.
const ModalContent = lazy(() => import('./modal-content.view').then((module) => ({ default: module.ModalContent })));

/** Every modal of the product: nothing until it first opens, then Radix's dialog (./modal-content.view). */
export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open);
  // React's "state from props during render": once opened, the modal stays mounted so Radix can close it.
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalContent {...props} />
    </Suspense>
  );
}
