import { insuranceFieldsSchema } from '@convoy/domain/contracts/insurance.schema';
import { useState } from 'react';
import { CertificateUploadForm, certificateResolver, fileRefusal } from '../form/certificate-upload';
import { CheckboxField } from '../form/checkbox-field';
import { schemaResolver } from '../form/schema-resolver';
import { TextField } from '../form/text-field';
import { useSchemaForm } from '../form/use-schema-form';
import { insuranceCopy as copy } from './insurance-copy';

interface Values {
  insurer: string;
  policyNumber: string;
  validFrom: string;
  validTo: string;
  /** Whole dollars as typed ("1,000,000"); sent as cents. */
  liabilityLimitCents: string;
  coversHiredVehicles: boolean;
  file: FileList | null;
}

/** The fields as the API takes them with the file (multipart: text values). */
export type InsuranceUpload = Record<keyof Omit<Values, 'file'>, string>;

const order = [
  'insurer',
  'policyNumber',
  'validFrom',
  'validTo',
  'liabilityLimitCents',
  'coversHiredVehicles',
  'file',
] as const;

/** "$1,000,000" → "100000000" cents; anything else goes as typed, for the schema to refuse. */
function cents(dollars: string): string {
  const digits = dollars.replace(/[$,\s]/g, '');
  return /^\d{1,13}$/.test(digits) ? `${digits}00` : dollars.trim() || '';
}

const upload = (v: Values): InsuranceUpload => ({
  insurer: v.insurer,
  policyNumber: v.policyNumber,
  validFrom: v.validFrom,
  validTo: v.validTo,
  liabilityLimitCents: cents(v.liabilityLimitCents),
  coversHiredVehicles: String(v.coversHiredVehicles),
});

/** The fields checked with the API's schema, and the file by its size and type. */
const resolver = certificateResolver(
  schemaResolver(insuranceFieldsSchema, upload),
  (_, v: Values) => upload(v),
  copy,
);

/**
 * A certificate of insurance's upload (decision 023), for a booking on the
 * manage page or for an organization on its page: `send` posts it.
 */
export function InsuranceUploadForm({
  send,
  onSent,
}: {
  send: (fields: InsuranceUpload, file: File) => Promise<unknown>;
  onSent: () => void;
}) {
  const [done, setDone] = useState(0);
  const form = useSchemaForm({
    form: { id: 'insurance-certificate', name: 'Certificate of insurance upload' },
    resolver,
    order,
    defaultValues: {
      insurer: '',
      policyNumber: '',
      validFrom: '',
      validTo: '',
      liabilityLimitCents: '',
      coversHiredVehicles: false,
      file: null,
    },
    send: ({ fields, file }) => send(fields, file),
    onSent: () => {
      form.reset();
      setDone((n) => n + 1);
      onSent();
    },
    failure: (error, setError) => fileRefusal(setError)(error),
  });
  const { register, err } = form;
  return (
    <CertificateUploadForm form={form} words={copy} done={done > 0}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          registration={register('insurer')}
          label={copy.insurer}
          autoComplete="off"
          error={err('insurer')}
        />
        <TextField
          registration={register('policyNumber')}
          label={copy.policyNumber}
          autoComplete="off"
          spellCheck={false}
          error={err('policyNumber')}
        />
        <TextField
          registration={register('validFrom')}
          label={copy.validFrom}
          type="date"
          error={err('validFrom')}
        />
        <TextField
          registration={register('validTo')}
          label={copy.validTo}
          type="date"
          error={err('validTo')}
        />
        <TextField
          registration={register('liabilityLimitCents')}
          label={copy.liabilityLimit}
          hint={copy.liabilityHint}
          inputMode="numeric"
          autoComplete="off"
          error={err('liabilityLimitCents')}
        />
      </div>
      <CheckboxField
        registration={register('coversHiredVehicles')}
        label={copy.coversHiredVehicles}
        error={err('coversHiredVehicles')}
      />
    </CertificateUploadForm>
  );
}
