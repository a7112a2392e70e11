import type { Block } from './content.types.ts';

/** Shorthands that keep long documents readable as data. */
export function p(text: string): Block {
  return { kind: 'paragraph', text };
}

export function ul(...items: string[]): Block {
  return { kind: 'list', items };
}

export function ol(...items: string[]): Block {
  return { kind: 'list', items, ordered: true };
}
