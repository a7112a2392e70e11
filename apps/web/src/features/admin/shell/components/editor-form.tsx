import { useEffect, useRef } from 'react';
import { type FieldErrors, get, type Resolver, set, type UseFormSetError, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../../components/dialog/confirm-dialog';
import { ErrorSummary } from '../../../../components/form/error-summary';
import { errorAt } from '../../../../components/form/form-errors';
import { buttonClass } from '../../../../components/form/form-styles';
import { SubmitButton } from '../../../../components/form/submit-button';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { ApiError, errorSentence } from '../../../../lib/api-client';
import { editorCopy } from './editor-copy';
import { type EditorField, fieldMessage, type InputValues, inputsToItem } from './editor-fields';
import { EditorInput, KeyValue } from './editor-inputs';

/** The form's values: the inputs under the form's name, so two forms on a page never share an id. */
type FormValues = Record<string, InputValues>;

/**
 * Checks the inputs with the API's own schema: the domain's messages where it
 * has them, else one said by the kind of field (editor-fields.ts).
 */
function editorResolver<Output>(
  name: string,
  fields: readonly EditorField[],
  schema: z.ZodType<Output>,
): Resolver<FormValues, unknown, Output> {
  return async (values) => {
    const result = await schema.safeParseAsync(inputsToItem(fields, values[name] ?? {}), {
      error: (issue) => fieldMessage(fields, issue),
    });
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const issue of result.error.issues) {
      const path = [name, ...issue.path.map(String)].join('.');
      if (issue.path.length > 0 && !get(errors, path))
        set(errors, path, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors };
  };
}

/** The form names of the fields in page order, counts one per option: the error summary's order. */
function fieldOrder(name: string, fields: readonly EditorField[]): string[] {
  return fields.flatMap((f) =>
    f.type === 'counts'
      ? (f.options ?? []).map((o) => `${name}.${f.name}.${o.value}`)
      : [`${name}.${f.name}`],
  );
}

/**
 * Puts the API's field messages beside their fields (a ticked list's item
 * beside its list) and returns the messages no field shows.
 */
function showServerErrors(
  error: unknown,
  name: string,
  fields: readonly EditorField[],
  setError: UseFormSetError<FormValues>,
): string[] {
  if (!(error instanceof ApiError)) return [errorSentence(error)];
  const order = fieldOrder(name, fields);
  const leftover: string[] = [];
  for (const [path, message] of Object.entries(error.fields ?? {})) {
    const list = fields.find((f) => f.type === 'choices' && path.startsWith(`${f.name}.`));
    const target = `${name}.${list ? list.name : path}`;
    if (order.includes(target)) setError(target, { type: 'server', message });
    else leftover.push(message);
  }
  return Object.keys(error.fields ?? {}).length === 0 ? [error.message] : leftover;
}

export interface EditorFormProps<Output> {
  /** Unique on the page: the prefix of the form's names and ids. */
  name: string;
  title: string;
  fields: readonly EditorField[];
  schema: z.ZodType<Output>;
  initial: InputValues;
  /** Changing an item: its key fields are shown, not editable. */
  editing: boolean;
  saveLabel: string;
  onSave: (item: Output) => Promise<unknown>;
  onCancel: () => void;
  remove?: { trigger: string; title: string; run: () => Promise<unknown> } | undefined;
}

/**
 * One item of a back-office list as a form: labelled fields, checked with the
 * API's schema before it is sent; on a failed check or save the error summary
 * takes focus and links to each field (announced), the server's messages go
 * beside their fields. Opening it moves the focus to its heading.
 */
export function EditorForm<Output>({
  name,
  title,
  fields,
  schema,
  initial,
  editing,
  saveLabel,
  onSave,
  onCancel,
  remove,
}: EditorFormProps<Output>) {
  const order = fieldOrder(name, fields);
  const form = useSchemaForm<FormValues, Output>({
    resolver: editorResolver(name, fields, schema),
    defaultValues: { [name]: initial },
    order,
    send: (item) => onSave(item),
    failure: (error, setError) => showServerErrors(error, name, fields, setError),
    reValidateMode: 'onSubmit',
  });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const flags = useWatch({ control: form.control, name }) as InputValues | undefined;
  const { errors } = form.formState;

  return (
    <form
      {...form.formProps}
      aria-labelledby={`${name}-form-heading`}
      className="space-y-4 rounded-lg border border-brand-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h4
        id={`${name}-form-heading`}
        ref={heading}
        tabIndex={-1}
        className="font-bold text-lg text-slate-900 focus:outline-none"
      >
        {title}
      </h4>
      <ErrorSummary items={form.summary.items} focusKey={form.summary.focusKey} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {fields.map((field) => {
          if (field.shownWith && flags?.[field.shownWith] !== true) return null;
          const wide = field.wide || field.type === 'choices' || field.type === 'counts';
          return (
            <div key={field.name} className={wide ? 'sm:col-span-2 lg:col-span-4' : ''}>
              {editing && field.key ? (
                <KeyValue field={field} value={initial[field.name]} />
              ) : (
                <EditorInput
                  field={field}
                  name={`${name}.${field.name}`}
                  initial={initial[field.name]}
                  register={form.register}
                  error={(path) => errorAt(errors, path)}
                />
              )}
            </div>
          );
        })}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {remove ? (
          <div className="mr-auto">
            <ConfirmDialog
              trigger={remove.trigger}
              title={remove.title}
              body={editorCopy.deleteBody}
              keep={editorCopy.keep}
              confirm={remove.trigger}
              pendingLabel={editorCopy.deleting}
              pending={false}
              onConfirm={() => {
                form.feedback.clear();
                remove
                  .run()
                  .catch((error: unknown) =>
                    form.feedback.fail(showServerErrors(error, name, fields, form.setError)),
                  );
              }}
            />
          </div>
        ) : null}
        <button type="button" onClick={onCancel} className={buttonClass.secondary}>
          {editorCopy.cancel}
        </button>
        <SubmitButton pending={form.pending} pendingLabel={editorCopy.saving}>
          {saveLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
