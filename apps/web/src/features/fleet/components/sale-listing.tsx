import type { Location } from '@convoy/domain/content/locations';
import { formatUsd } from '@convoy/domain/content/rental-policy';
import type { VehicleForSale } from '@convoy/domain/contracts/vehicle-for-sale.schema';
import { lazy, Suspense, useId } from 'react';
import { ResponsiveImage } from '../../../components/responsive-image';
import { vehicleImage } from '../../../lib/images/vehicle-image';
import m from '../fleet-sales.messages';

const SaleInquiryForm = lazy(() => import('./sale-inquiry-form'));

/** One vehicle for sale: photo, the figures a buyer compares, the notes, and its inquiry form. */
export function SaleListing({
  vehicle,
  location,
  open,
  onOpenChange,
  priority = false,
}: {
  /** The first listing: its picture is the page's first large image. */
  priority?: boolean;
  vehicle: VehicleForSale;
  location: Location | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const formId = useId();
  const image = vehicle.vehicleClassId ? vehicleImage(vehicle.vehicleClassId) : undefined;
  const [notes, details = ''] = vehicle.description.split('\n\n');
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      {vehicle.imageUrl ? (
        <img
          src={vehicle.imageUrl}
          alt={m.photoAlt({ title: vehicle.title })}
          width={1600}
          height={1000}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[16/10] w-full object-cover"
        />
      ) : image ? (
        <ResponsiveImage
          image={image}
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
          priority={priority}
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <h3 className="font-semibold text-lg text-slate-900">
          {vehicle.year} {vehicle.make} {vehicle.model}
        </h3>
        <p className="text-slate-700 text-sm">
          {vehicle.title.replace(`${vehicle.year} ${vehicle.make} ${vehicle.model} `, '')}
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-slate-700">{m.price()}</dt>
            <dd className="font-bold text-lg text-slate-900">{formatUsd(vehicle.priceCents)}</dd>
          </div>
          <div>
            <dt className="text-slate-700">{m.mileage()}</dt>
            <dd className="font-semibold text-slate-900">{vehicle.mileage.toLocaleString('en-US')} mi</dd>
          </div>
          <div>
            <dt className="text-slate-700">{m.seats()}</dt>
            <dd className="font-semibold text-slate-900">{vehicle.passengers}</dd>
          </div>
          <div>
            <dt className="text-slate-700">{m.location()}</dt>
            <dd className="font-semibold text-slate-900">{location?.name ?? vehicle.locationId}</dd>
          </div>
        </dl>
        {vehicle.status === 'pending' ? (
          <p className="mt-3 inline-flex self-start rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900 text-sm">
            {m.salePending()}
          </p>
        ) : null}
        <p className="mt-3 text-slate-700 text-sm leading-relaxed">{notes}</p>
        {details ? <p className="mt-2 whitespace-pre-line text-slate-700 text-sm">{details}</p> : null}
        <div className="mt-auto pt-4">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={formId}
            onClick={() => onOpenChange(!open)}
            className="inline-flex min-h-11 items-center rounded-md bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900"
          >
            {open ? m.closeInquiry() : m.askAbout()}
            <span className="sr-only">: {vehicle.title}</span>
          </button>
          <div id={formId} hidden={!open} className="mt-4">
            {open ? (
              <Suspense fallback={<p className="text-slate-700">{m.loadingForm()}</p>}>
                <SaleInquiryForm vehicleId={vehicle.id} title={vehicle.title} />
              </Suspense>
            ) : null}
          </div>
        </div>
      </div>
    </li>
  );
}
