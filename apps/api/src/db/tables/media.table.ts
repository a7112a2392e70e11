/** Row shapes of the media library (migration 0011). */
export interface MediaAssetTable {
  id: string;
  slug: string;
  original_name: string;
  original_type: string;
  original_bytes: number;
  width: number;
  height: number;
  alt: string;
  /** JSON: the StoredOutput list of media-asset.ts. */
  outputs: string;
  processing_ms: number;
  created_at: number;
  created_by: string;
}

export interface MediaAttachmentTable {
  target_type: string;
  target_id: string;
  media_id: string;
  attached_at: number;
}
