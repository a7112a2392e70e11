import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { haproxyConfig, httpsPortSuffix, renderTemplate } from './template.mjs';

describe('renderTemplate', () => {
  it('fills every placeholder, as often as it appears', () => {
    expect(renderTemplate('{{A}}:{{B}} {{A}}', { A: 'x', B: 1 })).toBe('x:1 x');
  });

  it('refuses a placeholder without a value', () => {
    expect(() => renderTemplate('bind {{PORT}}', {})).toThrow('{{PORT}}');
  });
});

describe('the HAProxy configuration', () => {
  const file = fileURLToPath(new URL('../../deploy/haproxy/haproxy.cfg', import.meta.url));
  const config = haproxyConfig(file, {
    httpPort: 8080,
    httpsPort: 8443,
    certificatePem: '/tmp/rig/site.pem',
    runtimeSocket: '/tmp/rig/haproxy.sock',
    instances: [
      { name: 'api1', host: '127.0.0.1', port: 4101 },
      { name: 'api2', host: '127.0.0.1', port: 4102 },
    ],
  });

  it('redirects http to the https port and lists every instance', () => {
    expect(config).toContain('redirect prefix https://%[req.hdr(host),field(1,:)]:8443 code 301');
    expect(config).toContain('bind 127.0.0.1:8443 ssl crt /tmp/rig/site.pem');
    expect(config).toContain('  server api1 127.0.0.1:4101\n  server api2 127.0.0.1:4102');
    expect(config).not.toContain('{{');
  });

  it('leaves the default https port out of the redirect', () => {
    expect(httpsPortSuffix(443)).toBe('');
    expect(httpsPortSuffix('8443')).toBe(':8443');
  });
});
