import type { VehicleClass } from '@convoy/domain/content/fleet';
import { formatFeetInches, type VehiclePage } from '@convoy/domain/content/vehicle-page.types';
import type { vehiclePageLabels } from '@convoy/domain/content/vehicle-page-labels';
import type { ReactNode } from 'react';
import m from '../vehicle.messages';

type Labels = { [K in keyof typeof vehiclePageLabels]: string };

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-slate-200 border-b py-4 sm:grid-cols-[14rem_1fr] sm:gap-6">
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="text-slate-700">{children}</dd>
    </div>
  );
}

/** The figures a group organiser compares first, from the fleet data. */
export function VehicleFacts({
  vehicle,
  page,
  labels,
}: {
  vehicle: VehicleClass;
  page: VehiclePage;
  labels: Labels;
}) {
  const { lengthIn, widthIn, heightIn } = page.specs.dimensions;
  const facts = [
    { term: labels.seats, value: String(vehicle.passengers) },
    {
      term: labels.luggage,
      value: vehicle.luggage > 0 ? m.suitcases({ count: vehicle.luggage }) : m.cargoSpace(),
    },
    { term: labels.minAge, value: `${vehicle.minAge}+` },
    {
      term: labels.dimensions,
      value: `${formatFeetInches(lengthIn)} × ${formatFeetInches(widthIn)} × ${formatFeetInches(heightIn)}`,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {facts.map((fact) => (
        <div key={fact.term} className="flex flex-col rounded-lg border border-slate-200 bg-white p-4">
          <dt className="text-slate-700 text-sm">{fact.term}</dt>
          <dd className="order-first font-bold text-slate-900 text-xl">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Seating, luggage, size, weight, models, fuel and gearbox in words. */
export function VehicleSpecs({ page, labels }: { page: VehiclePage; labels: Labels }) {
  const { specs } = page;
  const { lengthIn, widthIn, heightIn } = specs.dimensions;
  return (
    <dl className="max-w-4xl border-slate-200 border-t">
      <Row term={m.seating()}>{specs.seating}</Row>
      <Row term={labels.luggage}>{specs.luggage}</Row>
      <Row term={labels.dimensions}>
        {formatFeetInches(lengthIn)} × {formatFeetInches(widthIn)} × {formatFeetInches(heightIn)}.{' '}
        {specs.dimensionsNote}
      </Row>
      <Row term={labels.gvwr}>{specs.gvwr}</Row>
      <Row term={labels.models}>
        <ul className="list-disc space-y-1 pl-5">
          {specs.models.map((model) => (
            <li key={model}>{model}</li>
          ))}
        </ul>
        <p className="mt-2 text-sm">{labels.modelsNote}</p>
      </Row>
      <Row term={labels.fuel}>{specs.fuel}</Row>
      <Row term={labels.transmission}>{specs.transmission}</Row>
    </dl>
  );
}
