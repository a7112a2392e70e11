// A self-signed certificate for localhost made with openssl, for the rig's TLS only.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes key, certificate and HAProxy's combined PEM into `dir`; returns their paths and the certificate. */
export function selfSignedCertificate(dir) {
  const key = path.join(dir, 'site.key');
  const cert = path.join(dir, 'site.crt');
  // Clients check the subject alternative names, not the CN.
  execFileSync(
    '/usr/bin/openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const pem = path.join(dir, 'site.pem');
  const certificate = readFileSync(cert, 'utf8');
  writeFileSync(pem, certificate + readFileSync(key, 'utf8'));
  return { pem, certFile: cert, certificate };
}
