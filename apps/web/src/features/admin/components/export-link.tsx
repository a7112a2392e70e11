import { adminCopy } from '../admin-copy';

/** Downloads the list as CSV with the filters applied (a plain link: the session cookie goes along). */
export function ExportLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex min-h-10 items-center gap-2 rounded-md bg-white px-3 font-semibold text-brand-800 text-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
    >
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        aria-hidden="true"
      >
        <path d="M12 3v12m0 0 4-4m-4 4-4-4M5 21h14" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {adminCopy.filters.export}
    </a>
  );
}
