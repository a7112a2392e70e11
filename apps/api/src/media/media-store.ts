import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mediaMimeTypes } from '@convoy/domain/contracts/media.schema';
import type { EncodedImage } from './image-pipeline.ts';

/** Public URL prefix of the files (routes/media). */
export const mediaUrlPrefix = '/media/';

const extension = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' } as const;

/** A file name the server chose: [a-z0-9-] only, so no upload name can steer a path. */
const safeFile = /^[a-z0-9-]{1,120}\.(avif|webp|jpg|png)$/;

/** "My Van (front).JPG" → "my-van-front"; "image" when nothing usable is left. */
export function slugOf(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '');
  const slug = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'image';
}

export const contentTypeOf = (file: string): string | undefined => {
  const ext = file.slice(file.lastIndexOf('.') + 1);
  const format = (Object.keys(extension) as (keyof typeof extension)[]).find((f) => extension[f] === ext);
  return format && mediaMimeTypes[format];
};

/**
 * Optimised files on disk (MEDIA_DIR), named `<slug>-<width>w-<content hash>.<ext>`:
 * a name's bytes never change, so they are cached for a year as immutable.
 */
export class MediaStore {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  /** Writes one output (via a temporary file and a rename: a reader never sees half a file). */
  async write(slug: string, output: EncodedImage): Promise<string> {
    const hash = createHash('sha256').update(output.data).digest('hex').slice(0, 16);
    const file = `${slug}-${output.width}w-${hash}.${extension[output.format]}`;
    await mkdir(this.dir, { recursive: true });
    const temporary = path.join(this.dir, `.${randomUUID()}.tmp`);
    await writeFile(temporary, output.data);
    await rename(temporary, path.join(this.dir, file));
    return file;
  }

  async remove(file: string): Promise<void> {
    if (!safeFile.test(file)) return;
    await rm(path.join(this.dir, file), { force: true });
  }

  static isSafeName(file: string): boolean {
    return safeFile.test(file);
  }
}
