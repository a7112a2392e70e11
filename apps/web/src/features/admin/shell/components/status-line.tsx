/** What an action said: done, or why it failed. */
export interface Said {
  text: string;
  failed?: boolean;
}

/**
 * What the last action did, in a live region that is always on the page (so a
 * change is announced): "Invoice INV-2026-000012 sent again to …". A failure
 * reads in red.
 */
export function StatusLine({ said }: { said: Said | null }) {
  return (
    <p
      role="status"
      className={`min-h-5 font-semibold text-sm ${said?.failed ? 'text-red-800' : 'text-green-800'}`}
    >
      {said?.text ?? ''}
    </p>
  );
}
