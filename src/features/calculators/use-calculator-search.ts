import { useNavigate } from '@tanstack/react-router';

/**
 * Writes a calculator's changed inputs into the URL. It replaces the history entry, so typing does
 * not fill the back button with keystrokes, and keeps the scroll where the person is.
 */
export function useSearchUpdate<TSearch extends object>(search: TSearch) {
  const navigate = useNavigate();
  return (patch: Partial<TSearch>) => {
    void navigate({ to: '.', search: { ...search, ...patch }, replace: true, resetScroll: false });
  };
}
