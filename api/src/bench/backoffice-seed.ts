import { sql } from 'drizzle-orm';
import { CITIES_BY_STATE } from '@harmony/shared/domain';
import type { InvoiceSettings } from '../config';
import type { Database } from '../db/client';
import { SERIAL_TEXT } from '../db/invoices-repository';
import { seedCoupons } from '../db/seed/coupons';

/**
 * A year of a busy shop's orders for the back office's benchmark (`npm run bench -- backoffice`), written
 * by a few INSERT … SELECT generate_series statements in one transaction: customers, orders placed over
 * `days` (more of them lately), their lines from the catalogue, coupons, invoices for the paid ones
 * (numbered per financial year, as the api numbers them), refunds of the cancelled ones. Random but
 * repeatable (setseed). Not written: invoice lines, credit notes, shipments; the list, the export and
 * the dashboard do not read them.
 */
export interface OrderSeedOptions {
  orders: number;
  customers: number;
  days: number;
}

export interface OrderSeedSummary {
  orders: number;
  customers: number;
  invoices: number;
  refundsOwed: number;
  seconds: number;
  /** What a member of staff would search for in these orders. */
  samples: {
    /** The customer with the most orders: their email and mobile. */
    email: string;
    mobile: string;
    ordersOfCustomer: number;
    namePrefix: string;
    coupon: string;
    /** The calendar month before last (India time), as the list's from and to. */
    monthFrom: string;
    monthTo: string;
  };
}

const FIRST_NAMES = (
  'Priya Asha Rahul Arjun Kavya Vikram Meera Suresh Lakshmi Anil Deepa Karthik Nisha Rohan Divya ' +
  'Sanjay Pooja Ravi Sneha Manoj Anjali Gopal Farhan Zoya Harpreet Joseph Fatima Venkat Ishita Naveen'
).split(' ');
const LAST_NAMES = (
  'Sharma Iyer Menon Reddy Nair Patel Gupta Rao Pillai Khan ' +
  'Singh Das Kulkarni Joshi Mehta Bose Naidu Verma Fernandes Shetty'
).split(' ');
// A pincode of each offered state's capital area (the shop offers only CITIES_BY_STATE's states).
const PINCODES: Record<string, string> = {
  Maharashtra: '400001',
  Karnataka: '560001',
  'Tamil Nadu': '600001',
  Delhi: '110001',
};
const PLACES = Object.entries(CITIES_BY_STATE).flatMap(([state, cities]) =>
  cities.map((city) => ({ state, city, pincode: PINCODES[state] ?? '000000' })),
);

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}::text`),
    sql`, `,
  )}]`;
/** An India-time timestamp of a UTC one (as the dashboard's repository computes it: PGlite has no zones). */
const ist = (column: string) => sql.raw(`((${column} AT TIME ZONE 'UTC') + interval '330 minutes')`);

