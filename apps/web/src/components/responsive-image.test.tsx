import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vehicleImage } from '../lib/images/vehicle-image';
import { ResponsiveImage } from './responsive-image';

describe('ResponsiveImage', () => {
  const image = vehicleImage('15-passenger-van')!;

  it('offers AVIF then WebP at three widths, with a sized fallback image', () => {
    const { container } = render(<ResponsiveImage image={image} sizes="100vw" />);
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) {
      expect(source.getAttribute('srcset')).toMatch(
        /-480\.[0-9a-f]+\.\w+ 480w, .*-960\..* 960w, .*-1440\..* 1440w$/,
      );
      expect(source.getAttribute('sizes')).toBe('100vw');
    }
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toMatch(/^\/assets\/img\/15-passenger-van-960\.[0-9a-f]+\.png$/);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '1000']);
    expect(img.getAttribute('alt')).toMatch(/15 passenger van/);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads the first large image at once with high priority', () => {
    const { container } = render(<ResponsiveImage image={image} sizes="100vw" priority />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('prefers photos uploaded for a class over its illustration', () => {
    const uploaded = { ...image, alt: 'Our van at the Baltimore lot', src: '/media/van.jpg' };
    expect(vehicleImage('15-passenger-van', uploaded)).toBe(uploaded);
    expect(vehicleImage('no-such-class')).toBeUndefined();
  });
});
