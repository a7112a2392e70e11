import { adminCopy } from '../admin-copy';

const pagerButton =
  'min-h-10 rounded-md px-3 font-semibold text-sm text-brand-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent';

/** Previous / next with where we are; hidden when everything fits on one page. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-600" aria-live="polite">
        {adminCopy.table.page(Math.min(page, pages), pages, total)}
      </p>
      {pages > 1 ? (
        <div className="flex gap-2">
          <button type="button" className={pagerButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {adminCopy.table.previous}
          </button>
          <button
            type="button"
            className={pagerButton}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {adminCopy.table.next}
          </button>
        </div>
      ) : null}
    </nav>
  );
}
