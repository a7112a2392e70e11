import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CheckboxField } from './checkbox-field';
import { ErrorSummary } from './error-summary';
import { summaryItems } from './form-errors';
import { messageSummary } from './message-summary';
import { schemaResolver } from './schema-resolver';
import { TextField } from './text-field';
import { useSubmitFeedback } from './use-submit-feedback';

const schema = z.object({
  contact: z.object({ email: z.email('Enter your e-mail address.') }),
  agree: z.literal(true, { error: 'Accept the terms.' }),
});
type Values = { contact: { email: string }; agree: boolean };
const order = ['contact.email', 'agree'];

function Form({ onValid }: { onValid: (v: unknown) => void }) {
  const feedback = useSubmitFeedback();
  const { register, handleSubmit, formState } = useForm<Values, unknown, z.output<typeof schema>>({
    defaultValues: { contact: { email: '' }, agree: false },
    resolver: schemaResolver(schema, (v: Values) => v),
    shouldFocusError: false,
  });
  const items = summaryItems(formState.errors, order, feedback.general);
  return (
    <form noValidate onSubmit={handleSubmit(onValid, () => feedback.fail())}>
      <ErrorSummary items={items} focusKey={feedback.focusKey} />
      <TextField
        registration={register('contact.email')}
        label="E-mail"
        hint="We write only about this booking."
        error={items.find((i) => i.field === 'contact.email')?.message}
      />
      <CheckboxField
        registration={register('agree')}
        label="I agree"
        error={items.find((i) => i.field === 'agree')?.message}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('form building blocks', () => {
  it('show each error beside its field, wired for assistive technology, and focus the summary', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    render(<Form onValid={(v) => (sent = v)} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = (email.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We write only about this booking.', 'Enter your e-mail address.']);
    expect(screen.getByRole('checkbox', { name: 'I agree' }).getAttribute('aria-invalid')).toBe('true');

    const summary = screen.getByRole('heading', { name: 'There is a problem' }).parentElement;
    expect(document.activeElement).toBe(summary);
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Enter your e-mail address.', '#field-contact-email'],
      ['Accept the terms.', '#field-agree'],
    ]);
    await user.click(screen.getByRole('link', { name: 'Enter your e-mail address.' }));
    expect(document.activeElement).toBe(email);

    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual({ contact: { email: 'ada@example.com' }, agree: true });
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).toBeNull();
  });

  it('lists plain messages in page order, then the general ones', () => {
    expect(messageSummary({ b: 'B wrong', a: 'A wrong' }, ['a', 'b', 'c'], ['Try later.'])).toEqual([
      { field: 'a', message: 'A wrong' },
      { field: 'b', message: 'B wrong' },
      { message: 'Try later.' },
    ]);
  });
});
