CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"order_id" integer,
	"message_id" integer,
	"mail" jsonb,
	"attachments" jsonb,
	"recipient" text,
	"subject" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_status_known" CHECK ("outbox"."status" IN ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" IN ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "outbox_failed" ON "outbox" USING btree ("created_at") WHERE "outbox"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "outbox_order" ON "outbox" USING btree ("order_id","created_at") WHERE "outbox"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_message" ON "outbox" USING btree ("message_id","created_at") WHERE "outbox"."message_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "outbox" ("kind", "order_id", "message_id", "recipient", "subject", "status", "next_attempt_at", "last_error", "created_at", "sent_at")
SELECT "kind", "order_id", "message_id", "recipient", "subject", "status", "at", "last_error", "at", CASE WHEN "status" = 'sent' THEN "at" END
FROM "mail_log" ORDER BY "id";
