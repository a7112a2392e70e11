import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
// Relative, not @convoy/domain: Vite bundles the config's own files but loads
// packages from node_modules as they are, and Node cannot run the domain's .ts.
import { brand } from '../../../../packages/domain/src/content/brand.ts';
import { fleetSeed } from '../../../../packages/domain/src/content/fleet.ts';
import type { Locale } from '../../../../packages/domain/src/content/locale.ts';
import type { CompactImage, ImageManifest } from '../../src/lib/images/image-set';
import { type VehicleArt, vehicleArt, vehicleSvg } from './vehicle-art';

/**
 * Renders the vehicle illustrations for the web (decision 009, images): AVIF and WebP
 * at 480, 960 and 1440 px wide plus a PNG fallback, and a 1200 × 630 Open Graph
 * card per class and for the site. Names carry a hash of the bytes, so files under
 * /assets/ are cached for a year. Encoded files are cached on disk by input, so a
 * rebuild with unchanged drawings takes a fraction of a second.
 */
export const widths = [480, 960, 1440] as const;
const fallbackWidth = 960;
const sceneSize = { width: 1600, height: 1000 };
const ogSize = { width: 1200, height: 630 };
// Flat colour art compresses well at low effort; effort 1 keeps all 13 classes within a few seconds.
const encoders = {
  avif: (img: Sharp) => img.avif({ quality: 55, effort: 1 }),
  webp: (img: Sharp) => img.webp({ quality: 78, effort: 3 }),
  png: (img: Sharp) => img.png({ palette: true, quality: 90, compressionLevel: 9 }),
};
type Format = keyof typeof encoders;
const version = 'v1';

const cacheDir = fileURLToPath(new URL('../../../../node_modules/.cache/convoy-images/', import.meta.url));

export interface RenderedFile {
  /** Path under the client build, e.g. assets/img/minivan-960.1a2b3c4d.avif */
  fileName: string;
  source: Buffer;
}
export interface RenderedImages {
  files: RenderedFile[];
  manifest: ImageManifest;
}

async function encode(svg: string, format: Format, width: number): Promise<Buffer> {
  const key = createHash('sha256').update(`${version}|${format}|${width}|${svg}`).digest('hex');
  const cached = join(cacheDir, `${key}.${format}`);
  try {
    return await readFile(cached);
  } catch {
    const image = sharp(Buffer.from(svg)).resize({ width });
    const buffer = await encoders[format](image).toBuffer();
    await mkdir(cacheDir, { recursive: true });
    await writeFile(cached, buffer);
    return buffer;
  }
}

const hashOf = (source: Buffer) => createHash('sha256').update(source).digest('hex').slice(0, 10);

/** Must match `imageUrl` in src/lib/images/expand-image.ts. */
function fileNameOf(name: string, width: number, format: Format, hash: string): string {
  return `assets/img/${name}-${width}.${hash}.${format}`;
}

async function renderSet(art: VehicleArt, locale: Locale, files: RenderedFile[]): Promise<CompactImage> {
  const svg = vehicleSvg(art, sceneSize);
  const variants = [
    ...widths.flatMap((width) => (['avif', 'webp'] as const).map((format) => ({ format, width }))),
    { format: 'png' as const, width: fallbackWidth },
  ];
  const sources = await Promise.all(variants.map(({ format, width }) => encode(svg, format, width)));
  // One hash for the set, of every variant's bytes: any change renames them all, and the
  // manifest each page carries holds one hash per picture instead of seven (decision 009).
  const hash = hashOf(Buffer.concat(sources));
  variants.forEach(({ format, width }, i) => {
    files.push({ fileName: fileNameOf(art.key, width, format, hash), source: sources[i]! });
  });
  return {
    alt: art.alt[locale],
    width: sceneSize.width,
    height: sceneSize.height,
    widths: [...widths],
    pngWidth: fallbackWidth,
    hash,
  };
}

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** An Open Graph card: the scene with the brand name and the page's subject on a bar. */
function ogSvg(art: VehicleArt, label: string): string {
  const scene = vehicleSvg(art, ogSize)
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '');
  const font = "font-family=\"'Liberation Sans', 'DejaVu Sans', Arial, sans-serif\"";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ogSize.width} ${ogSize.height}" width="${ogSize.width}" height="${ogSize.height}">${scene}
<rect width="${ogSize.width}" height="96" fill="#1e3a8a"/>
<text x="48" y="62" ${font} font-size="40" font-weight="700" fill="#ffffff">${escapeXml(brand.name)}</text>
<text x="${ogSize.width - 48}" y="60" ${font} font-size="30" text-anchor="end" fill="#fcd34d">${escapeXml(label)}</text>
</svg>`;
}

async function renderOg(name: string, svg: string, files: RenderedFile[]) {
  const source = await encode(svg, 'png', ogSize.width);
  const fileName = fileNameOf(`og-${name}`, ogSize.width, 'png', hashOf(source));
  files.push({ fileName, source });
  return { src: `/${fileName}`, width: ogSize.width, height: ogSize.height };
}

/**
 * Renders every image (from the disk cache where it can) and the manifest the site reads, its alt
 * text in the build's language (decision 048: the files are the same in every language).
 */
export async function renderImages(locale: Locale = 'en'): Promise<RenderedImages> {
  const files: RenderedFile[] = [];
  const manifest: ImageManifest = { vehicles: {}, og: {} };
  await Promise.all(
    vehicleArt.map(async (art) => {
      manifest.vehicles[art.key] = await renderSet(art, locale, files);
    }),
  );
  await Promise.all(
    vehicleArt.map(async (art) => {
      const name = fleetSeed.find((v) => v.id === art.key)?.name ?? art.key;
      manifest.og[art.key] = await renderOg(art.key, ogSvg(art, name), files);
    }),
  );
  const site = vehicleArt.find((a) => a.key === '15-passenger-van') ?? vehicleArt[0]!;
  manifest.og.site = await renderOg('site', ogSvg(site, brand.tagline), files);
  files.sort((a, b) => a.fileName.localeCompare(b.fileName));
  return { files, manifest };
}
