import { useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { controlClass, labelClass } from '../../../../components/form/form-styles';
import { toast } from '../../../../lib/toast';
import { type Column, DataTable } from './data-table';
import { editorCopy } from './editor-copy';
import { type EditorField, type EditorOption, itemToInputs } from './editor-fields';
import { EditorForm } from './editor-form';

/**
 * One list of a back-office editor as data (the Pricing view lists them): its
 * rows and columns, the fields of an item, the domain schema the API checks it
 * with, and the calls that save and delete an item.
 */
export interface EditorList<Item, Output> {
  /** Unique on the page: the section's anchor and the form's prefix. */
  id: string;
  title: string;
  lead: string;
  /** What one is called: "season". */
  noun: string;
  rows: readonly Item[];
  rowKey: (item: Item) => string;
  /** How a row is named on its buttons and in messages. */
  rowName: (item: Item) => string;
  columns: readonly Column<Item>[];
  fields: readonly EditorField[];
  schema: z.ZodType<Output>;
  /** A new item's values; none: nothing is added to this list. */
  blank?: Record<string, unknown>;
  /** Sends an item; `editing` is the item it changes (none: a new one). */
  save: (item: Output, editing: Item | undefined) => Promise<unknown>;
  remove?: (item: Item) => Promise<unknown>;
  /** Rows shown one value of a field at a time (taxes of one location), new ones given that value. */
  scope?: { field: string; label: string; options: readonly EditorOption[] };
}

/**
 * A list of the back office as a table with an Edit button per row, an Add
 * button, and the form of the row being edited or added below it. Saving or
 * deleting says so in a toast and brings the focus back to the list's heading.
 * `readOnly` (a role that may only read, use-staff-access.ts): the table alone.
 */
export function ListEditor<Item, Output>({
  list,
  readOnly = false,
}: {
  list: EditorList<Item, Output>;
  readOnly?: boolean;
}) {
  const [open, setOpen] = useState<{ item: Item | undefined } | null>(null);
  const [scope, setScope] = useState(list.scope?.options[0]?.value ?? '');
  const heading = useRef<HTMLHeadingElement>(null);
  const scopeId = useId();
  const field = list.scope?.field;
  const rows = field
    ? list.rows.filter((row) => (row as Record<string, unknown>)[field] === scope)
    : list.rows;
  const close = (message?: string) => {
    setOpen(null);
    if (message) toast.success(message);
    heading.current?.focus();
  };
  const editColumn: Column<Item> = {
    header: editorCopy.edit,
    cell: (row) => (
      <button
        type="button"
        onClick={() => setOpen({ item: row })}
        aria-label={editorCopy.editLabel(list.noun, list.rowName(row))}
        className="min-h-10 rounded-md px-3 font-semibold text-brand-800 text-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
      >
        {editorCopy.edit}
      </button>
    ),
  };
  const editing = open?.item;
  const name = editing === undefined ? undefined : list.rowName(editing);
  const remove = list.remove;

  return (
    <section
      id={`pricing-${list.id}`}
      aria-labelledby={`${list.id}-heading`}
      className="scroll-mt-4 space-y-3"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="max-w-3xl">
          <h3
            id={`${list.id}-heading`}
            ref={heading}
            tabIndex={-1}
            className="font-bold text-lg text-slate-900 focus:outline-none"
          >
            {list.title}
          </h3>
          <p className="text-slate-700 text-sm">{list.lead}</p>
        </div>
        {list.blank && !open && !readOnly ? (
          <button
            type="button"
            onClick={() => setOpen({ item: undefined })}
            className="min-h-11 rounded-md bg-brand-800 px-4 font-semibold text-sm text-white hover:bg-brand-900"
          >
            {editorCopy.add(list.noun)}
          </button>
        ) : null}
      </div>
      {list.scope ? (
        <div className="w-64">
          <label htmlFor={scopeId} className={`${labelClass} text-sm`}>
            {list.scope.label}
          </label>
          <select
            id={scopeId}
            value={scope}
            onChange={(event) => {
              setScope(event.target.value);
              setOpen(null);
            }}
            className={controlClass}
          >
            {list.scope.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <DataTable
        caption={list.title}
        columns={readOnly ? list.columns : [...list.columns, editColumn]}
        rows={rows}
        rowKey={list.rowKey}
        loading={false}
        empty={editorCopy.empty}
      />
      {open && !readOnly ? (
        <EditorForm
          // A new form for each item opened.
          key={editing === undefined ? 'new' : list.rowKey(editing)}
          name={list.id}
          title={name === undefined ? editorCopy.adding(list.noun) : editorCopy.editing(list.noun, name)}
          fields={list.fields}
          schema={list.schema}
          initial={itemToInputs(
            list.fields,
            (editing as Record<string, unknown> | undefined) ?? {
              ...list.blank,
              ...(field ? { [field]: scope } : {}),
            },
          )}
          editing={editing !== undefined}
          saveLabel={editorCopy.save}
          onSave={async (item) => {
            await list.save(item, editing);
            close(editorCopy.saved(list.noun, name));
          }}
          onCancel={() => close()}
          remove={
            remove && editing !== undefined && name !== undefined
              ? {
                  trigger: editorCopy.delete(list.noun),
                  title: editorCopy.deleteTitle(list.noun, name),
                  run: async () => {
                    await remove(editing);
                    close(editorCopy.deleted(list.noun, name));
                  },
                }
              : undefined
          }
        />
      ) : null}
    </section>
  );
}
