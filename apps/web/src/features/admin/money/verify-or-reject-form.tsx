import type { ReactNode } from 'react';
import type { FieldBinding } from '../../../components/form/field-binding';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { ActionForm, type ActionFormState } from '../shell/components/action-form';
import { formWords } from '../shell/components/money-words';

/** The words of a certificate review: the decision's legend and choices, the submit button for each. */
export interface ReviewWords {
  decision: string;
  decisions: { verify: string; reject: string };
  verifyButton: string;
  rejectButton: string;
}

/**
 * Staff's review of a certificate a renter or an organisation sent (tax exemption, insurance): verify or
 * reject first, then the certificate's facts as the reviewer reads them off the file (`children`), its
 * submit button saying the decision made.
 */
export function VerifyOrRejectForm({
  form,
  decision,
  rejecting,
  label,
  words,
  onCancel,
  lead,
  children,
}: {
  form: ActionFormState;
  /** The decision's field: `form.field('decision')`. */
  decision: { registration: FieldBinding; error?: string | undefined };
  /** Reject is chosen. */
  rejecting: boolean;
  label: string;
  words: ReviewWords;
  onCancel: () => void;
  /** A sentence before the decision. */
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ActionForm
      form={form}
      label={label}
      submitLabel={rejecting ? words.rejectButton : words.verifyButton}
      pendingLabel={formWords.working}
      onCancel={onCancel}
      cancelLabel={formWords.cancel}
    >
      {lead}
      <RadioGroupField
        {...decision}
        legend={words.decision}
        options={[
          { value: 'verify', label: words.decisions.verify },
          { value: 'reject', label: words.decisions.reject },
        ]}
      />
      {children}
    </ActionForm>
  );
}
