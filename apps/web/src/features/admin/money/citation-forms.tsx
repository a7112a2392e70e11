import {
  type CitationImportResult,
  type CitationSource,
  citationImportRequestSchema,
  citationKinds,
  citationSourceRequestSchema,
} from '@convoy/domain/contracts/citation.schema';
import { hintClass, labelClass } from '../../../components/form/form-styles';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { toast } from '../../../lib/toast';
import { actionResolver } from '../shell/components/action-form';
import { FormCard } from '../shell/components/form-card';
import { citationsApi } from './api/citations-api';
import { citationsCopy as copy } from './citations-copy';

const columnFields = ['reference', 'plate', 'state', 'time', 'amount', 'agency', 'kind', 'place'] as const;
const optionalColumns = new Set<string>(['state', 'agency', 'kind', 'place']);
type SourceInputs = {
  name: string;
  agency: string;
  kind: string;
  timezone: string;
  columns: Record<(typeof columnFields)[number], string>;
};
const blankSource: SourceInputs = {
  name: '',
  agency: '',
  kind: 'toll',
  timezone: 'America/New_York',
  columns: Object.fromEntries(columnFields.map((f) => [f, ''])) as SourceInputs['columns'],
};
const sourceResolver = actionResolver(citationSourceRequestSchema, (v: SourceInputs) => ({
  ...v,
  // An optional column left empty is no column.
  columns: Object.fromEntries(Object.entries(v.columns).filter(([, header]) => header.trim() !== '')),
}));

/** A source and the header of each of its columns, saved once (decision 037). */
export function SourceForm({ onAdded }: { onAdded: (source: CitationSource) => void }) {
  const form = useSchemaForm({
    resolver: sourceResolver,
    reValidateMode: 'onSubmit',
    defaultValues: blankSource,
    order: ['name', 'agency', 'kind', 'timezone', ...columnFields.map((f) => `columns.${f}`)],
    send: (source) => citationsApi.addSource(source),
    onSent: (source) => {
      onAdded(source);
      form.reset(blankSource);
      toast.success(copy.sources.added(source.name));
    },
  });
  return (
    <FormCard
      id="citation-source-add"
      title={copy.sources.addTitle}
      lead={copy.sources.addLead}
      form={form}
      submitLabel={copy.sources.add}
      pendingLabel={copy.sources.adding}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...form.field('name')} label={copy.sources.name} autoComplete="off" />
        <TextField {...form.field('agency')} label={copy.sources.agency} autoComplete="off" />
        <SelectField
          {...form.field('kind')}
          label={copy.sources.kind}
          options={citationKinds.map((k) => ({ value: k, label: copy.kinds[k] }))}
        />
        <SelectField
          {...form.field('timezone')}
          label={copy.sources.timezone}
          options={Object.entries(copy.sources.zones).map(([value, label]) => ({ value, label }))}
        />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">{copy.sources.columns}</legend>
        {columnFields.map((f) => (
          <TextField
            key={f}
            {...form.field(`columns.${f}`)}
            label={copy.sources.columnLabel(copy.fields[f] ?? f)}
            hint={optionalColumns.has(f) ? copy.sources.optionalColumnHint : copy.sources.columnHint}
            optional={optionalColumns.has(f)}
            autoComplete="off"
          />
        ))}
      </fieldset>
    </FormCard>
  );
}

type ImportInputs = { sourceId: string; csv: string };
const importResolver = actionResolver(citationImportRequestSchema, (v: ImportInputs) => v);

/** A file of one source, uploaded or pasted: what became of each row is reported beside it. */
export function ImportForm({
  sources,
  onImported,
}: {
  sources: readonly CitationSource[];
  onImported: (result: CitationImportResult) => void;
}) {
  const blank: ImportInputs = { sourceId: '', csv: '' };
  const form = useSchemaForm({
    resolver: importResolver,
    reValidateMode: 'onSubmit',
    defaultValues: blank,
    order: ['sourceId', 'csv'],
    send: (request) => citationsApi.importFile(request),
    onSent: (result) => {
      onImported(result);
      form.setValue('csv', '');
    },
  });
  return (
    <FormCard
      id="citation-import"
      title={copy.import.title}
      lead={copy.import.lead}
      form={form}
      submitLabel={copy.import.submit}
      pendingLabel={copy.import.pending}
    >
      <SelectField
        {...form.field('sourceId')}
        label={copy.import.source}
        placeholder={copy.import.chooseSource}
        options={sources.map((s) => ({ value: s.id, label: s.name }))}
      />
      <div>
        <label htmlFor="citation-file" className={labelClass}>
          {copy.import.file}
        </label>
        <p id="citation-file-hint" className={hintClass}>
          {copy.import.fileHint}
        </p>
        <input
          id="citation-file"
          type="file"
          accept=".csv,text/csv,text/plain"
          aria-describedby="citation-file-hint"
          className="mt-1 block w-full max-w-full text-sm"
          onChange={async (event) => {
            const file = event.currentTarget.files?.[0];
            if (file) form.setValue('csv', await file.text());
          }}
        />
      </div>
      <TextareaField {...form.field('csv')} label={copy.import.csv} hint={copy.import.csvHint} rows={8} />
    </FormCard>
  );
}
