import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html-text.ts';

describe('escapeHtml', () => {
  it('turns the characters that end an element or an attribute into references', () => {
    expect(escapeHtml(`Ada <b> & "Co" 'n'`)).toBe('Ada &lt;b&gt; &amp; &quot;Co&quot; &#39;n&#39;');
  });

  it('escapes an ampersand once, so a reference already typed shows as typed', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('leaves other text alone', () => {
    expect(escapeHtml('Café · 15 passengers')).toBe('Café · 15 passengers');
  });
});
