CREATE TABLE "property_price_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"apartment_id" integer,
	"listing_id" integer,
	"price_before" bigint NOT NULL,
	"price_after" bigint NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "property_price_changes_one_property" CHECK (("property_price_changes"."apartment_id" is null) <> ("property_price_changes"."listing_id" is null)),
	CONSTRAINT "property_price_changes_changed" CHECK ("property_price_changes"."price_before" <> "property_price_changes"."price_after")
);
--> statement-breakpoint
ALTER TABLE "property_price_changes" ADD CONSTRAINT "property_price_changes_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_price_changes" ADD CONSTRAINT "property_price_changes_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_price_changes_apartment_idx" ON "property_price_changes" USING btree ("apartment_id","changed_at") WHERE "property_price_changes"."apartment_id" is not null;--> statement-breakpoint
CREATE INDEX "property_price_changes_listing_idx" ON "property_price_changes" USING btree ("listing_id","changed_at") WHERE "property_price_changes"."listing_id" is not null;--> statement-breakpoint
-- Custom SQL: a property page's answer carries its price history, so a write to the history raises
-- the catalogue's data version (0012_catalogue_version) as a write to the property itself does.
CREATE TRIGGER "property_price_changes_raise_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_price_changes" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();
