import { describe, expect, it } from 'vitest';
import { checkedAddress, isPrivateAddress, RefusedAddress, type Resolver } from './webhook-address.ts';

describe('where a webhook may go (decision 038)', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['10.0.0.5', true],
    ['172.16.4.1', true],
    ['172.32.0.1', false],
    ['192.168.1.20', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['::1', true],
    ['::', true],
    ['fd12:3456::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:10.1.1.1', true],
    ['93.184.216.34', false],
    ['2606:2800:220:1:248:1893:25c8:1946', false],
    ['::ffff:93.184.216.34', false],
    ['not-an-ip', true],
  ])('%s is private: %s', (address, refused) => {
    expect(isPrivateAddress(address)).toBe(refused);
  });

  const names: Record<string, string[]> = {
    'partner.example': ['93.184.216.34'],
    'inside.example': ['127.0.0.1'],
    'mixed.example': ['93.184.216.34', '10.0.0.7'],
    'v6.example': ['::1'],
  };
  const resolve: Resolver = async (host) =>
    (names[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('answers the one public address it checked, to be pinned for the connection', async () => {
    await expect(checkedAddress('partner.example', { allowPrivate: false, resolve })).resolves.toEqual({
      address: '93.184.216.34',
      family: 4,
    });
  });

  it('refuses a name that resolves to loopback or private, even among public addresses', async () => {
    for (const host of ['inside.example', 'mixed.example', 'v6.example', '127.0.0.1', '10.1.2.3', '[::1]']) {
      await expect(checkedAddress(host, { allowPrivate: false, resolve }), host).rejects.toBeInstanceOf(
        RefusedAddress,
      );
    }
    await expect(checkedAddress('nowhere.example', { allowPrivate: false, resolve })).rejects.toThrow(
      /does not resolve/,
    );
  });

  it('lets them through with WEBHOOK_ALLOW_PRIVATE', async () => {
    await expect(checkedAddress('inside.example', { allowPrivate: true, resolve })).resolves.toEqual({
      address: '127.0.0.1',
      family: 4,
    });
  });
});
