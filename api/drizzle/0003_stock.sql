ALTER TABLE "orders" ADD COLUMN "reservation" text DEFAULT 'held' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_held_until_idx" ON "orders" USING btree ("reserved_until") WHERE "orders"."reservation" = 'held';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reservation_known" CHECK ("orders"."reservation" IN ('held', 'sold', 'released', 'refund_due'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0);--> statement-breakpoint
-- Orders placed before stock was counted: paid ones sold their units, the rest hold nothing.
UPDATE "orders" SET "reservation" = CASE WHEN "payment_status" = 'paid' THEN 'sold' ELSE 'released' END;--> statement-breakpoint
-- A catalogue seeded before stock was counted gets the shipped counts; any other product starts at 0
-- until the operator sets it (npm run ops -- stock).
UPDATE "products" SET "stock" = CASE "slug"
  WHEN 'harmony-ac-guard-2kva' THEN 40
  WHEN 'harmony-cool-keeper-f1' THEN 38
  WHEN 'harmony-cool-keeper-f2' THEN 0
  WHEN 'harmony-copper-pro-5kva' THEN 3
  WHEN 'harmony-heavy-duty-16a' THEN 70
  WHEN 'harmony-m1' THEN 48
  WHEN 'harmony-m1-lite' THEN 36
  WHEN 'harmony-m2' THEN 27
  WHEN 'harmony-mainline-ml10' THEN 4
  WHEN 'harmony-mainline-ml5' THEN 22
  WHEN 'harmony-powerstrip-4' THEN 120
  WHEN 'harmony-powerstrip-6-switched' THEN 85
  WHEN 'harmony-powerstrip-usb' THEN 64
  WHEN 'harmony-servo-sv3' THEN 2
  WHEN 'harmony-surgesafe-6' THEN 4
  WHEN 'harmony-tv-shield-t1' THEN 60
  WHEN 'harmony-tv-shield-t2' THEN 45
  WHEN 'harmony-w4-wide-range' THEN 18
  ELSE 0 END;