-- Coupon codes (issue #14): their terms, and one redemption per paid order that used one. An order
-- keeps its coupon's code beside its discount; an invoice prints it.
CREATE TABLE "coupon_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"discount_paise" integer NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_redemptions_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "coupon_redemptions_discount_valid" CHECK ("coupon_redemptions"."discount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer,
	"max_discount_paise" integer,
	"amount_paise" integer,
	"min_order_paise" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"category_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_code_format" CHECK ("coupons"."code" ~ '^[A-Z0-9][A-Z0-9-]{2,31}$'),
	CONSTRAINT "coupons_terms_fit_kind" CHECK (("coupons"."kind" = 'percent' AND "coupons"."percent" BETWEEN 1 AND 100 AND "coupons"."amount_paise" IS NULL)
        OR ("coupons"."kind" = 'flat' AND "coupons"."amount_paise" > 0 AND "coupons"."percent" IS NULL AND "coupons"."max_discount_paise" IS NULL)),
	CONSTRAINT "coupons_cap_positive" CHECK ("coupons"."max_discount_paise" IS NULL OR "coupons"."max_discount_paise" > 0),
	CONSTRAINT "coupons_minimum_positive" CHECK ("coupons"."min_order_paise" IS NULL OR "coupons"."min_order_paise" > 0),
	CONSTRAINT "coupons_window_ordered" CHECK ("coupons"."starts_at" IS NULL OR "coupons"."ends_at" IS NULL OR "coupons"."ends_at" > "coupons"."starts_at"),
	CONSTRAINT "coupons_limits_positive" CHECK (("coupons"."usage_limit" IS NULL OR "coupons"."usage_limit" > 0) AND ("coupons"."per_customer_limit" IS NULL OR "coupons"."per_customer_limit" > 0)),
	CONSTRAINT "coupons_uses_within_limit" CHECK ("coupons"."uses" >= 0 AND ("coupons"."usage_limit" IS NULL OR "coupons"."uses" <= "coupons"."usage_limit"))
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_requested_by_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
-- A captured payment the shop could not accept (the coupon's last use went to another order) says why.
ALTER TABLE "orders" ADD COLUMN "refused_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_customer_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_has_coupon" CHECK ("orders"."discount_paise" = 0 OR "orders"."coupon_code" IS NOT NULL);--> statement-breakpoint
-- The shop itself asks for the refund of a payment it could not accept.
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_known" CHECK ("refunds"."requested_by" IN ('customer', 'operator', 'shop'));