/**
 * Classes shared by the form controls: 16 px text (no zoom on focus in mobile
 * Safari), 44 px minimum targets (WCAG 2.5.5), a visible error state.
 */
export const controlClass =
  'block w-full min-h-11 rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700 disabled:bg-slate-100';

export const labelClass = 'block font-semibold text-slate-900';
export const hintClass = 'mt-1 text-sm text-slate-600';
export const errorClass = 'mt-1 text-sm font-semibold text-red-800';

export const buttonClass = {
  primary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-800 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-900 aria-disabled:cursor-wait aria-disabled:opacity-80',
  secondary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-white px-5 py-3 text-base font-semibold text-brand-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50',
  link: 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900',
};
