/** Toasts live outside React so any module (the query client's error handler) can raise one. */
export type ToastTone = 'error' | 'success' | 'info';
export interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
  /** A reference to quote to support, e.g. the request id of a technical issue. */
  detail?: string;
}

/** Spec section 9: a toast stays 2000 ms. */
export const toastDurationMs = 2000;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function showToast(toast: Omit<Toast, 'id'>, durationMs = toastDurationMs): number {
  const id = nextId++;
  toasts = [...toasts, { ...toast, id }];
  emit();
  setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => toasts,
};
