import { type MediaAsset, pictureSnippet, savingPercent } from '@convoy/domain/contracts/media.schema';
import { CopyButton } from '../shell/components/copy-button';
import { formatBytes } from '../shell/components/format';

const formatName = { avif: 'AVIF', webp: 'WebP', jpeg: 'JPEG', png: 'PNG' } as const;
const formatOrder = Object.keys(formatName);

/** AVIF, then WebP, then the fallback; narrowest first within each. */
const sortedOutputs = (asset: MediaAsset) =>
  [...asset.outputs].sort(
    (a, b) => formatOrder.indexOf(a.format) - formatOrder.indexOf(b.format) || a.width - b.width,
  );

/**
 * One optimised image: a preview (the very `<picture>` the site will use),
 * each file's size against the original with the saving, and the snippet.
 */
export function ResultCard({ asset }: { asset: MediaAsset }) {
  const snippet = pictureSnippet(asset.imageSet, '(min-width: 1024px) 50vw, 100vw');
  const snippetId = `snippet-${asset.id}`;
  const largest = (format: string) =>
    asset.outputs
      .filter((o) => o.format === format)
      .reduce<MediaAsset['outputs'][number] | undefined>(
        (a, b) => (!a || b.width > a.width ? b : a),
        undefined,
      );
  const bestAvif = largest('avif');
  return (
    <div className="mt-4 grid gap-5 lg:grid-cols-[16rem_1fr]">
      <div>
        <picture>
          {asset.imageSet.sources.map((s) => (
            <source key={s.type} type={s.type} srcSet={s.srcset} sizes="16rem" />
          ))}
          <img
            src={asset.imageSet.src}
            alt={asset.imageSet.alt}
            width={asset.imageSet.width}
            height={asset.imageSet.height}
            className="h-auto w-full rounded-md border border-slate-200"
          />
        </picture>
        <p className="mt-2 text-slate-600 text-xs">
          {asset.width} × {asset.height} px · optimised in {(asset.processingMs / 1000).toFixed(1)} s
        </p>
        {bestAvif ? (
          <p className="mt-1 font-semibold text-emerald-800 text-sm">
            AVIF {bestAvif.width} px: {savingPercent(asset.originalBytes, bestAvif.bytes)}% smaller than the
            original
          </p>
        ) : null}
      </div>
      <div className="min-w-0 space-y-4">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">File sizes of {asset.originalName}</caption>
          <thead>
            <tr className="border-slate-200 border-b text-slate-600">
              <th scope="col" className="py-1.5 pr-3 font-semibold">
                File
              </th>
              <th scope="col" className="py-1.5 pr-3 font-semibold">
                Width
              </th>
              <th scope="col" className="py-1.5 pr-3 text-right font-semibold">
                Size
              </th>
              <th scope="col" className="py-1.5 text-right font-semibold">
                Saving
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-slate-100 border-b">
              <th scope="row" className="py-1.5 pr-3 font-normal">
                Original ({asset.originalType.replace('image/', '').toUpperCase()})
              </th>
              <td className="py-1.5 pr-3">{asset.width} px</td>
              <td className="py-1.5 pr-3 text-right tabular-nums">{formatBytes(asset.originalBytes)}</td>
              <td className="py-1.5 text-right">—</td>
            </tr>
            {sortedOutputs(asset).map((o) => {
              const saving = savingPercent(asset.originalBytes, o.bytes);
              return (
                <tr key={o.url} className="border-slate-100 border-b">
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    <a
                      href={o.url}
                      className="text-brand-800 underline underline-offset-2"
                      target="_blank"
                      rel="noreferrer"
                    >
                      {formatName[o.format]}
                    </a>
                    {o.role === 'fallback' ? <span className="text-slate-500"> (fallback)</span> : null}
                  </th>
                  <td className="py-1.5 pr-3">{o.width} px</td>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{formatBytes(o.bytes)}</td>
                  <td
                    className={`py-1.5 text-right font-semibold tabular-nums ${saving >= 0 ? 'text-emerald-800' : 'text-red-800'}`}
                  >
                    {saving >= 0 ? `−${saving}%` : `+${-saving}%`}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 className="font-semibold text-slate-900 text-sm">Ready-to-paste &lt;picture&gt;</h4>
            <CopyButton
              text={snippet}
              targetId={snippetId}
              label="Copy snippet"
              className="min-h-9 rounded-md bg-white px-3 font-semibold text-brand-800 text-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
            />
          </div>
          <pre className="mt-2 max-h-48 overflow-auto rounded-md bg-slate-900 p-3 text-slate-100 text-xs leading-relaxed">
            <code id={snippetId}>{snippet}</code>
          </pre>
        </div>
      </div>
    </div>
  );
}
