import { Fragment, type ReactNode, useState } from 'react';

/**
 * A list whose items each open a form in place, one open at a time: opening one closes the other
 * (certificates under review). `item` draws an item, told whether it is open and how to open or close it.
 */
export function OneOpenList<T extends { id: string }>({
  items,
  item,
}: {
  items: readonly T[];
  item: (it: T, open: boolean, setOpen: (open: boolean) => void) => ReactNode;
}) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <ul className="space-y-3">
      {items.map((it) => (
        <Fragment key={it.id}>
          {item(it, open === it.id, (opened) => setOpen(opened ? it.id : null))}
        </Fragment>
      ))}
    </ul>
  );
}
