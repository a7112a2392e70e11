import { trackEvent } from './track';

/**
 * The click and file_download events of SPEC §3, for links anywhere on the
 * site: a link to another site, a phone number or an e-mail address is a
 * click; a link to a document is a file download. One listener for the whole
 * document, so screens need no code for it.
 */
const downloadPattern = /\.(pdf|docx?|xlsx?|pptx?|csv|txt|zip|rtf|odt)$/i;

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(target instanceof HTMLAnchorElement)) return;
  const text = (target.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 100);
  let url: URL;
  try {
    url = new URL(target.href, window.location.href);
  } catch {
    return;
  }
  const fileName = url.pathname.split('/').pop() ?? '';
  if (downloadPattern.test(fileName)) {
    const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
    trackEvent('file_download', {
      link_url: url.href,
      file_name: fileName,
      file_extension: extension,
      link_text: text,
    });
  } else if (url.protocol === 'tel:' || url.protocol === 'mailto:') {
    trackEvent('click', { link_url: url.href, link_text: text, outbound: false });
  } else if (url.host !== window.location.host) {
    trackEvent('click', { link_url: url.href, link_domain: url.hostname, link_text: text, outbound: true });
  }
}

let installed = false;

export function installLinkTracking(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('click', onClick, { capture: true });
}
