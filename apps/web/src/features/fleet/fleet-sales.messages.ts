import { defineMessages } from '../../lib/messages';

/** The vehicles-for-sale page: its listings and their filters (decision 048: every message in both languages). */
export default defineMessages({
  forSaleNow: { en: 'Vehicles for sale now', es: 'Vehículos en venta ahora' },
  forSale: {
    en: '{count, plural, one {# vehicle} other {# vehicles}} for sale',
    es: '{count, plural, one {# vehículo} other {# vehículos}} en venta',
  },
  forSaleMatching: {
    en: '{count, plural, one {# vehicle} other {# vehicles}} for sale match your filters',
    es: '{count, plural, one {# vehículo en venta coincide} other {# vehículos en venta coinciden}} con sus filtros',
  },
  whyBuy: { en: 'Why buy from our fleet', es: 'Por qué comprar de nuestra flota' },
  inspected: { en: 'Inspected before it is listed', es: 'Inspeccionado antes de publicarse' },
  howBuyingWorks: { en: 'How buying works', es: 'Cómo funciona la compra' },
  filterVehicles: { en: 'Filter vehicles', es: 'Filtrar vehículos' },
  type: { en: 'Type', es: 'Tipo' },
  allTypes: { en: 'All types', es: 'Todos los tipos' },
  priceUpTo: { en: 'Price up to', es: 'Precio hasta' },
  anyPrice: { en: 'Any price', es: 'Cualquier precio' },
  location: { en: 'Location', es: 'Sucursal' },
  allLocations: { en: 'All locations', es: 'Todas las sucursales' },
  photoAlt: { en: 'The {title} for sale', es: '{title} en venta' },
  price: { en: 'Price', es: 'Precio' },
  mileage: { en: 'Mileage', es: 'Millaje' },
  seats: { en: 'Seats', es: 'Asientos' },
  salePending: { en: 'Sale pending', es: 'Venta pendiente' },
  closeInquiry: { en: 'Close the inquiry', es: 'Cerrar la consulta' },
  askAbout: { en: 'Ask about this vehicle', es: 'Preguntar por este vehículo' },
  loadingForm: { en: 'Loading the form…', es: 'Cargando el formulario…' },
});
