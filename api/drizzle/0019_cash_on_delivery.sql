CREATE TABLE "cod_codes" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"codes_sent" integer DEFAULT 1 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cod_codes" ADD CONSTRAINT "cod_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_cod_unconfirmed_idx" ON "orders" USING btree ("cod_confirm_by") WHERE "orders"."payment_status" = 'cod' AND "orders"."cod_confirmed_at" IS NULL AND "orders"."status" = 'pending';