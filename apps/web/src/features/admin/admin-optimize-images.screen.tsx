import type { MediaAsset } from '@convoy/domain/contracts/media.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ScreenProps } from '../../lib/route-handle';
import { MediaLibrary, mediaKey } from './content/media-library';
import { UploadPanel } from './content/upload-panel';
import { uploadMedia } from './shell/api/upload-media';
import { mayReadView } from './shell/api/use-staff-access';
import { AdminFrame } from './shell/components/admin-frame';
import { AdminGate } from './shell/components/admin-gate';
import { NoAccess } from './shell/components/no-access';
import { useUploadQueue } from './shell/components/use-upload-queue';

function Optimiser() {
  const client = useQueryClient();
  const onDone = useCallback(
    (_asset: MediaAsset) => void client.invalidateQueries({ queryKey: mediaKey }),
    [client],
  );
  const queue = useUploadQueue(uploadMedia, onDone);
  return (
    <div className="space-y-10">
      <section aria-labelledby="optimiser-heading" className="space-y-4">
        <div>
          <h2 id="optimiser-heading" className="font-bold text-slate-900 text-xl">
            Optimise photos for the site
          </h2>
          <p className="mt-1 max-w-3xl text-slate-700">
            Each photo becomes AVIF and WebP at 480, 960, 1440 and 1920 pixels wide (never wider than the
            original) and a JPEG fallback, turned upright, with its metadata (camera, GPS position) removed.
          </p>
        </div>
        <UploadPanel items={queue.items} onFiles={queue.add} />
      </section>
      <MediaLibrary />
    </div>
  );
}

/** SPEC §2 /admin/optimize-images, behind the admin sign-in (SPEC Part B §10). */
export default function AdminOptimizeImagesScreen({ entry }: ScreenProps) {
  return (
    <AdminGate entry={entry}>
      {(session) => (
        <AdminFrame entry={entry} admin={session.admin} current="images">
          {mayReadView(session.admin.role, 'images') ? (
            <Optimiser />
          ) : (
            <NoAccess view="images" role={session.admin.role} />
          )}
        </AdminFrame>
      )}
    </AdminGate>
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { adminTexts as routeTexts } from '@convoy/domain/content/route-texts/admin';
