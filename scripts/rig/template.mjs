// The rig's configuration files are templates in deploy/: `{{NAME}}` placeholders filled here.
import { readFileSync } from 'node:fs';

/**
 * `template` with every `{{NAME}}` replaced by `values[NAME]`. A placeholder without a value
 * throws rather than leaving a broken configuration behind.
 */
export function renderTemplate(template, values) {
  return template.replace(/\{\{([A-Z0-9_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`no value for {{${name}}}`);
    return String(values[name]);
  });
}

/** `:port` for an https port other than the default 443, for the http→https redirect's host. */
export function httpsPortSuffix(port) {
  return Number(port) === 443 ? '' : `:${port}`;
}

/** HAProxy `server` lines, one per instance: `api1 127.0.0.1:4101`. */
export function haproxyServers(instances) {
  return instances.map((i) => `  server ${i.name} ${i.host}:${i.port}`).join('\n');
}

/** deploy/haproxy/haproxy.cfg filled for the rig's ports, certificate and instances. */
export function haproxyConfig(
  templateFile,
  { httpPort, httpsPort, certificatePem, runtimeSocket, instances },
) {
  return renderTemplate(readFileSync(templateFile, 'utf8'), {
    BIND_ADDRESS: '127.0.0.1',
    HTTP_PORT: httpPort,
    HTTPS_PORT: httpsPort,
    HTTPS_PORT_SUFFIX: httpsPortSuffix(httpsPort),
    CERTIFICATE_PEM: certificatePem,
    RUNTIME_SOCKET: runtimeSocket,
    SERVERS: haproxyServers(instances),
  });
}
