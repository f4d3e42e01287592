-- Changes of email or mobile number waiting for confirmation (issue 28), with the old values for undo.
CREATE TABLE "contact_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"new_email" text,
	"new_contact_number" text,
	"old_email" text NOT NULL,
	"old_contact_number" text NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"confirm_expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"undo_token_hash" text NOT NULL,
	"undo_expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contact_changes_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "contact_changes_undo_token_hash_unique" UNIQUE("undo_token_hash")
);
--> statement-breakpoint
ALTER TABLE "contact_changes" ADD CONSTRAINT "contact_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_changes_user_idx" ON "contact_changes" USING btree ("user_id","created_at");