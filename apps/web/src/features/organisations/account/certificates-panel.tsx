import { usStateName } from '@convoy/domain/content/us-states';
import {
  type CertificateFields,
  certificateFieldsSchema,
  type Organisation,
} from '@convoy/domain/contracts/organisation.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CertificateUploadForm,
  certificateFileWords,
  certificateResolver,
  fileRefusal,
} from '../../../components/form/certificate-upload';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { SelectField } from '../../../components/form/select-field';
import { stateOptions } from '../../../components/form/state-options';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { formatDate } from '../../../lib/format';
import { organisationAccountQuery, type RememberedOrganisation } from '../../../lib/organisation-account';
import { uploadCertificate } from '../api/account-api';
import copy from '../copy/account.messages';
import { AccountSection, RecordList } from './account-section';

interface Values {
  state: string;
  number: string;
  expiresOn: string;
  file: FileList | null;
}

const order = ['state', 'number', 'expiresOn', 'file'] as const;

/** The upload's words, as components/form/certificate-upload.tsx takes them. */
const words = {
  ...certificateFileWords,
  uploadHeading: copy.uploadHeading(),
  uploaded: copy.uploaded(),
  upload: copy.upload(),
  uploading: copy.uploading(),
};

/** The fields checked with the API's schema, and the file by its size and type. */
const resolver = certificateResolver(
  schemaResolver(certificateFieldsSchema, (v: Values) => ({
    state: v.state,
    number: v.number,
    expiresOn: v.expiresOn,
  })),
  (parsed: CertificateFields) => parsed,
  words,
);

/** One certificate's form (POST /api/organisations/account/certificates, multipart). */
function UploadForm({ credentials }: { credentials: RememberedOrganisation }) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState(0);
  const form = useSchemaForm({
    form: { id: 'tax-certificate', name: 'Tax-exemption certificate upload' },
    resolver,
    order,
    defaultValues: { state: '', number: '', expiresOn: '', file: null },
    send: ({ fields, file }) => uploadCertificate(credentials, fields, file),
    onSent: () => {
      form.reset();
      setDone((n) => n + 1);
      void queryClient.invalidateQueries({ queryKey: organisationAccountQuery(credentials).queryKey });
    },
    failure: (error, setError) => fileRefusal(setError)(error),
  });
  const { register, err } = form;
  return (
    <CertificateUploadForm form={form} words={words} done={done > 0}>
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField
          registration={register('state')}
          label={copy.state()}
          placeholder={copy.choose()}
          options={stateOptions}
          error={err('state')}
        />
        <TextField
          registration={register('number')}
          label={copy.number()}
          autoComplete="off"
          spellCheck={false}
          error={err('number')}
        />
        <TextField
          registration={register('expiresOn')}
          label={copy.expiresOn()}
          type="date"
          error={err('expiresOn')}
        />
      </div>
    </CertificateUploadForm>
  );
}

/** The organization's tax-exemption certificates with their review, and the upload of another. */
export function CertificatesPanel({
  organisation,
  credentials,
}: {
  organisation: Organisation;
  credentials: RememberedOrganisation;
}) {
  return (
    <AccountSection id="certificates" heading={copy.certificatesHeading()}>
      <p className="text-slate-700">{copy.certificatesIntro()}</p>
      <RecordList
        items={organisation.certificates}
        empty={copy.noCertificates()}
        keyOf={(c) => c.id}
        columns={1}
      >
        {(c) => (
          <>
            <p className="text-slate-900">
              {copy.certificate({
                state: usStateName(c.state),
                number: c.number,
                expires: formatDate(c.expiresOn, 'long'),
              })}
            </p>
            <p className={c.status === 'rejected' ? 'text-red-800' : 'text-slate-700'}>
              <strong>{copy.certificateStatus({ status: c.status })}</strong>
              {c.rejectionReason ? `: ${c.rejectionReason}` : ''}
            </p>
          </>
        )}
      </RecordList>
      <UploadForm credentials={credentials} />
    </AccountSection>
  );
}
