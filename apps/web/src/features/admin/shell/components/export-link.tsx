import { adminCopy } from '../admin-copy';
import { DownloadIcon } from './download-icon';

/** Downloads the list as CSV with the filters applied (a plain link: the session cookie goes along). */
export function ExportLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex min-h-10 items-center gap-2 rounded-md bg-white px-3 font-semibold text-brand-800 text-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
    >
      <DownloadIcon />
      {adminCopy.filters.export}
    </a>
  );
}
