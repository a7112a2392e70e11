import type { AdminPriceBook } from '@convoy/domain/contracts/admin-pricing.schema';
import type { FieldErrors } from '@convoy/domain/contracts/error.schema';
import { ApiError } from '../errors.ts';
import { validationError } from '../validation-error.ts';
import type { PriceBookRepository } from './price-book.repository.ts';

/** A vehicle class or a location an item names, at its field's dotted path; null names none. */
export interface Reference {
  field: string;
  kind: 'class' | 'location';
  id: string | null;
}

/** The classes and locations that exist, to check references against before a write (no 500 from a foreign key). */
export interface KnownIds {
  classes: ReadonlySet<string>;
  locations: ReadonlySet<string>;
}

/** One list of the price book the back office edits row by row (pricing-admin.service.ts lists them). */
export interface PriceBookList<Item> {
  /** What staff call one, in messages: "season", "promo code". */
  noun: string;
  /** The fields that make an item's key, in the order the path gives them; the last one names it. */
  keyFields: readonly (keyof Item & string)[];
  references?(item: Item): Reference[];
  /** False when the key is taken. */
  insert(repo: PriceBookRepository, item: Item): Promise<boolean>;
  /** False when there is no such item; throws an ApiError for a change the list refuses. */
  update(repo: PriceBookRepository, item: Item): Promise<boolean>;
  /** After an insert or an update, in the same transaction. */
  afterSave?(repo: PriceBookRepository, item: Item): Promise<void>;
  /** False when there is no such item; throws an ApiError when the item must stay. */
  remove(repo: PriceBookRepository, key: readonly string[]): Promise<boolean>;
}

/** Runs a write in one transaction, then empties the catalogue cache and answers the price book. */
export type PriceBookWrite = (
  work: (repo: PriceBookRepository, known: KnownIds) => Promise<void>,
) => Promise<AdminPriceBook>;

const messages = {
  class: 'No such vehicle class.',
  location: 'No such location.',
};

/**
 * Creates, changes and deletes the items of one list: a key that is taken is a
 * 409 on the field that names it, an unknown key a 404, a key changed by an
 * update or an unknown class or location a 400 on its field (decision 012,
 * "How the editors apply a change").
 */
export class PriceBookEditor<Item> {
  readonly #list: PriceBookList<Item>;
  readonly #write: PriceBookWrite;

  constructor(list: PriceBookList<Item>, write: PriceBookWrite) {
    this.#list = list;
    this.#write = write;
  }

  create(item: Item): Promise<AdminPriceBook> {
    const list = this.#list;
    return this.#write(async (repo, known) => {
      this.#checkReferences(item, known);
      if (!(await list.insert(repo, item))) {
        const field = list.keyFields.at(-1) as string;
        throw new ApiError(409, 'already_exists', `There is already a ${list.noun} with this ${field}.`, {
          [field]: `There is already a ${list.noun} with this ${field}.`,
        });
      }
      await list.afterSave?.(repo, item);
    });
  }

  update(key: readonly string[], item: Item): Promise<AdminPriceBook> {
    const list = this.#list;
    return this.#write(async (repo, known) => {
      const changed = list.keyFields.filter((field, i) => String(item[field]) !== key[i]);
      if (changed.length > 0) {
        const message = `This cannot change: add a new ${list.noun} instead.`;
        throw validationError(Object.fromEntries(changed.map((field) => [field, message])));
      }
      this.#checkReferences(item, known);
      if (!(await list.update(repo, item))) throw this.#notFound();
      await list.afterSave?.(repo, item);
    });
  }

  remove(key: readonly string[]): Promise<AdminPriceBook> {
    return this.#write(async (repo) => {
      if (!(await this.#list.remove(repo, key))) throw this.#notFound();
    });
  }

  #notFound(): ApiError {
    return new ApiError(404, 'not_found', `There is no such ${this.#list.noun}.`);
  }

  #checkReferences(item: Item, known: KnownIds): void {
    const fields: FieldErrors = {};
    for (const { field, kind, id } of this.#list.references?.(item) ?? []) {
      const ids = kind === 'class' ? known.classes : known.locations;
      if (id !== null && !ids.has(id)) fields[field] = messages[kind];
    }
    if (Object.keys(fields).length > 0) throw validationError(fields);
  }
}
