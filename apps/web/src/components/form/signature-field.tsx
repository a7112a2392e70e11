import { useEffect, useId, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';
import { FieldMessages } from './field';
import { fieldIds } from './field-ids';
import { buttonClass, labelClass } from './form-styles';

/** What the signature box says: its label, how to sign, its accessible name and its states. */
export interface SignatureWords {
  signature: string;
  signatureHint: string;
  signatureBox: string;
  signed: string;
  notSigned: string;
  signatureLoading: string;
  clearSignature: string;
}

/**
 * A signature drawn with a finger, a stylus or the mouse on a canvas with
 * signature_pad (loaded only here, so a page's first load does not carry it):
 * the counter's check-out and a driver's acknowledgement. `onChange` gets
 * the drawing as a PNG data URL after each stroke, and '' once cleared. The
 * canvas is sized to its box at the screen's pixel ratio, so the line stays
 * sharp on a tablet; a resize keeps what was drawn.
 */
export function SignatureField({
  name,
  words: copy,
  onChange,
  error,
}: {
  name: string;
  words: SignatureWords;
  onChange: (dataUrl: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const changeRef = useRef(onChange);
  changeRef.current = onChange;
  const [signed, setSigned] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let gone = false;
    const fit = () => {
      const canvas = canvasRef.current;
      const pad = padRef.current;
      if (!canvas || !pad) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.fromData(strokes);
    };
    void import('signature_pad').then(({ default: Pad }) => {
      const canvas = canvasRef.current;
      if (gone || !canvas) return;
      const pad = new Pad(canvas, { penColor: '#0f172a', backgroundColor: 'rgb(255,255,255)' });
      pad.addEventListener('endStroke', () => {
        setSigned(true);
        changeRef.current(pad.toDataURL('image/png'));
      });
      padRef.current = pad;
      fit();
      setReady(true);
    });
    window.addEventListener('resize', fit);
    return () => {
      gone = true;
      window.removeEventListener('resize', fit);
      padRef.current?.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    setSigned(false);
    onChange('');
  };
  const ids = fieldIds(name);
  return (
    <div>
      <p className={labelClass}>{copy.signature}</p>
      <FieldMessages name={name} hint={copy.signatureHint} error={error} />
      <canvas
        ref={canvasRef}
        id={ids.control}
        tabIndex={-1}
        role="img"
        aria-label={copy.signatureBox}
        aria-describedby={[ids.hint, error ? ids.error : null, `${id}-state`].filter(Boolean).join(' ')}
        className={`mt-2 block h-56 w-full max-w-2xl touch-none rounded-md border-2 bg-white ${error ? 'border-red-700' : 'border-slate-400'}`}
      />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button type="button" onClick={clear} className={buttonClass.secondary}>
          {copy.clearSignature}
        </button>
        <p id={`${id}-state`} aria-live="polite" className="text-slate-700 text-sm">
          {!ready ? copy.signatureLoading : signed ? copy.signed : copy.notSigned}
        </p>
      </div>
    </div>
  );
}
