/** Shared look of the top bar's items, links and menu buttons alike. */
export const topItemClass =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2.5 py-2 text-[0.9375rem] font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 xl:px-3';
