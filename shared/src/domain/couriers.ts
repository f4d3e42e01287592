// The couriers a shop in India ships with, and where a shopper follows a parcel on each one's site.

/** Known couriers; `track` is the courier's tracking page for a number ({awb}), where it has one by address. */
export const COURIERS = [
  { name: 'Delhivery', track: 'https://www.delhivery.com/track/package/{awb}' },
  {
    name: 'Blue Dart',
    track: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={awb}',
  },
  { name: 'Xpressbees', track: 'https://www.xpressbees.com/shipment/tracking?awbNo={awb}' },
  { name: 'Ecom Express', track: 'https://www.ecomexpress.in/tracking/?awb_field={awb}' },
  { name: 'DTDC' },
  { name: 'India Post' },
] as const satisfies ReadonlyArray<{ name: string; track?: string }>;

const squeeze = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The courier's page for this tracking number; null for a courier without one (the number is shown). */
export function trackingUrl(courier: string, trackingNumber: string): string | null {
  const known = COURIERS.find((c) => squeeze(c.name) === squeeze(courier));
  return known && 'track' in known ? known.track.replace('{awb}', encodeURIComponent(trackingNumber)) : null;
}

/** What a courier's failure to book says to staff (the order stays packed). */
export const COURIER_MESSAGES = {
  bookingFailed:
    'The courier could not book this shipment. The order is still packed: try again, or enter the courier and tracking number by hand.',
  bookingInProgress:
    'This order is being booked with the courier right now. Look again in a moment: it will show the AWB.',
  invalidToken: 'Invalid tracking webhook token',
} as const;
