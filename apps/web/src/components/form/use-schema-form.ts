import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import { ApiError, errorSentence } from '../../lib/api-error';
import { applyApiFieldErrors, errorAt, summaryItems } from './form-errors';
import type { LazyResolver } from './schema-resolver';
import { type FormIdentity, useFormSubmit } from './use-form-submit';

/**
 * The summary's messages for a failed send: the API's field messages beside
 * their fields (`fields`: the form's field names), the rest and any other
 * failure as sentences.
 */
export function apiFailure<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fields: readonly string[],
): (error: unknown) => string[] {
  return (error) =>
    error instanceof ApiError ? applyApiFieldErrors(error, setError, fields) : [errorSentence(error)];
}

/**
 * A react-hook-form form checked with a domain schema (`resolver`, see
 * schemaResolver) and sent through `useFormSubmit`: the error summary, not the
 * first field, takes focus on a failed check (it links to each field). Returns
 * react-hook-form's methods, the submit state, the props of the <form> and of
 * its <ErrorSummary>, and `err(name)`, the message beside a field.
 *
 * `order` lists the field names as the page shows them (the summary's order);
 * `send` and `onSent` as in useFormSubmit; `failure` may answer a failure itself (undefined: the API's field messages
 * and a sentence, `apiFailure`).
 */
export function useSchemaForm<Values extends FieldValues, Output, Sent = unknown>({
  form,
  resolver,
  defaultValues,
  order,
  send,
  onSent,
  failure,
}: {
  form: FormIdentity;
  resolver: Resolver<Values, unknown, Output>;
  defaultValues: DefaultValues<Values>;
  order: readonly string[];
  send: (values: Output) => Promise<Sent | false>;
  onSent?: (sent: Sent) => void;
  failure?: (error: unknown) => string[] | undefined;
}) {
  const methods = useForm<Values, unknown, Output>({ defaultValues, resolver, shouldFocusError: false });
  const fallback = apiFailure(methods.setError, order);
  const submitting = useFormSubmit({
    form,
    send,
    onSent,
    failure: (error) => failure?.(error) ?? fallback(error),
  });
  const { errors } = methods.formState;
  return {
    ...methods,
    ...submitting,
    formProps: {
      noValidate: true,
      onFocus: () => {
        // A lazily loaded schema (lazySchemaResolver) loads once the visitor starts on the form.
        (resolver as Partial<LazyResolver<Values, Output>>).preload?.();
        submitting.onFocus();
      },
      onSubmit: methods.handleSubmit(
        (values) => submitting.submit(values),
        () => submitting.feedback.fail(),
      ),
    },
    summary: {
      items: summaryItems(errors, order, submitting.feedback.general),
      focusKey: submitting.feedback.focusKey,
    },
    err: (name: string) => errorAt(errors, name),
  };
}

export type SchemaForm<Values extends FieldValues = FieldValues, Output = unknown> = ReturnType<
  typeof useSchemaForm<Values, Output, unknown>
>;
