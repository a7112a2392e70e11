import { useRef, useState } from 'react';

/**
 * A form's list of rows (dated driver counts, an estimate's lines), each with a
 * key beside the form's values, read and written through `read` and `write`.
 * Not react-hook-form's useFieldArray: Rollup puts every used export of the
 * form library in the chunk every form page loads, and the renter's manage
 * page would carry it (decision 009's flow budget).
 */
export function useFormRows<Row>(read: () => Row[] | undefined, write: (rows: Row[]) => void, count: number) {
  const next = useRef(count);
  const [keys, setKeys] = useState(() => Array.from({ length: count }, (_, i) => i));
  const rows = () => read() ?? [];
  return {
    keys,
    append(row: Row) {
      write([...rows(), row]);
      setKeys((k) => [...k, next.current++]);
    },
    remove(index: number) {
      write(rows().filter((_, i) => i !== index));
      setKeys((k) => k.filter((_, i) => i !== index));
    },
  };
}
