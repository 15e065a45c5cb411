-- Private sellers (issue 21): registrations, sellers, their listings and photos; the catalogue's
-- listings gain a seller's photos and whether they are listed, and their indexes hold only listed rows.
CREATE TABLE "private_seller_registrations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"phone_number" text NOT NULL,
	"phone_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "private_seller_registrations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "private_sellers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_listing_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" smallint NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"status" text NOT NULL,
	"facts" jsonb NOT NULL,
	"return_reason" text,
	"catalogue_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "seller_listings_status" CHECK ("seller_listings"."status" in ('draft', 'pending', 'returned', 'published', 'unpublished', 'sold', 'rented'))
);
--> statement-breakpoint
DROP INDEX "listings_deal_type_idx";--> statement-breakpoint
DROP INDEX "listings_deal_created_idx";--> statement-breakpoint
DROP INDEX "listings_deal_price_idx";--> statement-breakpoint
DROP INDEX "listings_deal_area_idx";--> statement-breakpoint
DROP INDEX "listings_search_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "photos" jsonb;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "private_seller_registrations" ADD CONSTRAINT "private_seller_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_sellers" ADD CONSTRAINT "private_sellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_listing_photos" ADD CONSTRAINT "seller_listing_photos_listing_id_seller_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."seller_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_listings" ADD CONSTRAINT "seller_listings_seller_id_private_sellers_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."private_sellers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_listings" ADD CONSTRAINT "seller_listings_catalogue_id_listings_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."listings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_listing_photos_listing_idx" ON "seller_listing_photos" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "seller_listings_seller_idx" ON "seller_listings" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "seller_listings_pending_idx" ON "seller_listings" USING btree ("submitted_at") WHERE "seller_listings"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "seller_listings_catalogue_key" ON "seller_listings" USING btree ("catalogue_id");--> statement-breakpoint
CREATE INDEX "listings_deal_type_idx" ON "listings" USING btree ("deal","type","price") WHERE "listings"."listed";--> statement-breakpoint
CREATE INDEX "listings_deal_created_idx" ON "listings" USING btree ("deal","created_at") WHERE "listings"."listed";--> statement-breakpoint
CREATE INDEX "listings_deal_price_idx" ON "listings" USING btree ("deal","price") WHERE "listings"."listed";--> statement-breakpoint
CREATE INDEX "listings_deal_area_idx" ON "listings" USING btree ("deal","area") WHERE "listings"."listed";--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING btree ("deal","district","rooms","type","price","area") WHERE "listings"."listed";--> statement-breakpoint
-- listings_deal_rooms_idx (0013, custom SQL) holds only listed rows too, as the schema's own indexes above.
DROP INDEX "listings_deal_rooms_idx";--> statement-breakpoint
CREATE INDEX "listings_deal_rooms_idx" ON "listings" USING btree ("deal","rooms","type") WHERE "listings"."listed";
