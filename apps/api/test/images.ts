import zlib from 'node:zlib';
import sharp from 'sharp';

/** Images for the optimiser's tests, made on the spot. */

/** A noisy photo-like JPEG (noise is what encoders find hardest), with EXIF that must not survive. */
export async function noisyJpeg(width: number, height: number, exif = true): Promise<Buffer> {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#6b8cae',
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  }).jpeg({ quality: 92 });
  return (
    exif ? image.withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'Jane Photographer' } }) : image
  ).toBuffer();
}

/** A JPEG stored sideways: EXIF orientation 6 (turn 90° clockwise to view). */
export async function sidewaysJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real image bomb: a valid 1-bit PNG of `size` × `size` pixels whose rows
 * are all zeros, so it deflates to a few dozen kilobytes while decoding it
 * would take size² pixels of memory (400 MP at 20 000).
 */
export function pngBomb(size: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(size / 8));
  const deflate = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflate),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export function multipart(fileName: string, type: string, data: Buffer, field = 'file') {
  return multipartForm({}, { name: fileName, type, data }, field);
}

/** A form as a browser posts it: text fields, then one file. */
export function multipartForm(
  fields: Record<string, string>,
  file: { name: string; type: string; data: Buffer },
  field = 'file',
) {
  const boundary = `----convoy${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(parts.join('') + head),
      file.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A signature as the tablet's signature pad sends it: a PNG of a stroke on a transparent box, as a data URL. */
export async function signatureDataUrl(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M20 150 C 80 20, 140 20, 180 120 S 300 180, 360 60 S 480 40, 560 140" stroke="#111" stroke-width="4" fill="none"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/**
 * A signature of about `chars` characters as a data URL: a PNG of noise (what
 * compresses worst), for the size limits of a check-out.
 */
export async function signatureOfSize(chars: number): Promise<string> {
  // Noise PNG: about 3.1 bytes a pixel, 4/3 characters a byte in base64.
  const side = Math.round(Math.sqrt((chars * 3) / 4 / 3.1));
  const png = await sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#fff',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
