CREATE TABLE "categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
-- The shop's aisles are data every database needs, so the migration writes them, not the seed.
INSERT INTO "categories" ("slug", "name", "position") VALUES
  ('ac-stabilizers', 'AC stabilizers', 1),
  ('mainline-stabilizers', 'Mainline stabilizers', 2),
  ('appliance-stabilizers', 'Appliance stabilizers', 3),
  ('extension-boards', 'Extension boards', 4),
  ('accessories', 'Accessories', 5);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "capacity_value" numeric;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "capacity_unit" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A')
  || CASE WHEN capacity_value IS NULL OR capacity_unit IS NULL THEN ''::tsvector
     ELSE setweight(('''' || trim_scale(capacity_value)::text || capacity_unit || ''':1')::tsvector, 'A') END
  || setweight(to_tsvector('english', summary || ' ' || brand || ' ' || replace(coalesce(category, ''), '-', ' ')), 'B')
  || setweight(to_tsvector('english', description), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_categories_slug_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("slug") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_capacity_valid" CHECK (("products"."capacity_value" IS NULL) = ("products"."capacity_unit" IS NULL) AND ("products"."capacity_value" IS NULL OR ("products"."capacity_value" > 0 AND "products"."capacity_unit" IN ('ton', 'kva'))));--> statement-breakpoint
-- A catalogue seeded before categories existed gets the shipped values (src/db/seed/); any other
-- product stays without a category or capacity until the operator sets them.
UPDATE "products" SET "category" = CASE
  WHEN "slug" IN ('harmony-m1', 'harmony-m1-lite', 'harmony-m2', 'harmony-ac-guard-2kva',
    'harmony-w4-wide-range', 'harmony-copper-pro-5kva') THEN 'ac-stabilizers'
  WHEN "slug" IN ('harmony-mainline-ml5', 'harmony-mainline-ml10') THEN 'mainline-stabilizers'
  WHEN "slug" IN ('harmony-servo-sv3', 'harmony-tv-shield-t1', 'harmony-tv-shield-t2',
    'harmony-cool-keeper-f1', 'harmony-cool-keeper-f2') THEN 'appliance-stabilizers'
  WHEN "slug" IN ('harmony-powerstrip-4', 'harmony-powerstrip-6-switched', 'harmony-powerstrip-usb',
    'harmony-surgesafe-6', 'harmony-heavy-duty-16a') THEN 'extension-boards'
  WHEN "slug" IN ('harmony-spike-guard-5', 'harmony-universal-travel-adapter', 'harmony-16a-to-6a-converter',
    'harmony-stabilizer-wall-bracket', 'harmony-extension-cable-5m', 'harmony-cable-reel-10m') THEN 'accessories'
  END;--> statement-breakpoint
-- AC stabilizers are sized by the AC's tonnage, every other stabilizer by kVA.
UPDATE "products" SET "capacity_value" = c.value, "capacity_unit" = c.unit
FROM (VALUES
  ('harmony-m1', 1.5, 'ton'),
  ('harmony-m1-lite', 1, 'ton'),
  ('harmony-m2', 2, 'ton'),
  ('harmony-ac-guard-2kva', 0.75, 'ton'),
  ('harmony-w4-wide-range', 1.5, 'ton'),
  ('harmony-copper-pro-5kva', 2, 'ton'),
  ('harmony-mainline-ml5', 5, 'kva'),
  ('harmony-mainline-ml10', 10, 'kva'),
  ('harmony-servo-sv3', 3, 'kva'),
  ('harmony-tv-shield-t1', 0.5, 'kva'),
  ('harmony-tv-shield-t2', 1, 'kva'),
  ('harmony-cool-keeper-f1', 1, 'kva'),
  ('harmony-cool-keeper-f2', 2, 'kva')
) AS c(slug, value, unit)
WHERE "products"."slug" = c.slug;