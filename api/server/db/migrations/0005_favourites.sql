CREATE TABLE "favourites" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"apartment_id" integer,
	"listing_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourites_one_property" CHECK (("favourites"."apartment_id" is null) <> ("favourites"."listing_id" is null))
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_apartment_key" ON "favourites" USING btree ("user_id","apartment_id") WHERE "favourites"."apartment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_listing_key" ON "favourites" USING btree ("user_id","listing_id") WHERE "favourites"."listing_id" is not null;--> statement-breakpoint
CREATE INDEX "favourites_user_created_idx" ON "favourites" USING btree ("user_id","created_at");