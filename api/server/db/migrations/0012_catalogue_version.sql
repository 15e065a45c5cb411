-- The catalogue's data version: one counter that every write to a catalogue table raises in the
-- writing transaction (a booking, a price or availability change, a load), so the server's cache of
-- catalogue answers (api/server/services/catalogue/answer-cache.ts) keys its entries by it and a
-- committed write is seen by the next request, whichever instance or script made it. A BEFORE
-- STATEMENT trigger takes the counter's row lock before the statement locks any catalogue row, so
-- two writers wait for each other in one order and never deadlock on it.
CREATE TABLE "catalogue_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id")
);--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (true, 1);--> statement-breakpoint
CREATE FUNCTION "raise_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalogue_version" SET "version" = "version" + 1;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "apartments_raise_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "apartments" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "listings_raise_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listings" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "buildings_raise_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "buildings" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "building_facilities_raise_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "building_facilities" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "facilities_raise_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "facilities" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "developers_raise_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "developers" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "agencies_raise_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "agencies" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "brokers_raise_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brokers" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "foreign_projects_raise_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "foreign_projects" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "foreign_project_brokers_raise_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "foreign_project_brokers" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "banners_raise_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();
