CREATE TABLE "sandbox_webhooks" (
	"event_id" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_webhooks_lease" ON "sandbox_webhooks" USING btree ("lease_until");