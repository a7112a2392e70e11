import { brand } from '@convoy/domain/content/brand';
import { escapeHtml } from '@convoy/domain/contracts/html-text';
import { oneLine } from '@convoy/domain/contracts/plain-text';
import { language } from '../i18n/language.ts';
import { defineMessages } from '../i18n/messages.ts';

/**
 * A tiny document model for e-mails: each template lists blocks once, and gets
 * both a plain-text and a simple HTML body from them, so the two never differ.
 */
export type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  /** Label–value rows: reservation details, a price breakdown. */
  | { type: 'facts'; rows: [label: string, value: string][] }
  | { type: 'lines'; lines: string[] }
  | { type: 'link'; label: string; url: string };

const greetings = defineMessages({
  named: { en: 'Hello {name},', es: 'Hola, {name}:' },
  unnamed: { en: 'Hello,', es: 'Hola:' },
});

/** An e-mail's first line in its language: "Hello Grace," / "Hola, Grace:"; "Hello," without a name. */
export const greeting = (name?: string): Block => ({
  type: 'paragraph',
  text: name ? greetings().named({ name }) : greetings().unnamed(),
});

const signature = `${brand.name} · ${brand.ownerCompany}\n${brand.phone} · ${brand.email}`;

/**
 * Every text of a block on one line: a name typed with a line break (or
 * stored before names were cleaned) would start a line of its own in the
 * plain-text body, and a bidi control would reorder what is read
 * (contracts/plain-text.ts). Templates put no line break in a text.
 */
function oneLineBlock(block: Block): Block {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return { ...block, text: oneLine(block.text) };
    case 'facts':
      return { ...block, rows: block.rows.map(([label, value]) => [oneLine(label), oneLine(value)]) };
    case 'lines':
      return { ...block, lines: block.lines.map(oneLine) };
    case 'link':
      return { ...block, label: oneLine(block.label), url: oneLine(block.url) };
  }
}

type Renderers = { [K in Block['type']]: (block: Extract<Block, { type: K }>) => string };
const render = (renderers: Renderers, block: Block) =>
  (renderers[block.type] as (b: Block) => string)(oneLineBlock(block));

const textRenderers: Renderers = {
  paragraph: (b) => b.text,
  heading: (b) => `${b.text}\n${'-'.repeat(b.text.length)}`,
  facts: (b) => {
    const width = Math.max(...b.rows.map(([label]) => label.length));
    return b.rows.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`).join('\n');
  },
  lines: (b) => b.lines.join('\n'),
  link: (b) => `${b.label}:\n${b.url}`,
};

export function toText(blocks: readonly Block[]): string {
  const parts = blocks.map((block) => render(textRenderers, block));
  return `${[...parts, `-- \n${signature}`].join('\n\n')}\n`;
}

const cell = 'padding:4px 12px 4px 0;vertical-align:top';

const htmlRenderers: Renderers = {
  paragraph: (b) => `<p>${escapeHtml(b.text)}</p>`,
  heading: (b) => `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(b.text)}</h2>`,
  facts: (b) =>
    `<table role="presentation" style="border-collapse:collapse">${b.rows
      .map(
        ([label, value]) =>
          `<tr><th scope="row" style="${cell};text-align:left;font-weight:600">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`,
  lines: (b) => `<p>${b.lines.map(escapeHtml).join('<br>')}</p>`,
  link: (b) => `<p><a href="${escapeHtml(b.url)}" style="color:#0b5cad">${escapeHtml(b.label)}</a></p>`,
};

export function toHtml(heading: string, blocks: readonly Block[]): string {
  const title = oneLine(heading);
  const body = blocks.map((block) => render(htmlRenderers, block)).join('\n');
  return `<!doctype html>
<html lang="${language()}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;background:#ffffff">
<div style="max-width:600px;margin:0 auto">
<p style="font-size:20px;font-weight:700;margin:0 0 16px">${escapeHtml(brand.name)}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>
${body}
<hr style="border:none;border-top:1px solid #ddd;margin:24px 0">
<p style="font-size:13px;color:#555">${escapeHtml(signature).replace('\n', '<br>')}</p>
</div>
</body>
</html>
`;
}
