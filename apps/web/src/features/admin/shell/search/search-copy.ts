/**
 * The back office's global search (decision 042): its box, shortcut and answers. Its accessible names leave
 * out the word "search": the lists' own search boxes are labeled "Search", and tests find them by that.
 */
export const searchCopy = {
  label: 'Find in the back office',
  placeholder: 'Find anything (press /)',
  hint: 'Booking code, name, e-mail, phone, plate, fleet number, VIN, invoice number or organisation',
  results: 'Results',
  searching: 'Searching…',
  noResults: (q: string) => `No results for “${q}”.`,
  found: (n: number) => (n === 1 ? '1 result' : `${n} results`),
};
