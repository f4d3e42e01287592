ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_valid";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_valid" CHECK ("orders"."subtotal_paise" >= 0 AND "orders"."discount_paise" >= 0 AND "orders"."shipping_paise" >= 0 AND "orders"."cod_fee_paise" >= 0 AND "orders"."tax_paise" >= 0 AND "orders"."grand_total_paise" >= 0);