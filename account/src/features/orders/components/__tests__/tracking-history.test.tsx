import { render, screen, within } from '@testing-library/react';
import { makeOrder } from '../../testing/order-fixtures';
import { OrderTimeline } from '../order-timeline';
import { TrackingHistory } from '../tracking-history';

const shipment = {
  courier: 'Harmony Sandbox Courier',
  tracking_number: 'SBX0000000042',
  tracking_url: null,
  shipped_at: '2026-11-22T10:00:00Z',
  tracking: [
    { status: 'booked', courier_status: 'AWB ASSIGNED', location: null, at: '2026-11-22T10:00:00Z' },
    {
      status: 'in_transit',
      courier_status: 'IN TRANSIT',
      location: 'Chennai Hub (Tamil Nadu)',
      at: '2026-11-22T18:00:00Z',
    },
    { status: 'delivered', courier_status: 'DELIVERED', location: 'Bengaluru', at: '2026-11-24T06:30:00Z' },
  ],
};

test('lists the courier’s events newest first, with the AWB, the time and the place', () => {
  render(<TrackingHistory order={makeOrder({ status: 'completed', shipment })} />);
  const history = screen.getByRole('region', { name: 'Tracking History' });
  expect(history).toHaveTextContent('Harmony Sandbox Courier, AWB SBX0000000042');
  const events = within(history).getAllByRole('listitem');
  expect(events.map((event) => event.firstChild?.textContent)).toEqual([
    'Delivered',
    'In transit',
    'Booked with the courier',
  ]);
  expect(events[0]).toHaveAttribute('aria-current', 'step');
  expect(events[0]).toHaveTextContent('24 Nov 2026');
  expect(events[1]).toHaveTextContent('Chennai Hub (Tamil Nadu)');
});

test('shows nothing before the order ships, or for a parcel shipped by hand', () => {
  const { container, rerender } = render(<TrackingHistory order={makeOrder()} />);
  expect(container).toBeEmptyDOMElement();
  rerender(
    <TrackingHistory order={makeOrder({ status: 'shipped', shipment: { ...shipment, tracking: [] } })} />,
  );
  expect(container).toBeEmptyDOMElement();
});

test('a returned order’s timeline: placed, packed, shipped, returned', () => {
  render(<OrderTimeline order={makeOrder({ status: 'returned' })} />);
  const steps = within(screen.getByRole('region', { name: 'Order Status' })).getAllByRole('listitem');
  expect(steps.map((step) => step.textContent?.split(' (done)')[0])).toEqual([
    'Order Placed',
    'Packed',
    'Shipped',
    'Returned',
  ]);
});
