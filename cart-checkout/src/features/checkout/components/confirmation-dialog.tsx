import { Button, codRefusal, formatRupees, orderTotals, type PaymentMethodChoice } from '@harmony/shared';
import { addressesFor } from '@harmony/shared/addresses';
import { useModalDialog } from '@harmony/shared/dialog';
import { useCodTerms, useShippingRule, useTaxRate } from '@harmony/shared/tax-rate';
import { useCallback, useId, useLayoutEffect, useMemo, useState, type SyntheticEvent } from 'react';
import { useNavigate } from '@harmony/shared/router';
import { useLineShortages } from '../../../hooks/use-line-shortages';
import { CouponField } from '../../../components/coupon-field';
import { adoptCoupon, clearCoupon, recheckCoupon, refuseCoupon } from '../../../hooks/coupon-store';
import { useCoupon } from '../../../hooks/use-coupon';
import { useBusinessBuyer } from '../hooks/use-business-buyer';
import { useCheckoutAddresses } from '../hooks/use-checkout-addresses';
import { useCodAvailability } from '../hooks/use-cod-availability';
import { usePay } from '../hooks/use-pay';
import type { ConfirmationState, PricedOrder } from '../types/checkout';
import { AddressSelect } from './address-select';
import { BusinessBuyerFields } from './business-buyer-fields';
import { ConfirmationLines } from './confirmation-lines';
import { ConfirmationTotals } from './confirmation-totals';
import { MyInformation } from './my-information';
import { PaymentMethodChoiceField } from './payment-method-choice';
import styles from './confirmation-dialog.module.css';

/** What the COD option says while the api's terms or the address's answer are on their way. */
const CHECKING_COD = 'Checking whether Cash on Delivery is available…';
const CHOOSE_ADDRESS = 'Choose a shipping address to see whether Cash on Delivery is available.';

/** SPEC §2's two selects, billing first. */
const ADDRESS_SELECTS = [
  { kind: 'billing', label: 'Select Billing Address' },
  { kind: 'shipping', label: 'Select Shipping Address' },
] as const;

/**
 * SPEC §2 Order confirmation: who pays, where to, what, how much; Cancel goes back, Pay opens checkout.
 * A coupon that came from the cart is priced again on arrival, for the signed-in customer; the shopper
 * can apply or remove one here too. A discount that came without a code (SPEC's state has only the
 * discount) is shown as it came, until a coupon is applied.
 */
