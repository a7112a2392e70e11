import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './link';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

const where = () => screen.getByRole('status', { name: 'location' }).textContent;

function renderAt(path: string, link: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {link}
      <Where />
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('is a real link to the page and moves there in the app when clicked', async () => {
    renderAt(
      '/',
      <Link to="/15-passenger-van?passengers=12#rates" className="cta">
        15 passenger van
      </Link>,
    );
    const link = screen.getByRole('link', { name: '15 passenger van' });
    expect(link.getAttribute('href')).toBe('/15-passenger-van?passengers=12#rates');
    expect(link.className).toBe('cta');
    await userEvent.click(link);
    expect(where()).toBe('/15-passenger-van?passengers=12#rates');
  });

  it('leaves a click with a modifier key to the browser (new tab or window)', () => {
    renderAt('/', <Link to="/contact">Contact</Link>);
    const link = screen.getByRole('link', { name: 'Contact' });
    const notCancelled = fireEvent.click(link, { ctrlKey: true });
    expect(notCancelled).toBe(true);
    expect(where()).toBe('/');
  });

  it('runs its own onClick first, and stays put when that handler prevents the navigation', async () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/terms',
      <Link to="/contact" onClick={onClick}>
        Contact
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(where()).toBe('/terms');
  });

  it('replaces the history entry when asked, so Back skips the page it left', async () => {
    function Back() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate(-1)}>
          Back
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/a', '/b']} initialIndex={1}>
        <Link to="/c" replace>
          C
        </Link>
        <Back />
        <Where />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'C' }));
    expect(where()).toBe('/c');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(where()).toBe('/a');
  });
});
