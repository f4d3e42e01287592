import { type Order } from '@harmony/shared';
import { Card } from '@harmony/shared/card';
import { orNotAvailable, phoneText } from '../utils/order-display';
import styles from './order-detail.module.css';

/**
 * Customer, phone numbers (joined by commas) and the shipping address; 'N/A' for what is missing. A
 * business buyer's legal name and GSTIN, which the invoice is billed to. Once shipped: the courier and
 * the tracking number, with the courier's tracking page when it has one.
 */
export function DeliveryDetails({ order }: { order: Order }) {
  return (
    <Card aria-labelledby="delivery-details-title">
      <h2 id="delivery-details-title" className={styles.sectionTitle}>
        Delivery Details
      </h2>
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt>Customer</dt>
          <dd>{orNotAvailable(order.customer)}</dd>
        </div>
        <div className={styles.detail}>
          <dt>Phone</dt>
          <dd>{phoneText(order.phone)}</dd>
        </div>
        <div className={styles.detail}>
          <dt>Address</dt>
          <dd>{orNotAvailable(order.shipping_address)}</dd>
        </div>
        {order.business_buyer && (
          <>
            <div className={styles.detail}>
              <dt>Invoice to</dt>
              <dd>{order.business_buyer.legal_name}</dd>
            </div>
            <div className={styles.detail}>
              <dt>GSTIN</dt>
              <dd>{order.business_buyer.gstin}</dd>
            </div>
          </>
        )}
        {order.shipment && (
          <>
            <div className={styles.detail}>
              <dt>Courier</dt>
              <dd>{order.shipment.courier}</dd>
            </div>
            <div className={styles.detail}>
              <dt>Tracking number</dt>
              <dd>
                {order.shipment.tracking_number}
                {order.shipment.tracking_url && (
                  <>
                    {' '}
                    <a href={order.shipment.tracking_url} target="_blank" rel="noopener noreferrer">
                      Track your parcel
                    </a>
                  </>
                )}
              </dd>
            </div>
          </>
        )}
      </dl>
    </Card>
  );
}