export async function seedOrders(
  db: Database,
  invoice: InvoiceSettings,
  { orders, customers, days }: OrderSeedOptions,
): Promise<OrderSeedSummary> {
  const started = performance.now();
  await seedCoupons(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT setseed(0.29)`);
    await tx.execute(sql`CREATE TEMP TABLE bench_places ON COMMIT DROP AS
      SELECT k, state, city, pincode
      FROM unnest(${textArray(PLACES.map((p) => p.state))}, ${textArray(PLACES.map((p) => p.city))},
        ${textArray(PLACES.map((p) => p.pincode))}) WITH ORDINALITY AS p(state, city, pincode, k)`);
    // Mobiles: n × 7919 mod 10⁹ is one-to-one (7919 is prime to 10), so every customer's is distinct.
    await tx.execute(sql`INSERT INTO users (fullname, email, contact_number, password_hash, address, city,
        state, pincode, created_at, updated_at)
      SELECT f || ' ' || l, lower(f || '.' || l || '.' || n) || '@example.in',
        '9' || lpad(((n * 7919) % 1000000000)::text, 9, '0'), 'bench: no password',
        (n % 90 + 1) || ', ' || l || ' Street', p.city, p.state, p.pincode,
        now() - ${days + 30} * interval '1 day', now() - ${days + 30} * interval '1 day'
      FROM generate_series(1, ${customers}) AS n
        CROSS JOIN LATERAL (SELECT (${textArray(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}] AS f,
          (${textArray(LAST_NAMES)})[1 + (n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] AS l) AS names
        JOIN bench_places p ON p.k = 1 + n % ${PLACES.length}`);
    await tx.execute(sql`CREATE TEMP TABLE bench_customers ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY id) AS k, * FROM users
      WHERE password_hash = 'bench: no password'`);
    await tx.execute(sql`CREATE TEMP TABLE bench_products ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY id) AS k, * FROM products`);
    // Half the orders evenly over the period, half more of them the nearer today: a shop that grew.
    await tx.execute(sql`CREATE TEMP TABLE bench_draws ON COMMIT DROP AS
      SELECT n, random() AS r_pay, random() AS r_status, random() AS r_coupon, random() AS r_refund,
        now() - ${days} * interval '1 day' * (CASE WHEN random() < 0.5 THEN random() ELSE 1 - sqrt(random()) END)
          AS created_at,
        1 + floor(${customers} * power(random(), 1.3))::int AS customer_k,
        1 + floor(random() * (SELECT count(*) FROM bench_products))::int AS p1,
        CASE WHEN random() < 0.35 THEN 1 + floor(random() * (SELECT count(*) FROM bench_products))::int END AS p2,
        CASE WHEN random() < 0.1 THEN 2 ELSE 1 END AS q1
      FROM generate_series(1, ${orders}) AS n`);
    await tx.execute(sql`CREATE TEMP TABLE bench_orders ON COMMIT DROP AS
      WITH priced AS (
        SELECT d.*, a.price_paise * d.q1 + coalesce(b.price_paise, 0) AS subtotal,
          extract(epoch FROM now() - d.created_at) / 86400 AS age,
          CASE WHEN d.r_pay < 0.07 THEN 'created' WHEN d.r_pay < 0.11 THEN 'failed' ELSE 'paid' END AS payment,
          row_number() OVER (PARTITION BY d.customer_k ORDER BY d.created_at) = 1 AS first_order
        FROM bench_draws d JOIN bench_products a ON a.k = d.p1 LEFT JOIN bench_products b ON b.k = d.p2
      ), couponed AS (
        SELECT *, CASE WHEN first_order AND r_coupon < 0.5 THEN 'WELCOME10'
            WHEN subtotal >= 500000 AND r_coupon < 0.25 THEN 'MONSOON500' END AS coupon
        FROM priced
      ), discounted AS (
        SELECT *, CASE coupon WHEN 'WELCOME10' THEN least(round(subtotal * 0.1), 50000)
            WHEN 'MONSOON500' THEN 50000 ELSE 0 END::int AS discount
        FROM couponed
      )
      SELECT (SELECT coalesce(max(id), 0) FROM orders) + row_number() OVER (ORDER BY created_at, n) AS id, *,
        round((subtotal - discount) * ${invoice.taxRateBp} / 10000.0)::int AS tax,
        CASE WHEN payment <> 'paid' THEN 'pending'
          WHEN age < 1 THEN CASE WHEN r_status < 0.55 THEN 'pending' WHEN r_status < 0.85 THEN 'packed'
            WHEN r_status < 0.98 THEN 'shipped' ELSE 'cancelled' END
          WHEN age < 3 THEN CASE WHEN r_status < 0.08 THEN 'pending' WHEN r_status < 0.25 THEN 'packed'
            WHEN r_status < 0.6 THEN 'shipped' WHEN r_status < 0.85 THEN 'out_for_delivery'
            WHEN r_status < 0.96 THEN 'completed' ELSE 'cancelled' END
          WHEN age < 8 THEN CASE WHEN r_status < 0.15 THEN 'shipped' WHEN r_status < 0.25 THEN 'out_for_delivery'
            WHEN r_status < 0.95 THEN 'completed' ELSE 'cancelled' END
          ELSE CASE WHEN r_status < 0.94 THEN 'completed' ELSE 'cancelled' END
        END AS status,
        CASE WHEN payment = 'paid' THEN created_at + interval '90 seconds' END AS paid_at
      FROM discounted`);
    await tx.execute(sql`INSERT INTO orders (id, user_id, status, payment_status, payment_method, subtotal_paise,
        discount_paise, coupon_code, tax_paise, grand_total_paise, shipping_address, billing_address,
        billing_state, shipping_state, tax_rate_bp, customer_name, customer_email, customer_phone,
        gateway_order_id, gateway_payment_id, paid_at, reservation, confirmation_mailed_at, cancelled_at,
        created_at, updated_at)
      OVERRIDING SYSTEM VALUE
      SELECT o.id, c.id, o.status, o.payment, (ARRAY['upi', 'card', 'netbanking'])[1 + o.id % 3],
        o.subtotal, o.discount, o.coupon, o.tax, o.subtotal - o.discount + o.tax,
        concat_ws(', ', c.address, c.city, c.state, c.pincode), concat_ws(', ', c.address, c.city, c.state, c.pincode),
        c.state, c.state, ${invoice.taxRateBp}, c.fullname, c.email, c.contact_number,
        'order_' || lpad(o.id::text, 14, '0'),
        CASE WHEN o.payment = 'paid' THEN 'pay_' || lpad(o.id::text, 14, '0') END, o.paid_at,
        CASE WHEN o.payment <> 'paid' THEN 'released' WHEN o.status = 'cancelled' THEN 'returned' ELSE 'sold' END,
        o.paid_at + interval '5 seconds', cancel.at, o.created_at, greatest(o.created_at, o.paid_at, cancel.at)
      FROM bench_orders o JOIN bench_customers c ON c.k = o.customer_k
        CROSS JOIN LATERAL (SELECT CASE WHEN o.status = 'cancelled'
          THEN o.paid_at + least(interval '3 hours', (now() - o.paid_at) / 2) END AS at) AS cancel
      ORDER BY o.id`);
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders))`,
    );
    await tx.execute(sql`INSERT INTO order_items (order_id, product_id, title, brand, image, unit_price_paise, quantity)
      SELECT o.id, p.id, p.title, p.brand, p.image_file, p.price_paise, line.quantity
      FROM bench_orders o
        CROSS JOIN LATERAL (VALUES (o.p1, o.q1), (o.p2, 1)) AS line(k, quantity)
        JOIN bench_products p ON p.k = line.k`);
    await tx.execute(sql`INSERT INTO coupon_redemptions (coupon_id, order_id, user_id, discount_paise, redeemed_at)
      SELECT k.id, o.id, o.user_id, o.discount_paise, o.paid_at
      FROM orders o JOIN coupons k ON k.code = o.coupon_code WHERE o.payment_status = 'paid'`);
    await tx.execute(
      sql`UPDATE coupons SET uses = (SELECT count(*) FROM coupon_redemptions r WHERE r.coupon_id = coupons.id)`,
    );
    await issueInvoices(tx, invoice);
    // Cancelled after payment: refunded long since, or (lately, and a few older ones) still owed or failed.
    await tx.execute(sql`INSERT INTO refunds (order_id, amount_paise, idempotency_key, status, gateway_refund_id,
        requested_by, requested_at, processed_at, last_error)
      SELECT id, grand_total_paise, 'bench-refund-' || id, state,
        CASE WHEN state = 'processed' THEN 'rfnd_' || lpad(id::text, 14, '0') END, 'customer', cancelled_at,
        CASE WHEN state = 'processed' THEN least(now(), cancelled_at + interval '2 days') END,
        CASE WHEN state = 'failed' THEN 'The gateway declined the refund: BAD_REQUEST_ERROR' END
      FROM (SELECT o.*, CASE
          WHEN b.age < 8 THEN CASE WHEN b.r_refund < 0.4 THEN 'processed' WHEN b.r_refund < 0.85 THEN 'pending' ELSE 'failed' END
          ELSE CASE WHEN b.r_refund < 0.97 THEN 'processed' WHEN b.r_refund < 0.99 THEN 'failed' ELSE 'pending' END
        END AS state
        FROM orders o JOIN bench_orders b ON b.id = o.id
        WHERE o.status = 'cancelled' AND o.payment_status = 'paid') AS cancelled`);
  });
  await db.execute(sql`ANALYZE`);
  return { ...(await summary(db)), seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/** An invoice per paid order, numbered in its financial year (April to March, India time) by payment time. */
async function issueInvoices(
  tx: Pick<Database, 'execute'>,
  { prefix, taxRateBp, supplier }: InvoiceSettings,
) {
  const year = sql`(extract(year FROM ${ist('o.paid_at')})::int - CASE WHEN extract(month FROM ${ist('o.paid_at')}) < 4 THEN 1 ELSE 0 END)`;
  await tx.execute(sql`INSERT INTO invoices (number, financial_year, serial, order_id, issued_at, supplier_name,
      supplier_address, supplier_state, supplier_gstin, buyer_name, billing_address, billing_state,
      shipping_address, shipping_state, place_of_supply, kind, tax_rate_bp, subtotal_paise, discount_paise,
      coupon_code, taxable_paise, cgst_paise, sgst_paise, igst_paise, tax_paise, total_paise, amount_in_words)
    SELECT ${`${prefix}/`}::text || substr(fy, 3) || '/' || ${SERIAL_TEXT}, fy, last_serial, id, paid_at,
      ${supplier.legalName}::text, ${supplier.address}::text, ${supplier.state}::text, ${supplier.gstin}::text,
      customer_name, billing_address, billing_state, shipping_address, shipping_state, shipping_state,
      CASE WHEN intra THEN 'cgst_sgst' ELSE 'igst' END, ${taxRateBp}, subtotal_paise, discount_paise, coupon_code,
      subtotal_paise - discount_paise, CASE WHEN intra THEN tax_paise - tax_paise / 2 ELSE 0 END,
      CASE WHEN intra THEN tax_paise / 2 ELSE 0 END, CASE WHEN intra THEN 0 ELSE tax_paise END,
      tax_paise, grand_total_paise, 'Rupees ' || round(grand_total_paise / 100.0, 2) || ' only'
    FROM (SELECT *, row_number() OVER (PARTITION BY fy ORDER BY paid_at, id) AS last_serial
      FROM (SELECT o.*, o.shipping_state = ${supplier.state} AS intra,
          ${year} || '-' || lpad(((${year} + 1) % 100)::text, 2, '0') AS fy
        FROM orders o WHERE o.payment_status = 'paid') AS paid) AS numbered`);
  await tx.execute(sql`INSERT INTO invoice_counters (series, financial_year, last_serial)
    SELECT 'invoice', financial_year, max(serial) FROM invoices GROUP BY financial_year
    ON CONFLICT (series, financial_year) DO UPDATE SET last_serial = greatest(invoice_counters.last_serial, excluded.last_serial)`);
}

async function summary(db: Database): Promise<Omit<OrderSeedSummary, 'seconds'>> {
  const { rows } = (await db.execute(sql`SELECT
      (SELECT count(*)::int FROM orders) AS orders,
      (SELECT count(*)::int FROM users WHERE password_hash = 'bench: no password') AS customers,
      (SELECT count(*)::int FROM invoices) AS invoices,
      (SELECT count(*)::int FROM refunds WHERE status <> 'processed') AS refunds_owed,
      busiest.customer_email AS email, busiest.customer_phone AS mobile, busiest.n AS orders_of_customer,
      (SELECT coupon_code FROM orders WHERE coupon_code IS NOT NULL
        GROUP BY 1 ORDER BY count(*) DESC LIMIT 1) AS coupon,
      to_char(date_trunc('month', ${ist('now()')}) - interval '2 months', 'YYYY-MM-DD') AS month_from,
      to_char(date_trunc('month', ${ist('now()')}) - interval '1 month' - interval '1 day', 'YYYY-MM-DD') AS month_to
    FROM (SELECT customer_email, customer_phone, count(*)::int AS n FROM orders
      GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1) AS busiest`)) as { rows: Record<string, string | number>[] };
  const row = rows[0]!;
  return {
    orders: Number(row.orders),
    customers: Number(row.customers),
    invoices: Number(row.invoices),
    refundsOwed: Number(row.refunds_owed),
    samples: {
      email: String(row.email),
      mobile: String(row.mobile),
      ordersOfCustomer: Number(row.orders_of_customer),
      namePrefix: FIRST_NAMES[0]!,
      coupon: String(row.coupon),
      monthFrom: String(row.month_from),
      monthTo: String(row.month_to),
    },
  };
}
