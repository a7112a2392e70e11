import { type DamageMark, damageMarkSchema, damageViews } from '@convoy/domain/contracts/counter.schema';
import { useEffect, useId, useRef, useState } from 'react';
import {
  buttonClass,
  controlClass,
  errorClass,
  hintClass,
  labelClass,
} from '../../../../components/form/form-styles';
import { counterCopy } from '../counter-copy';

const copy = counterCopy.handover.damage;

/**
 * The note of a new damage mark: where it is (the side tapped, or chosen here)
 * and what it is. Inside the check-out or check-in form, so it has no <form>
 * of its own: Enter in the note adds the mark instead of sending the form.
 */
export function DamageMarkEditor({
  start,
  onSave,
  onCancel,
}: {
  /** Where the mark goes: the point tapped, or the centre of a side. */
  start: Pick<DamageMark, 'view' | 'x' | 'y'>;
  onSave: (mark: DamageMark) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [view, setView] = useState(start.view);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const noteRef = useRef<HTMLInputElement>(null);
  useEffect(() => noteRef.current?.focus(), []);

  const save = () => {
    // Moved to another side, the mark goes to that side's centre: the point tapped was on the first.
    const point = view === start.view ? start : { x: 0.5, y: 0.5 };
    const parsed = damageMarkSchema.safeParse({ ...point, view, note });
    if (parsed.success) return onSave(parsed.data);
    setError(parsed.error.issues[0]?.message ?? null);
    noteRef.current?.focus();
  };

  return (
    <div className="space-y-3 rounded-md border border-brand-300 bg-brand-50 p-3">
      <div>
        <label htmlFor={`${id}-side`} className={labelClass}>
          {copy.side}
        </label>
        <select
          id={`${id}-side`}
          value={view}
          onChange={(e) => setView(e.target.value as DamageMark['view'])}
          className={`${controlClass} mt-1`}
        >
          {damageViews.map((v) => (
            <option key={v} value={v}>
              {counterCopy.handover.damage.views[v]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-note`} className={labelClass}>
          {copy.note}
        </label>
        <p id={`${id}-hint`} className={hintClass}>
          {copy.noteHint}
        </p>
        {error ? (
          <p id={`${id}-error`} className={errorClass}>
            {error}
          </p>
        ) : null}
        <input
          ref={noteRef}
          id={`${id}-note`}
          type="text"
          value={note}
          maxLength={200}
          autoComplete="off"
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setNote(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') onCancel();
            if (e.key !== 'Enter') return;
            e.preventDefault();
            save();
          }}
          className={`${controlClass} mt-1`}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={save} className={buttonClass.primary}>
          {copy.save}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass.secondary}>
          {copy.cancel}
        </button>
      </div>
    </div>
  );
}
