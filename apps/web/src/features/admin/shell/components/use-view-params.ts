import { useSearchParams } from 'react-router';

/**
 * A view's filters in the URL (`/admin?view=bookings&status=confirmed&page=2`):
 * bookmarkable, and the back button undoes a filter. Changing a filter goes
 * back to page 1.
 */
export function useViewParams(names: readonly string[]) {
  const [search, setSearch] = useSearchParams();
  const values = Object.fromEntries(names.map((n) => [n, search.get(n) ?? '']));
  const page = Math.max(1, Number(search.get('page')) || 1);

  const update = (changes: Record<string, string>, keepPage = false) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!keepPage) next.delete('page');
    setSearch(next);
  };

  return {
    values,
    page,
    apply: (changes: Record<string, string>) => update(changes),
    clear: () => update(Object.fromEntries(names.map((n) => [n, '']))),
    setPage: (p: number) => update({ page: p > 1 ? String(p) : '' }, true),
  };
}
