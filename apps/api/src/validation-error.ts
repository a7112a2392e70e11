import type { FieldErrors } from '@convoy/domain/contracts/error.schema';
import { ApiError } from './errors.ts';

/** The 400 for input that breaks a rule: `validation_failed` with a message per offending field. */
export function validationError(fields: FieldErrors): ApiError {
  const count = Object.keys(fields).length;
  const message =
    count === 1
      ? (Object.values(fields)[0] as string)
      : 'Some details need fixing. Check the highlighted fields.';
  return new ApiError(400, 'validation_failed', message, fields);
}
