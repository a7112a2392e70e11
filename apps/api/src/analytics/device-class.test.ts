import { describe, expect, it } from 'vitest';
import { deviceClass } from './device-class.ts';

describe('deviceClass', () => {
  it('tells phones, tablets and desktops apart', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const pixel =
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
    const tab = 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120 Safari/537.36';
    const ipad = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const mac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';
    expect(deviceClass({ 'user-agent': iphone })).toBe('mobile');
    expect(deviceClass({ 'user-agent': pixel })).toBe('mobile');
    expect(deviceClass({ 'user-agent': tab })).toBe('tablet');
    expect(deviceClass({ 'user-agent': ipad })).toBe('tablet');
    expect(deviceClass({ 'user-agent': mac })).toBe('desktop');
    expect(deviceClass({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)', 'sec-ch-ua-mobile': '?1' })).toBe(
      'mobile',
    );
    expect(deviceClass({})).toBe('desktop');
  });
});
