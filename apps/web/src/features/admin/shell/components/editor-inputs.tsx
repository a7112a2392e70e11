import type { UseFormRegister } from 'react-hook-form';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import { FieldMessages } from '../../../../components/form/field';
import { fieldIds } from '../../../../components/form/field-ids';
import { formCopy } from '../../../../components/form/form-copy';
import { controlClass, labelClass } from '../../../../components/form/form-styles';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { editorCopy } from './editor-copy';
import type { EditorField, InputValue } from './editor-fields';

// biome-ignore lint/suspicious/noExplicitAny: the editor's forms hold inputs under a name chosen at run time
type Register = UseFormRegister<any>;

/** What the keyboard on a phone offers for each kind of text input, and its type. */
const textInputs = {
  text: { type: 'text' },
  money: { type: 'text', inputMode: 'decimal' },
  percent: { type: 'text', inputMode: 'decimal' },
  count: { type: 'text', inputMode: 'numeric' },
  date: { type: 'date' },
  time: { type: 'time' },
} as const;

/** One field of an editor form, labelled, with its hint and its message. */
export function EditorInput({
  field,
  name,
  initial,
  register,
  error,
}: {
  field: EditorField;
  /** The form name: the form's prefix and the field's name. */
  name: string;
  /** What the field holds when the form opens (a select shows it from its first render). */
  initial: InputValue | undefined;
  register: Register;
  error: (path: string) => string | undefined;
}) {
  const frame = {
    label: field.label,
    error: error(name),
    optional: field.optional ?? false,
    ...(field.hint ? { hint: field.hint } : {}),
  };
  switch (field.type) {
    case 'flag':
      return <CheckboxField registration={register(name)} label={field.label} error={error(name)} />;
    case 'choice':
      return (
        <SelectField
          {...frame}
          optional={false}
          registration={register(name)}
          defaultValue={typeof initial === 'string' ? initial : ''}
          options={field.options ?? []}
          placeholder={field.none ?? formCopy.choose}
        />
      );
    case 'choices':
      return <TickList field={field} name={name} register={register} error={error} />;
    case 'counts':
      return <CountList field={field} name={name} register={register} error={error} />;
    default:
      return <TextField {...frame} registration={register(name)} {...textInputs[field.type]} />;
  }
}

/** A group of inputs, one per option of the field, under its legend. */
interface GroupProps {
  field: EditorField;
  name: string;
  register: Register;
  error: (path: string) => string | undefined;
}

/** Several ticks of one list (applies to, classes). */
function TickList({ field, name, register, error: errorAt }: GroupProps) {
  const ids = fieldIds(name);
  const error = errorAt(name);
  return (
    <fieldset aria-describedby={error ? ids.error : undefined}>
      <legend className={labelClass}>{field.label}</legend>
      <FieldMessages name={name} error={error} />
      <div className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
        {(field.options ?? []).map((option, i) => (
          <label key={option.value} className="flex min-h-11 items-center gap-3 text-slate-900">
            <input
              type="checkbox"
              value={option.value}
              // The error summary links to the list's first tick.
              id={i === 0 ? ids.control : `${ids.control}-${option.value}`}
              {...register(name)}
              className="size-5 shrink-0 accent-brand-800"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A whole number per option (stock per location), each labelled with its option. */
function CountList({ field, name, register, error }: GroupProps) {
  return (
    <fieldset>
      <legend className={labelClass}>{field.label}</legend>
      <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {(field.options ?? []).map((option) => {
          const path = `${name}.${option.value}`;
          const ids = fieldIds(path);
          const message = error(path);
          return (
            <div key={option.value}>
              <label htmlFor={ids.control} className="block text-slate-700 text-sm">
                {option.label}
              </label>
              <input
                id={ids.control}
                {...register(path)}
                inputMode="numeric"
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? ids.error : undefined}
                className={`${controlClass} mt-1 tabular-nums`}
              />
              <FieldMessages name={path} error={message} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A key field of an item being changed: shown, not editable (a new key is a new item). */
export function KeyValue({ field, value }: { field: EditorField; value: InputValue | undefined }) {
  const text = field.options?.find((o) => o.value === value)?.label ?? String(value ?? '');
  return (
    <div>
      <p className={labelClass}>{field.label}</p>
      <p className="mt-1 flex min-h-11 items-center font-mono text-slate-800">
        {text}
        <span className="sr-only"> ({editorCopy.notEditable})</span>
      </p>
    </div>
  );
}
