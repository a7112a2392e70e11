/** Words of the back office's editors (STYLE "UI text lives in content files"). */
export const editorCopy = {
  add: (noun: string) => `Add ${noun}`,
  edit: 'Edit',
  editLabel: (noun: string, name: string) => `Edit ${noun} ${name}`,
  adding: (noun: string) => `New ${noun}`,
  editing: (noun: string, name: string) => `${capitalise(noun)}: ${name}`,
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  saved: (noun: string, name?: string) => `${capitalise(noun)}${name ? ` ${name}` : ''} saved.`,
  deleted: (noun: string, name: string) => `${capitalise(noun)} ${name} deleted.`,
  delete: (noun: string) => `Delete ${noun}`,
  deleteTitle: (noun: string, name: string) => `Delete ${noun} ${name}?`,
  deleteBody: 'New searches stop using it at once. Bookings already made keep the price they were booked at.',
  keep: 'Keep it',
  deleting: 'Deleting…',
  notEditable: 'cannot be changed',
  empty: 'None yet.',
  yes: 'Yes',
  no: 'No',
  messages: {
    money: 'Enter an amount in dollars, like 12.50.',
    percent: 'Enter a percentage from 0 to 100, like 6.25, with at most 4 decimals.',
    count: 'Enter a whole number.',
    atLeast: (n: number) => `Enter a whole number of ${n} or more.`,
    atMost: (n: number) => `Enter a whole number up to ${n}.`,
    date: 'Enter a date.',
    time: 'Enter a time like 09:30.',
    choice: 'Choose from the list.',
    required: 'Fill this in.',
    tooLong: 'This is too long.',
  },
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
