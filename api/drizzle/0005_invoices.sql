CREATE TABLE "invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "invoice_counters_serial_positive" CHECK ("invoice_counters"."last_serial" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer NOT NULL,
	"description" text NOT NULL,
	"hsn" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"discount_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_position_pk" PRIMARY KEY("invoice_id","position")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"order_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_address" text NOT NULL,
	"supplier_state" text NOT NULL,
	"supplier_gstin" text NOT NULL,
	"buyer_name" text NOT NULL,
	"billing_address" text NOT NULL,
	"billing_state" text NOT NULL,
	"shipping_address" text NOT NULL,
	"shipping_state" text NOT NULL,
	"place_of_supply" text NOT NULL,
	"kind" text NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"subtotal_paise" integer NOT NULL,
	"discount_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"tax_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"amount_in_words" text NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_kind_known" CHECK ("invoices"."kind" IN ('cgst_sgst', 'igst')),
	CONSTRAINT "invoices_amounts_add_up" CHECK ("invoices"."cgst_paise" + "invoices"."sgst_paise" + "invoices"."igst_paise" = "invoices"."tax_paise" AND "invoices"."taxable_paise" + "invoices"."tax_paise" = "invoices"."total_paise" AND "invoices"."subtotal_paise" - "invoices"."discount_paise" = "invoices"."taxable_paise")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate_bp" integer;--> statement-breakpoint
-- Orders placed before this migration: the states from their address text ("address, city, state -
-- pincode", as checkout writes it) and the rate they were taxed at, SPEC's 5%.
UPDATE "orders" SET
  "billing_state" = coalesce(substring("billing_address" from ', ([^,]+) - [^,]*$'), ''),
  "shipping_state" = coalesce(substring("shipping_address" from ', ([^,]+) - [^,]*$'), ''),
  "tax_rate_bp" = 500;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "billing_state" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_state" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tax_rate_bp" SET NOT NULL;--> statement-breakpoint
-- Every product needs an HSN code: 8504 (static converters: voltage stabilizers) for the stabilizers and
-- any product an operator added (check those with `npm run ops -- products`, change with `ops hsn`);
-- the shipped catalogue's other products get theirs (src/db/seed/).
ALTER TABLE "products" ADD COLUMN "hsn" text DEFAULT '8504' NOT NULL;--> statement-breakpoint
UPDATE "products" SET "hsn" = c.hsn
FROM (VALUES
  ('harmony-powerstrip-4', '8536'),
  ('harmony-powerstrip-6-switched', '8536'),
  ('harmony-powerstrip-usb', '8536'),
  ('harmony-surgesafe-6', '8536'),
  ('harmony-heavy-duty-16a', '8536'),
  ('harmony-spike-guard-5', '8536'),
  ('harmony-universal-travel-adapter', '8536'),
  ('harmony-16a-to-6a-converter', '8536'),
  ('harmony-stabilizer-wall-bracket', '7326'),
  ('harmony-extension-cable-5m', '8544'),
  ('harmony-cable-reel-10m', '8544')
) AS c(slug, hsn)
WHERE "products"."slug" = c.slug;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "hsn" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_serial" ON "invoices" USING btree ("financial_year","serial");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_digits" CHECK ("products"."hsn" ~ '^[0-9]{4}([0-9]{2}){0,2}$');--> statement-breakpoint
-- An issued invoice is a tax record: never changed, never deleted (its order cannot be deleted either).
CREATE FUNCTION "refuse_invoice_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an issued invoice is never changed or deleted (%)', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_immutable" BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "refuse_invoice_change"();--> statement-breakpoint
CREATE TRIGGER "invoice_lines_immutable" BEFORE UPDATE OR DELETE ON "invoice_lines"
  FOR EACH ROW EXECUTE FUNCTION "refuse_invoice_change"();
