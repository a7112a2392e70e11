/** Shared look of the top bar's items, links and menu buttons alike. */
export const topItemClass =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2.5 py-2 text-[0.9375rem] font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 xl:px-3';

/** Where the full bar shows (its `lg:` classes, 1024 px) and where the Menu button does instead. */
export const desktopQuery = '(min-width: 1024px)';
export const phoneQuery = '(max-width: 1023.98px)';
