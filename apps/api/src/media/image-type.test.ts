import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffImageType', () => {
  it('recognises the four accepted formats by their first bytes', () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ accepted: 'image/jpeg' });
    expect(sniffImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toEqual({ accepted: 'image/png' });
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toEqual({ accepted: 'image/webp' });
    expect(sniffImageType(bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf'))).toEqual({
      accepted: 'image/avif',
    });
    expect(sniffImageType(bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0], 'mif1avif'))).toEqual({
      accepted: 'image/avif',
    });
  });

  it('names what it refuses, whatever the file is called', () => {
    expect(sniffImageType(bytes('  <svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({
      refused: 'an SVG drawing',
    });
    expect(sniffImageType(bytes('<?xml version="1.0"?><svg/>'))).toEqual({ refused: 'an SVG drawing' });
    expect(sniffImageType(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toEqual({
      refused: 'a HEIC photo',
    });
    expect(sniffImageType(bytes('GIF89a'))).toEqual({ refused: 'a GIF' });
    expect(sniffImageType(bytes('hello, I am a text file'))).toEqual({ refused: 'not an image we can read' });
    expect(sniffImageType(new Uint8Array())).toEqual({ refused: 'not an image we can read' });
  });
});
