import {
  type MediaAsset,
  type MediaAttachRequest,
  mediaAttachSchema,
  mediaUpdateSchema,
} from '@convoy/domain/contracts/media.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { useId } from 'react';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import { buttonClass, controlClass, errorClass } from '../../../components/form/form-styles';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { errorSentence } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { adminApi } from '../shell/api/admin-api';
import { formatBytes, formatInstantShort } from '../shell/components/format';
import { contentApi } from './api/content-api';

export const mediaKey = ['admin', 'media'] as const;
const compact = controlClass.replace('min-h-11', 'min-h-10').replace('text-base', 'text-sm');
const smallButton =
  'min-h-10 rounded-md bg-white px-3 font-semibold text-brand-800 text-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50';

/** The vehicles a photo can be attached to: the fleet classes and the vehicles for sale. */
function useTargets() {
  const fleet = useQuery({ queryKey: ['admin', 'fleet'], queryFn: adminApi.fleet });
  const sale = useQuery({ queryKey: ['vehicles-for-sale'], queryFn: contentApi.vehiclesForSale });
  return {
    classes: fleet.data?.classes.map((c) => ({ id: c.id, name: c.name })) ?? [],
    forSale: sale.data?.vehiclesForSale.map((v) => ({ id: v.id, name: v.title })) ?? [],
  };
}

function useMediaAction<T>(run: (input: T) => Promise<unknown>, success: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      toast.success(success);
      void client.invalidateQueries({ queryKey: mediaKey });
    },
    onError: (error) => toast.error(errorSentence(error)),
  });
}

type Targets = ReturnType<typeof useTargets>;

/** What one photo's buttons do: detach, delete, each with its toast. */
function useAssetActions(asset: MediaAsset) {
  return {
    detach: useMediaAction(
      (target: MediaAttachRequest) => contentApi.detachMedia(asset.id, target),
      'Photo detached.',
    ),
    remove: useMediaAction(() => contentApi.deleteMedia(asset.id), 'Photo deleted.'),
  };
}
type AssetActions = ReturnType<typeof useAssetActions>;

const describeResolver = schemaResolver(mediaUpdateSchema, (values: { alt: string }) => values);

/** A staff form on one photo: a toast says how it went; a failed check's message stands under the field. */
function useMediaForm<Values extends FieldValues, Request>(
  resolver: Resolver<Values, unknown, Request>,
  defaultValues: DefaultValues<Values>,
  send: (request: Request) => Promise<unknown>,
  success: string,
) {
  const client = useQueryClient();
  return useSchemaForm({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues,
    order: Object.keys(defaultValues),
    send,
    onSent: () => {
      toast.success(success);
      void client.invalidateQueries({ queryKey: mediaKey });
    },
    failure: (error) => {
      toast.error(errorSentence(error));
      return [];
    },
  });
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={`${errorClass} basis-full`}>
      {message}
    </p>
  ) : null;
}

