-- A live family's sign-in is taken as its oldest kept token's creation (rotated tokens stay until they expire).
ALTER TABLE "refresh_tokens" ADD COLUMN "family_started_at" timestamp with time zone;--> statement-breakpoint
UPDATE "refresh_tokens" AS "t" SET "family_started_at" = (SELECT min("f"."created_at") FROM "refresh_tokens" AS "f" WHERE "f"."family_id" = "t"."family_id");--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "family_started_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "role" text DEFAULT 'customer' NOT NULL;
