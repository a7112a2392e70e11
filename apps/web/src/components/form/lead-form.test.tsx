import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeadFormShell } from './lead-form';
import { useFormGuard } from './use-form-guard';

const sent = { heading: 'Thank you, we have your inquiry', text: 'We reply within one business day.' };

function Shell({ submissionId }: { submissionId: string | null }) {
  const guard = useFormGuard();
  const formProps = { noValidate: true, onFocus: () => {}, onSubmit: async () => {} };
  const lead = { formProps, summary: { items: [], focusKey: 0 }, guard, pending: false, submissionId };
  return (
    <LeadFormShell lead={lead} submitLabel="Send inquiry" sent={sent}>
      <p>the fields</p>
    </LeadFormShell>
  );
}

describe('LeadFormShell', () => {
  it('shows the form until the lead is stored', () => {
    render(<Shell submissionId={null} />);
    expect(screen.getByRole('button', { name: 'Send inquiry' })).toBeTruthy();
    expect(screen.getByText('the fields')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('puts the confirmation in its place once stored, focused so it is announced', () => {
    render(<Shell submissionId="L-1" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(`${sent.heading}${sent.text}`);
    expect(document.activeElement).toBe(status);
    expect(screen.queryByRole('button', { name: 'Send inquiry' })).toBeNull();
  });
});
