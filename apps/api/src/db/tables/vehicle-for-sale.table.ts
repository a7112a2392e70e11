/** Row shape of `vehicles_for_sale` (migration 0004). */
export interface VehicleForSaleTable {
  id: string;
  title: string;
  /** The class it was rented as (migration 0030). */
  class_id: string | null;
  category: string;
  year: number;
  make: string;
  model: string;
  mileage: number;
  passengers: number;
  price_cents: number;
  location_id: string;
  description: string;
  image_url: string | null;
  status: 'available' | 'pending' | 'sold';
  position: number;
}
