import type { ReactNode } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorSummary } from '../../../../components/form/error-summary';
import { buttonClass } from '../../../../components/form/form-styles';
import { schemaResolver } from '../../../../components/form/schema-resolver';
import { SubmitButton } from '../../../../components/form/submit-button';
import type { SchemaForm } from '../../../../components/form/use-schema-form';
import { AdminDialog } from './admin-dialog';

/**
 * The resolver of a staff action as a form (record a bank transfer, refund,
 * decide terms, the payment settings, check-out and check-in; the sign-in), for
 * useSchemaForm: the domain schema the API checks the request with. Each input
 * is named as the request's field, so the API's field messages go beside it;
 * `prepare` turns what was typed (dollars, whole numbers) into the request.
 * `say` words a field's message for what the form asks (dollars where the
 * schema counts cents).
 */
export function actionResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  prepare: (values: Values) => unknown,
  say: Partial<Record<string, string>> = {},
): Resolver<Values, unknown, z.output<Schema>> {
  return worded(schemaResolver(schema, prepare), say);
}

/** What ActionForm draws of a useSchemaForm form. */
export type ActionFormState = Pick<SchemaForm, 'formProps' | 'pending' | 'summary'>;

/** The schema's messages, with those of the fields in `say` worded for this form. */
function worded<Values extends FieldValues, Output>(
  resolver: Resolver<Values, unknown, Output>,
  say: Partial<Record<string, string>>,
): Resolver<Values, unknown, Output> {
  return async (...args) => {
    const result = await resolver(...args);
    for (const [field, message] of Object.entries(say)) {
      // A dotted name reaches into nested errors (vehicles.0.damageCents).
      let error: unknown = result.errors;
      for (const key of field.split('.')) error = (error as Record<string, unknown> | undefined)?.[key];
      const found = error as { type?: string; message?: string } | undefined;
      if (found && message && found.type !== 'custom') found.message = message;
    }
    return result;
  };
}

/**
 * The frame of an action form: labelled by `label`, its heading, the error summary, the
 * fields, then another action (`aside`), Cancel (when it can be closed) and
 * the submit button.
 */
export function ActionForm({
  form,
  label,
  submitLabel,
  pendingLabel,
  onCancel,
  cancelLabel,
  heading,
  aside,
  children,
}: {
  form: ActionFormState;
  label: string;
  submitLabel: string;
  pendingLabel: string;
  onCancel?: () => void;
  cancelLabel?: string;
  /** Its heading, above the error summary (whose heading is a level 2: axe heading-order). */
  heading?: ReactNode;
  /** Another action, first in the row of buttons (Decline beside Approve). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form {...form.formProps} aria-label={label} className="space-y-4">
      {heading}
      <ErrorSummary items={form.summary.items} focusKey={form.summary.focusKey} />
      {children}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {aside ? <div className="mr-auto">{aside}</div> : null}
        {onCancel ? (
          <button type="button" onClick={onCancel} className={buttonClass.secondary}>
            {cancelLabel}
          </button>
        ) : null}
        <SubmitButton pending={form.pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * An action form in a narrow dialog a row opens (record a bank transfer,
 * capture, refund): the dialog's title and lead, then the form. Closing it
 * gives the focus back to the row's button.
 */
export function FormDialog({
  title,
  lead,
  onClose,
  ...form
}: { title: string; lead: string; onClose: () => void } & Parameters<typeof ActionForm>[0]) {
  return (
    <AdminDialog title={title} description={lead} onClose={onClose} size="narrow">
      <div className="mt-4">
        <ActionForm {...form} />
      </div>
    </AdminDialog>
  );
}
