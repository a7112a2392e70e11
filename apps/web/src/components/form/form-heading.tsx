/** A form's heading (the form is labelled by its `id`) and the sentence that says what it is for. */
export function FormHeading({ id, heading, intro }: { id: string; heading: string; intro: string }) {
  return (
    <div>
      <h2 id={id} className="font-bold text-xl text-slate-900">
        {heading}
      </h2>
      <p className="mt-1 text-slate-700">{intro}</p>
    </div>
  );
}
