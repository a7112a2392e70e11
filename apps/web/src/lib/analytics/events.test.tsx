import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { dataLayerCommands } from './data-layer';
import { installLinkTracking } from './link-tracking';
import { trackException } from './track';
import { useFormAnalytics } from './use-form-analytics';

const events = () => dataLayerCommands().filter((c) => c[0] === 'event');

beforeEach(() => {
  window.dataLayer = [];
});

function QuoteForm() {
  const analytics = useFormAnalytics('quote', 'Quote request');
  return (
    <form
      aria-label="Quote"
      onFocus={analytics.onFocus}
      onSubmit={(e) => {
        e.preventDefault();
        analytics.trackSubmit();
      }}
    >
      <label>
        Name <input />
      </label>
      <label>
        E-mail <input />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

describe('form_start and form_submit (SPEC §3)', () => {
  it('fires form_start once on the first focus and form_submit on submission', () => {
    render(<QuoteForm />);
    fireEvent.focus(screen.getByLabelText('Name'));
    fireEvent.focus(screen.getByLabelText('E-mail'));
    fireEvent.submit(screen.getByRole('form', { name: 'Quote' }));
    expect(events()).toEqual([
      ['event', 'form_start', { form_id: 'quote', form_name: 'Quote request' }],
      ['event', 'form_submit', { form_id: 'quote', form_name: 'Quote request' }],
    ]);
  });
});

describe('click and file_download (SPEC §3)', () => {
  it('reports outbound links, phone links and documents, not links within the site', () => {
    installLinkTracking();
    render(
      <nav>
        <a href="https://www.facebook.com/convoy">Facebook</a>
        <a href="tel:+16175550100">Call us</a>
        <a href="/files/rental-agreement.PDF">Rental agreement</a>
        <a href="/contact">Contact</a>
      </nav>,
    );
    for (const name of ['Facebook', 'Call us', 'Rental agreement', 'Contact']) {
      const link = screen.getByRole('link', { name });
      link.addEventListener('click', (e) => e.preventDefault());
      act(() => link.click());
    }
    expect(events()).toEqual([
      [
        'event',
        'click',
        {
          link_url: 'https://www.facebook.com/convoy',
          link_domain: 'www.facebook.com',
          link_text: 'Facebook',
          outbound: true,
        },
      ],
      ['event', 'click', { link_url: 'tel:+16175550100', link_text: 'Call us', outbound: false }],
      [
        'event',
        'file_download',
        {
          link_url: `${window.location.origin}/files/rental-agreement.PDF`,
          file_name: 'rental-agreement.PDF',
          file_extension: 'pdf',
          link_text: 'Rental agreement',
        },
      ],
    ]);
  });
});

describe('exception (SPEC §3)', () => {
  it('reports an error briefly', () => {
    trackException(new TypeError(`x is undefined ${'.'.repeat(300)}`));
    const [, , params] = events()[0] ?? [];
    expect(params).toMatchObject({ fatal: true });
    expect((params as { description: string }).description).toMatch(/^TypeError: x is undefined/);
    expect((params as { description: string }).description).toHaveLength(150);
  });
});