function DescriptionForm({ asset }: { asset: MediaAsset }) {
  const id = useId();
  const form = useMediaForm(
    describeResolver,
    { alt: asset.alt },
    ({ alt }) => contentApi.describeMedia(asset.id, alt),
    'Description saved.',
  );
  const error = form.err('alt');
  return (
    <form {...form.formProps} className="flex flex-wrap items-end gap-2">
      <div className="min-w-64 flex-1">
        <label htmlFor={`${id}-alt`} className="block font-semibold text-slate-900 text-sm">
          Description (alt text)
        </label>
        <input
          id={`${id}-alt`}
          {...form.register('alt')}
          maxLength={300}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-alt-error` : undefined}
          className={`${compact} mt-1`}
        />
      </div>
      <button type="submit" className={smallButton} aria-disabled={form.pending || undefined}>
        Save description
      </button>
      <FieldError id={`${id}-alt-error`} message={error} />
    </form>
  );
}

function Attachments({ asset, detach }: { asset: MediaAsset; detach: AssetActions['detach'] }) {
  return (
    <div>
      <p className="font-semibold text-slate-900 text-sm">Shown on</p>
      {asset.attachments.length === 0 ? (
        <p className="text-slate-600 text-sm">Not attached to any vehicle yet.</p>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-2">
          {asset.attachments.map((a) => (
            <li
              key={`${a.targetType}:${a.targetId}`}
              className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-brand-900 text-sm"
            >
              {a.targetName}
              <button
                type="button"
                onClick={() => detach.mutate({ targetType: a.targetType, targetId: a.targetId })}
                aria-label={`Detach from ${a.targetName}`}
                className="inline-flex h-7 w-7 items-center justify-center rounded-full hover:bg-brand-100"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The select's value is `<targetType>:<targetId>`. */
const attachResolver = schemaResolver(mediaAttachSchema, ({ target }: { target: string }) => {
  const [targetType, targetId] = target.split(':');
  return { targetType, targetId };
});

function AttachForm({ asset, targets }: { asset: MediaAsset; targets: Targets }) {
  const id = useId();
  const form = useMediaForm(
    attachResolver,
    { target: '' },
    (target) => contentApi.attachMedia(asset.id, target),
    'Photo attached.',
  );
  const error = form.err('target');
  return (
    <form {...form.formProps} className="flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={`${id}-target`} className="block font-semibold text-slate-900 text-sm">
          Attach to
        </label>
        <select
          id={`${id}-target`}
          {...form.register('target')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-target-error` : undefined}
          className={`${compact} mt-1 w-72`}
        >
          <option value="" disabled>
            Choose a vehicle…
          </option>
          <optgroup label="Vehicle classes (vehicle pages)">
            {targets.classes.map((c) => (
              <option key={c.id} value={`vehicle-class:${c.id}`}>
                {c.name}
              </option>
            ))}
          </optgroup>
          <optgroup label="Vehicles for sale">
            {targets.forSale.map((v) => (
              <option key={v.id} value={`vehicle-for-sale:${v.id}`}>
                {v.name}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <button type="submit" className={smallButton} aria-disabled={form.pending || undefined}>
        Attach
      </button>
      <FieldError id={`${id}-target-error`} message={error} />
    </form>
  );
}

function DeleteDialog({ asset, remove }: { asset: MediaAsset; remove: AssetActions['remove'] }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className="min-h-10 rounded-md px-3 font-semibold text-red-800 text-sm hover:bg-red-50">
        Delete photo
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="font-bold text-lg text-slate-900">
            Delete {asset.originalName}?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-800">
            Its files are removed, and the vehicles it is attached to go back to their illustration.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass.secondary}>Keep it</AlertDialog.Cancel>
            <AlertDialog.Action
              className={`${buttonClass.primary} bg-red-800 hover:bg-red-900`}
              onClick={() => remove.mutate(undefined)}
            >
              Delete
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** One photo: its smallest rendition, what it is, and what can be done to it. */
function LibraryItem({ asset, targets }: { asset: MediaAsset; targets: Targets }) {
  const actions = useAssetActions(asset);
  const smallest = asset.outputs.filter((o) => o.format === 'webp').sort((a, b) => a.width - b.width)[0];
  return (
    <li className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[10rem_1fr]">
      <img
        src={smallest?.url ?? asset.imageSet.src}
        alt=""
        width={asset.imageSet.width}
        height={asset.imageSet.height}
        loading="lazy"
        className="h-auto w-full rounded-md border border-slate-200 object-cover"
      />
      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="font-semibold text-slate-900">{asset.originalName}</h3>
          <span className="text-slate-500 text-xs">
            {asset.width} × {asset.height} px · {formatBytes(asset.originalBytes)} original ·{' '}
            {formatInstantShort(asset.createdAt)}
          </span>
        </div>
        <DescriptionForm asset={asset} />
        <Attachments asset={asset} detach={actions.detach} />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <AttachForm asset={asset} targets={targets} />
          <DeleteDialog asset={asset} remove={actions.remove} />
        </div>
      </div>
    </li>
  );
}

/** Every optimised photo, newest first: describe it, attach it to a vehicle, detach, delete. */
export function MediaLibrary() {
  const media = useQuery({ queryKey: mediaKey, queryFn: contentApi.media });
  const targets = useTargets();
  return (
    <section aria-labelledby="library-heading" className="space-y-4">
      <h2 id="library-heading" className="font-bold text-slate-900 text-xl">
        Media library
      </h2>
      {media.error ? (
        <p role="alert" className="text-red-800">
          {errorSentence(media.error)}
        </p>
      ) : null}
      {media.data && media.data.items.length === 0 ? (
        <p className="text-slate-600">No photos yet: upload some above.</p>
      ) : null}
      <ul className="space-y-3">
        {media.data?.items.map((asset) => (
          <LibraryItem key={asset.id} asset={asset} targets={targets} />
        ))}
      </ul>
    </section>
  );
}
