import type { MediaFormat, MediaInputType, MediaTargetType } from '@convoy/domain/contracts/media.schema';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { MediaAssetTable } from '../db/tables/media.table.ts';

/** One file made from an upload, as stored (the URL is derived from `file`). */
export interface StoredOutput {
  format: MediaFormat;
  role: 'source' | 'fallback';
  width: number;
  height: number;
  bytes: number;
  file: string;
}

export interface StoredMediaAsset {
  id: string;
  slug: string;
  originalName: string;
  originalType: MediaInputType;
  originalBytes: number;
  width: number;
  height: number;
  alt: string;
  outputs: StoredOutput[];
  processingMs: number;
  createdAt: number;
  createdBy: string;
}

export interface StoredAttachment {
  targetType: MediaTargetType;
  targetId: string;
  mediaId: string;
}

/** Reads and writes the media library; takes the database or a transaction. */
export class MediaRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(a: StoredMediaAsset): Promise<void> {
    await this.#db
      .insertInto('media_assets')
      .values({
        id: a.id,
        slug: a.slug,
        original_name: a.originalName,
        original_type: a.originalType,
        original_bytes: a.originalBytes,
        width: a.width,
        height: a.height,
        alt: a.alt,
        outputs: JSON.stringify(a.outputs),
        processing_ms: a.processingMs,
        created_at: a.createdAt,
        created_by: a.createdBy,
      })
      .execute();
  }

  /** Newest first. */
  async list(limit = 500): Promise<StoredMediaAsset[]> {
    const rows = await this.#db
      .selectFrom('media_assets')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(fromRow);
  }

  async findById(id: string): Promise<StoredMediaAsset | undefined> {
    const row = await this.#db.selectFrom('media_assets').selectAll().where('id', '=', id).executeTakeFirst();
    return row && fromRow(row);
  }

  async findByIds(ids: readonly string[]): Promise<StoredMediaAsset[]> {
    if (ids.length === 0) return [];
    const rows = await this.#db
      .selectFrom('media_assets')
      .selectAll()
      .where('id', 'in', [...ids])
      .execute();
    return rows.map(fromRow);
  }

  async setAlt(id: string, alt: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('media_assets')
      .set({ alt })
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Deletes the asset (its attachments go with it: ON DELETE CASCADE). */
  async delete(id: string): Promise<void> {
    await this.#db.deleteFrom('media_attachments').where('media_id', '=', id).execute();
    await this.#db.deleteFrom('media_assets').where('id', '=', id).execute();
  }

  /** Whether any asset still lists this file (identical uploads share their content-hashed files). */
  async isFileUsed(file: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('media_assets')
      .select('id')
      .where('outputs', 'like', `%"${file}"%`)
      .executeTakeFirst();
    return row !== undefined;
  }

  async attachments(filter: { targetType?: MediaTargetType; mediaIds?: readonly string[] } = {}) {
    let query = this.#db.selectFrom('media_attachments').select(['target_type', 'target_id', 'media_id']);
    if (filter.targetType) query = query.where('target_type', '=', filter.targetType);
    if (filter.mediaIds) {
      if (filter.mediaIds.length === 0) return [];
      query = query.where('media_id', 'in', [...filter.mediaIds]);
    }
    const rows = await query.orderBy('target_type').orderBy('target_id').execute();
    return rows.map(
      (r): StoredAttachment => ({
        targetType: r.target_type as MediaTargetType,
        targetId: r.target_id,
        mediaId: r.media_id,
      }),
    );
  }

  /** One picture per vehicle: attaching replaces what it showed before. */
  async attach(a: StoredAttachment, at: number): Promise<void> {
    await this.#db
      .insertInto('media_attachments')
      .values({ target_type: a.targetType, target_id: a.targetId, media_id: a.mediaId, attached_at: at })
      .onConflict((oc) =>
        oc.columns(['target_type', 'target_id']).doUpdateSet({ media_id: a.mediaId, attached_at: at }),
      )
      .execute();
  }

  async detach(a: StoredAttachment): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('media_attachments')
      .where('target_type', '=', a.targetType)
      .where('target_id', '=', a.targetId)
      .where('media_id', '=', a.mediaId)
      .executeTakeFirst();
    return result.numDeletedRows === 1n;
  }
}

function fromRow(row: Selectable<MediaAssetTable>): StoredMediaAsset {
  return {
    id: row.id,
    slug: row.slug,
    originalName: row.original_name,
    originalType: row.original_type as MediaInputType,
    originalBytes: row.original_bytes,
    width: row.width,
    height: row.height,
    alt: row.alt,
    outputs: JSON.parse(row.outputs) as StoredOutput[],
    processingMs: row.processing_ms,
    createdAt: row.created_at,
    createdBy: row.created_by,
  };
}
