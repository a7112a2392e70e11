import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useShellScope, withScope } from './use-shell-scope';

beforeEach(() => sessionStorage.clear());

function Scope() {
  const { location, day } = useShellScope();
  return <p>{`${location || 'none'} ${day || 'none'}`}</p>;
}

const scopeAt = (path: string) => {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Scope />
    </MemoryRouter>,
  );
  const text = screen.getByRole('paragraph').textContent;
  view.unmount();
  return text;
};

describe('the back office’s location and day (decision 041)', () => {
  it('adds them to a view’s link, and adds nothing when none is chosen', () => {
    expect(withScope('/admin?view=today', { location: 'denver', day: '2026-12-02' })).toBe(
      '/admin?view=today&location=denver&day=2026-12-02',
    );
    expect(withScope('/admin', { location: 'chicago', day: '' })).toBe('/admin?location=chicago');
    expect(withScope('/admin/optimize-images', { location: '', day: '' })).toBe('/admin/optimize-images');
  });

  it('reads the URL first, then what this tab chose last', () => {
    expect(scopeAt('/admin?view=units&location=denver&day=2026-12-02')).toBe('denver 2026-12-02');
    // Another screen opened without them: the tab's choice.
    expect(scopeAt('/admin?view=maintenance')).toBe('denver 2026-12-02');
    expect(scopeAt('/admin?view=maintenance&location=chicago')).toBe('chicago 2026-12-02');
  });

  it('reads the counter’s older links as the choice, but not a list’s own location filter', () => {
    expect(scopeAt('/admin?view=today&locationId=baltimore&date=2026-12-24')).toBe('baltimore 2026-12-24');
    sessionStorage.clear();
    expect(scopeAt('/admin?view=bookings&locationId=baltimore')).toBe('none none');
  });
});
