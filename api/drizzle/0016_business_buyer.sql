ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_legal_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_legal_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_gstin_has_name" CHECK (("orders"."buyer_gstin" IS NULL) = ("orders"."buyer_legal_name" IS NULL));