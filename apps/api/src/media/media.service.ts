import { randomUUID } from 'node:crypto';
import type {
  ImageSet,
  MediaAsset,
  MediaAttachment,
  MediaTargetType,
} from '@convoy/domain/contracts/media.schema';
import type { Catalog } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import type { Repositories, RepositoryFactory } from '../repositories.ts';
import { optimiseImage } from './image-pipeline.ts';
import type { StoredMediaAsset, StoredOutput } from './media.repository.ts';
import { toApiAsset, toImageSet } from './media-asset.ts';
import { MediaStore, slugOf } from './media-store.ts';
import { acceptedImageType } from './upload.ts';

export interface MediaServiceOptions {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  dir: string;
  now: () => number;
  /** How long other instances may show an old attachment (as the catalog's TTL). */
  cacheTtlMs?: number;
}

const notFound = () => new ApiError(404, 'not_found', 'That image is no longer in the library.');

/** "Ford Transit front" from "ford-transit_front.jpg": a starting description, edited in the library. */
const altFromName = (name: string) => {
  const words = name
    .replace(/\.[^.]*$/, '')
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (words.charAt(0).toUpperCase() + words.slice(1)).slice(0, 300) || 'Vehicle photo';
};

/**
 * The image optimiser and media library (decision 006). Images are optimised one
 * at a time per process: encoding takes both cores for seconds, and the public
 * site must stay responsive meanwhile.
 */
export class MediaService {
  readonly #repos: Repositories;
  readonly #catalog: Catalog;
  readonly #store: MediaStore;
  readonly #now: () => number;
  readonly #ttlMs: number;
  #queue: Promise<unknown> = Promise.resolve();
  #imageSets = new Map<MediaTargetType, { at: number; sets: Promise<Map<string, ImageSet>> }>();

  constructor(options: MediaServiceOptions) {
    this.#repos = options.repositories(options.db);
    this.#catalog = options.catalog;
    this.#store = new MediaStore(options.dir);
    this.#now = options.now;
    this.#ttlMs = options.cacheTtlMs ?? 30_000;
  }

  get dir(): string {
    return this.#store.dir;
  }

  /** Checks the bytes, optimises, stores the files and the library entry. */
  async upload(file: { data: Buffer; name: string; uploadedBy: string }): Promise<MediaAsset> {
    const name = file.name.slice(0, 255) || 'image';
    const type = acceptedImageType(file.data, name);
    const job = this.#queue.then(async () => {
      const started = performance.now();
      const optimised = await optimiseImage(file.data, type, name);
      const slug = slugOf(name);
      const outputs: StoredOutput[] = [];
      for (const output of optimised.outputs) {
        const stored = await this.#store.write(slug, output);
        outputs.push({
          format: output.format,
          role: output.role,
          width: output.width,
          height: output.height,
          bytes: output.data.length,
          file: stored,
        });
      }
      const asset: StoredMediaAsset = {
        id: randomUUID(),
        slug,
        originalName: name,
        originalType: type,
        originalBytes: file.data.length,
        width: optimised.width,
        height: optimised.height,
        alt: altFromName(name),
        outputs,
        processingMs: Math.round(performance.now() - started),
        createdAt: this.#now(),
        createdBy: file.uploadedBy,
      };
      await this.#repos.media.insert(asset);
      return toApiAsset(asset, []);
    });
    this.#queue = job.catch(() => undefined);
    return job;
  }

  async list(): Promise<MediaAsset[]> {
    const repo = this.#repos.media;
    const assets = await repo.list();
    const named = await this.#attachmentsByMedia(assets.map((a) => a.id));
    return assets.map((a) => toApiAsset(a, named.get(a.id) ?? []));
  }

  async get(id: string): Promise<MediaAsset> {
    const asset = await this.#repos.media.findById(id);
    if (!asset) throw notFound();
    return toApiAsset(asset, (await this.#attachmentsByMedia([id])).get(id) ?? []);
  }

  async setAlt(id: string, alt: string): Promise<MediaAsset> {
    if (!(await this.#repos.media.setAlt(id, alt))) throw notFound();
    this.#imageSets.clear();
    return this.get(id);
  }

  async attach(id: string, targetType: MediaTargetType, targetId: string): Promise<MediaAsset> {
    const repo = this.#repos.media;
    if (!(await repo.findById(id))) throw notFound();
    if ((await this.#targetName(targetType, targetId)) === undefined) {
      throw new ApiError(400, 'validation_failed', 'Choose a vehicle from the list.', {
        targetId: 'Choose a vehicle from the list.',
      });
    }
    await repo.attach({ targetType, targetId, mediaId: id }, this.#now());
    this.#imageSets.delete(targetType);
    return this.get(id);
  }

  async detach(id: string, targetType: MediaTargetType, targetId: string): Promise<MediaAsset> {
    const repo = this.#repos.media;
    if (!(await repo.findById(id))) throw notFound();
    await repo.detach({ targetType, targetId, mediaId: id });
    this.#imageSets.delete(targetType);
    return this.get(id);
  }

  /** Removes the entry, its attachments, and its files unless another entry shares them. */
  async delete(id: string): Promise<void> {
    const repo = this.#repos.media;
    const asset = await repo.findById(id);
    if (!asset) throw notFound();
    await repo.delete(id);
    this.#imageSets.clear();
    for (const output of asset.outputs) {
      if (!(await repo.isFileUsed(output.file))) await this.#store.remove(output.file);
    }
  }

  /**
   * The picture of each vehicle of a kind, by target id, for the public lists
   * (GET /api/vehicles, /api/vehicles-for-sale). Kept for `cacheTtlMs`; a change
   * in this process clears it at once.
   */
  imageSets(targetType: MediaTargetType): Promise<Map<string, ImageSet>> {
    const now = this.#now();
    const cached = this.#imageSets.get(targetType);
    if (cached && now - cached.at < this.#ttlMs) return cached.sets;
    const sets = this.#loadImageSets(targetType);
    this.#imageSets.set(targetType, { at: now, sets });
    sets.catch(() => this.#imageSets.delete(targetType));
    return sets;
  }

  async #loadImageSets(targetType: MediaTargetType): Promise<Map<string, ImageSet>> {
    const repo = this.#repos.media;
    const attachments = await repo.attachments({ targetType });
    const assets = new Map(
      (await repo.findByIds([...new Set(attachments.map((a) => a.mediaId))])).map((a) => [a.id, a]),
    );
    const sets = new Map<string, ImageSet>();
    for (const attachment of attachments) {
      const asset = assets.get(attachment.mediaId);
      if (asset) sets.set(attachment.targetId, toImageSet(asset));
    }
    return sets;
  }

  async #attachmentsByMedia(ids: readonly string[]): Promise<Map<string, MediaAttachment[]>> {
    const attachments = await this.#repos.media.attachments({ mediaIds: ids });
    const byMedia = new Map<string, MediaAttachment[]>();
    for (const a of attachments) {
      const targetName =
        (await this.#targetName(a.targetType, a.targetId)) ?? `${a.targetId} (no longer listed)`;
      const list = byMedia.get(a.mediaId) ?? [];
      list.push({ targetType: a.targetType, targetId: a.targetId, targetName });
      byMedia.set(a.mediaId, list);
    }
    return byMedia;
  }

  async #targetName(targetType: MediaTargetType, targetId: string): Promise<string | undefined> {
    if (targetType === 'vehicle-class') return (await this.#catalog.get()).classById.get(targetId)?.name;
    return (await this.#repos.vehiclesForSale.findById(targetId))?.title;
  }
}
