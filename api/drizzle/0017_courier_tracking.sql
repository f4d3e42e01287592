CREATE TABLE "tracking_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"tracking_number" text NOT NULL,
	"status" text NOT NULL,
	"courier_status" text NOT NULL,
	"location" text,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tracking_events_status_known" CHECK ("tracking_events"."status" IN ('booked', 'in_transit', 'out_for_delivery', 'delivered', 'rto_initiated', 'rto_delivered', 'other'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_known";--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "booked_with" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "gateway_order_id" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "gateway_shipment_id" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_key" ON "tracking_events" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "tracking_events_order" ON "tracking_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "shipments_tracking_number" ON "shipments" USING btree ("tracking_number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" IN ('pending', 'packed', 'shipped', 'out_for_delivery', 'completed', 'cancelled', 'returned'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_known" CHECK ("orders"."payment_status" IN ('created', 'paid', 'failed', 'cod'));--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_booked_with_known" CHECK ("shipments"."booked_with" IN ('shiprocket', 'sandbox', 'manual'));