export function ConfirmationDialog({ order }: { order: ConfirmationState }) {
  const navigate = useNavigate();
  const titleId = useId();
  const { addresses, billingId, shippingId, setBillingId, setShippingId } = useCheckoutAddresses();
  const { applied, work } = useCoupon();

  // Before the first paint: the page's coupon is the one the state brought (or none).
  useLayoutEffect(() => {
    adoptCoupon(order.couponCode, order.discount, order.cartItems);
  }, [order]);

  const couponCode = applied?.code ?? null;
  const discount = applied ? applied.discount : order.couponCode ? 0 : order.discount;
  const percent = useTaxRate();
  const shippingRule = useShippingRule();
  const codTerms = useCodTerms();
  const availability = useCodAvailability(shippingId);
  const [chosen, setMethod] = useState<PaymentMethodChoice>('online');
  // Cash on Delivery as create-order will judge it: its own total (the fee taxed with the goods).
  const codTotals = useMemo(
    () =>
      orderTotals(order.cartItems, discount, percent ?? 0, {
        shipping: shippingRule,
        codFeePaise: codTerms?.feePaise ?? 0,
      }),
    [order, discount, percent, shippingRule, codTerms],
  );
  const codRefused =
    shippingId === null
      ? CHOOSE_ADDRESS
      : codTerms && availability
        ? codRefusal({ ...availability, grandTotalPaise: codTotals.grandTotal }, codTerms)
        : CHECKING_COD;
  // A choice that stopped being possible (another address, a larger total) falls back to paying online.
  const method: PaymentMethodChoice = codRefused === null ? chosen : 'online';
  // The subtotal, the discount and the charges do not depend on the rate; what is paid waits for it.
  const onlineTotals = useMemo(
    () => orderTotals(order.cartItems, discount, percent ?? 0, { shipping: shippingRule, codFeePaise: 0 }),
    [order, discount, percent, shippingRule],
  );
  const totals = method === 'cod' ? codTotals : onlineTotals;
  const priced = useMemo<PricedOrder | null>(
    () => (percent === null ? null : { ...totals, taxRatePercent: percent }),
    [totals, percent],
  );

  const list = addresses ?? [];
  const billing = list.find((address) => address.id === billingId) ?? null;
  const shipping = list.find((address) => address.id === shippingId) ?? null;
  const shortages = useLineShortages(order.cartItems);
  const business = useBusinessBuyer();
  const { pay, busy, checkoutOpen, notice } = usePay({
    order,
    totals: priced,
    billing,
    shipping,
    short: shortages.size > 0,
    couponCode,
    onCouponRefused: refuseCoupon,
    buyer: business.buyer,
    onBuyerRefused: business.refuse,
    onPaymentRefused: () => recheckCoupon(order.cartItems),
    onPaid: clearCoupon,
    method,
  });

  // A coupon being priced, or the rate on its way: the amount to pay is not known yet.
  const waiting = work !== null || !priced;
  const cancel = useCallback(() => navigate(-1), [navigate]);
  // A GSTIN that is wrong is said under its field; nothing else on the form changes.
  const confirmAndPay = () => {
    if (business.confirm()) pay();
  };
  // While the payment checkout is open over it, the dialog stays in view without holding the page.
  const dialogRef = useModalDialog({ modal: !checkoutOpen, focusDialog: true });
  // Escape is Cancel: back to the cart, which takes the dialog away.
  const onEscape = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    cancel();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={styles.dialog}
      onCancel={onEscape}
    >
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          Order Confirmation
        </h1>
      </header>

      <div className={styles.body}>
        <MyInformation user={order.user} />

        <section className={styles.section} aria-labelledby={`${titleId}-addresses`}>
          <h2 id={`${titleId}-addresses`} className={styles.sectionTitle}>
            Addresses
          </h2>
          <div className={styles.addresses}>
            {ADDRESS_SELECTS.map(({ kind, label }) => (
              <AddressSelect
                key={kind}
                kind={kind}
                label={label}
                addresses={addresses && addressesFor(addresses, kind)}
                value={kind === 'billing' ? billingId : shippingId}
                onChange={kind === 'billing' ? setBillingId : setShippingId}
                disabled={busy}
              />
            ))}
          </div>
        </section>

        <BusinessBuyerFields form={business} disabled={busy} />

        <ConfirmationLines lines={order.cartItems} shortages={shortages} />
        <div className={styles.section}>
          <CouponField lines={order.cartItems} disabled={busy} />
        </div>
        <PaymentMethodChoiceField
          value={method}
          onChange={setMethod}
          codFee={codTerms?.feePaise ?? null}
          codRefusal={codRefused}
          disabled={busy}
        />
        <ConfirmationTotals totals={totals} percent={percent} couponCode={couponCode} />

        {notice && (
          <p className={styles.notice} role="alert">
            {notice}
          </p>
        )}
      </div>

      <footer className={styles.actions}>
        <Button variant="ghost" onClick={cancel}>
          Cancel
        </Button>
        <Button
          variant="accent"
          onClick={confirmAndPay}
          disabled={busy || waiting}
          busy={busy}
          aria-busy={busy || waiting}
          className={styles.pay}
        >
          {busy
            ? method === 'cod'
              ? 'Placing order…'
              : 'Processing payment…'
            : method === 'cod'
              ? 'Place order (Cash on Delivery)'
              : priced
                ? `Pay ${formatRupees(priced.grandTotal, { exact: true })}`
                : 'Pay'}
        </Button>
      </footer>
    </dialog>
  );
}
