import { useRef } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import { ApiError, errorSentence } from '../../lib/api-error';
import { submissionAttempt } from '../../lib/submission-attempt';
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
 * The one form hook of the web (docs/architecture.md "Forms"): a
 * react-hook-form form checked with a domain schema (`resolver`, see
 * schemaResolver: the schema the API checks the same request with) and sent
 * through `useFormSubmit`. A failed check or send puts the error summary first
 * and gives it the focus (it links to each field); the API's field messages go
 * beside their fields. Returns react-hook-form's methods, the submit state,
 * the props of the <form> and of its <ErrorSummary>, `err(name)`, the message
 * beside a field, and `field(name)`, a field's binding and message for the
 * shared inputs.
 *
 * - `form`: the form's analytics name (SPEC §6 form events); a back-office form
 *   leaves it out and sends no event.
 * - `order`: the field names as the page shows them (the summary's order, and
 *   the fields the API's messages may name).
 * - `send(values, idempotencyKey)`: the key is the same for a retry of the same
 *   values with no definite answer (lib/submission-attempt.ts); an action that
 *   must act once (money, a booking's change) sends it, others ignore it.
 *   It resolves what the form sent, or `false` when it did not send.
 * - `onSent(sent, values)` follows a success; `failure(error, setError)` may
 *   answer a failure itself (undefined: the API's field messages and a
 *   sentence, `apiFailure`).
 * - `reValidateMode`: when a field shown wrong is checked again (react-hook-form's;
 *   the back office's forms wait for the next submit). `shouldFocusError`: a
 *   form with no error summary (a back-office card) focuses its first field in
 *   error instead.
 *
 * Outside it, by rule: the home page's trip search (features/reservation/search/),
 * plain React state through `useFormSubmit`, because react-hook-form would
 * double the script of the island it lives in (decision 011). Not yet on it:
 * the drivers' fields (features/reservation/drivers/), which live in the
 * booking flow's state (docs/architecture.md "Forms").
 */
export function useSchemaForm<Values extends FieldValues, Output, Sent = unknown>({
  form,
  resolver,
  defaultValues,
  order,
  send,
  onSent,
  failure,
  reValidateMode,
  shouldFocusError = false,
}: {
  form?: FormIdentity;
  resolver: Resolver<Values, unknown, Output>;
  defaultValues: DefaultValues<NoInfer<Values>>;
  order: readonly string[];
  send: (values: Output, idempotencyKey: string) => Promise<Sent | false>;
  onSent?: (sent: Sent, values: Output) => void;
  failure?: (error: unknown, setError: UseFormSetError<Values>) => string[] | undefined;
  reValidateMode?: 'onChange' | 'onBlur' | 'onSubmit';
  shouldFocusError?: boolean;
}) {
  const methods = useForm<Values, unknown, Output>({
    defaultValues,
    resolver,
    shouldFocusError,
    ...(reValidateMode ? { reValidateMode } : {}),
  });
  const fallback = apiFailure(methods.setError, order);
  const attempt = useRef(submissionAttempt()).current;
  const submitting = useFormSubmit({
    form,
    send: async (values: Output) => {
      const key = attempt.keyFor(values);
      try {
        const sent = await send(values, key);
        attempt.settle();
        return sent === false ? false : { sent, values };
      } catch (error) {
        attempt.settle(error);
        throw error;
      }
    },
    onSent: ({ sent, values }) => onSent?.(sent, values),
    failure: (error) => failure?.(error, methods.setError) ?? fallback(error),
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
    /** A field's binding and its message, for TextField, RadioGroupField, CheckboxField. */
    field: (name: Path<Values>) => ({ registration: methods.register(name), error: errorAt(errors, name) }),
  };
}

export type SchemaForm<Values extends FieldValues = FieldValues, Output = unknown> = ReturnType<
  typeof useSchemaForm<Values, Output, unknown>
>;
