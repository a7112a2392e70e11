/**
 * A bounded memo for pure functions of a string key: the least recently used
 * entry goes first once `size` is reached. Thrown errors are remembered too, so
 * a bad input costs as little the second time.
 */
export function memoize<T>(size: number, compute: (key: string) => T): (key: string) => T {
  const entries = new Map<string, { value: T } | { error: unknown }>();
  return (key) => {
    let entry = entries.get(key);
    if (entry) {
      entries.delete(key);
    } else {
      try {
        entry = { value: compute(key) };
      } catch (error) {
        entry = { error };
      }
      if (entries.size >= size) entries.delete(entries.keys().next().value as string);
    }
    entries.set(key, entry);
    if ('error' in entry) throw entry.error;
    return entry.value;
  };
}
