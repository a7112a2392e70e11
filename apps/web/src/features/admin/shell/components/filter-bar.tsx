import { type FormEvent, type ReactNode, useId } from 'react';
import { controlClass, labelClass } from '../../../../components/form/form-styles';
import { adminCopy } from '../admin-copy';

export interface FilterField {
  name: string;
  label: string;
  type: 'date' | 'select' | 'search';
  /** For a select: the choices, the first usually "any". */
  options?: readonly { value: string; label: string }[];
  hint?: string;
}

const compactControl = controlClass.replace('min-h-11', 'min-h-10').replace('text-base', 'text-sm');

/**
 * The filters of a list or report, as a form: applied together on submit, so
 * a half-typed date does not reload the list. Values live in the URL, so a
 * filtered view can be bookmarked and shared.
 */
export function FilterBar({
  fields,
  values,
  onApply,
  onClear,
  actions,
}: {
  fields: readonly FilterField[];
  values: Record<string, string>;
  onApply: (values: Record<string, string>) => void;
  onClear?: () => void;
  actions?: ReactNode;
}) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply(Object.fromEntries(fields.map((f) => [f.name, String(data.get(f.name) ?? '').trim()])));
  };
  return (
    <form
      // A new key when the URL changes elsewhere (a tab, back): the inputs show the URL's values.
      key={JSON.stringify(values)}
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      {fields.map((field) => {
        const inputId = `${id}-${field.name}`;
        return (
          <div key={field.name} className={field.type === 'search' ? 'min-w-56 flex-1' : 'w-40'}>
            <label htmlFor={inputId} className={`${labelClass} text-sm`}>
              {field.label}
            </label>
            {field.type === 'select' ? (
              <select
                id={inputId}
                name={field.name}
                defaultValue={values[field.name] ?? ''}
                className={compactControl}
              >
                {field.options?.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={inputId}
                name={field.name}
                type={field.type === 'date' ? 'date' : 'search'}
                defaultValue={values[field.name] ?? ''}
                placeholder={field.hint}
                className={compactControl}
              />
            )}
          </div>
        );
      })}
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="submit"
          className="min-h-10 rounded-md bg-brand-800 px-4 font-semibold text-sm text-white shadow-sm hover:bg-brand-900"
        >
          {adminCopy.filters.apply}
        </button>
        {onClear ? (
          <button
            type="button"
            onClick={onClear}
            className="min-h-10 rounded-md px-3 font-semibold text-brand-800 text-sm hover:bg-slate-50"
          >
            {adminCopy.filters.clear}
          </button>
        ) : null}
      </div>
      {actions ? <div className="ml-auto flex items-center gap-2">{actions}</div> : null}
    </form>
  );
}
