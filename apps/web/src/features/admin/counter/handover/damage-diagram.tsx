import { type DamageMark, damageViews } from '@convoy/domain/contracts/counter.schema';
import { type MouseEvent, useRef, useState } from 'react';
import { FieldMessages } from '../../../../components/form/field';
import { fieldIds } from '../../../../components/form/field-ids';
import { buttonClass } from '../../../../components/form/form-styles';
import { counterCopy } from '../counter-copy';
import { DamageMarkEditor } from './damage-mark-editor';
import { VanFigure } from './van-figure';

const copy = counterCopy.handover.damage;
type Start = Pick<DamageMark, 'view' | 'x' | 'y'>;

/** Where on the side's drawing the pointer was (0–1), rounded; its centre when pressed from the keyboard. */
function pointOf(view: DamageMark['view'], event: MouseEvent<HTMLButtonElement>): Start {
  const box = event.currentTarget.querySelector('svg')?.getBoundingClientRect();
  if (event.detail === 0 || !box || box.width === 0 || box.height === 0) return { view, x: 0.5, y: 0.5 };
  const share = (at: number, from: number, size: number) =>
    Math.round(Math.min(1, Math.max(0, (at - from) / size)) * 1000) / 1000;
  return { view, x: share(event.clientX, box.left, box.width), y: share(event.clientY, box.top, box.height) };
}

/**
 * The damage on a vehicle, drawn on the five sides of a van outline. Editable
 * (`onChange`): a tap on a side opens the note of a mark at that point; "Add a
 * damage mark" does the same from the keyboard (the side chosen, at its
 * centre); each mark is listed with its note and a Remove button, and every
 * change is announced. Read-only: the drawings as images and the list.
 */
export function DamageDiagram({
  name,
  marks,
  onChange,
  error,
}: {
  /** The form field the marks are (its id lets the error summary link here). */
  name: string;
  marks: readonly DamageMark[];
  onChange?: (marks: DamageMark[]) => void;
  error?: string | undefined;
}) {
  const [start, setStart] = useState<Start | null>(null);
  const [said, setSaid] = useState('');
  const addRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setStart(null);
    addRef.current?.focus();
  };
  const remove = (index: number) => {
    onChange?.(marks.filter((_, i) => i !== index));
    setSaid(copy.removed(index + 1));
    addRef.current?.focus();
  };
  const label = (m: DamageMark) => copy.item(copy.views[m.view], m.note);
  return (
    <div className="space-y-3">
      <p className="text-slate-700 text-sm">{onChange ? copy.lead : copy.readOnlyLead}</p>
      <FieldMessages name={name} error={error} />
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {damageViews.map((view) => (
          <li key={view} className="rounded-md border border-slate-200 bg-white p-1">
            {onChange ? (
              <button
                type="button"
                aria-label={copy.markOn(copy.views[view])}
                onClick={(e) => setStart(pointOf(view, e))}
                className="block min-h-11 w-full cursor-crosshair rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                <VanFigure view={view} marks={marks} />
                <span className="block text-center text-slate-700 text-sm">{copy.views[view]}</span>
              </button>
            ) : (
              <>
                <VanFigure
                  view={view}
                  marks={marks}
                  label={copy.figure(copy.views[view], marks.filter((m) => m.view === view).length)}
                />
                <span aria-hidden="true" className="block text-center text-slate-700 text-sm">
                  {copy.views[view]}
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      {onChange ? (
        <button
          ref={addRef}
          id={fieldIds(name).control}
          type="button"
          onClick={() => setStart({ view: 'left', x: 0.5, y: 0.5 })}
          className={buttonClass.secondary}
        >
          {copy.add}
        </button>
      ) : null}
      {onChange && start ? (
        <DamageMarkEditor
          key={`${start.view}-${start.x}-${start.y}`}
          start={start}
          onCancel={close}
          onSave={(mark) => {
            onChange([...marks, mark]);
            setSaid(copy.added(marks.length + 1, copy.views[mark.view], mark.note));
            close();
          }}
        />
      ) : null}
      {marks.length === 0 ? (
        <p className="text-slate-600 text-sm">{copy.none}</p>
      ) : (
        <ol className="space-y-1 text-sm">
          {marks.map((mark, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a mark's number is its place in the list
            <li key={index} className="flex flex-wrap items-center gap-x-3">
              <span className="font-bold text-red-800">{`${index + 1}.`}</span>
              <span>{label(mark)}</span>
              {onChange ? (
                <button
                  type="button"
                  aria-label={copy.removeMark(index + 1, copy.views[mark.view], mark.note)}
                  onClick={() => remove(index)}
                  className="min-h-11 min-w-11 rounded-md px-3 font-semibold text-brand-800 text-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
                >
                  {copy.remove}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </div>
  );
}
