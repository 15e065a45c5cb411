CREATE TABLE "agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"is_partner" boolean NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"brand_color" text NOT NULL,
	CONSTRAINT "agencies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "apartments" (
	"id" serial PRIMARY KEY NOT NULL,
	"building_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"floor" smallint NOT NULL,
	"area" real NOT NULL,
	"rooms" smallint NOT NULL,
	"price" bigint NOT NULL,
	"price_per_square_metre" bigint NOT NULL,
	"old_price" bigint,
	"renovation" text NOT NULL,
	"availability" text NOT NULL,
	"orientation" text NOT NULL,
	"plan_seed" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot" text NOT NULL,
	"title" jsonb NOT NULL,
	"redirect_url" text NOT NULL,
	"image_url" text NOT NULL,
	"medium_image_url" text NOT NULL,
	"small_image_url" text NOT NULL,
	"position" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brokers" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer,
	"full_name" jsonb NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"languages" text[] NOT NULL,
	"is_foreign" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "building_facilities" (
	"building_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	CONSTRAINT "building_facilities_building_id_facility_id_pk" PRIMARY KEY("building_id","facility_id")
);
--> statement-breakpoint
CREATE TABLE "buildings" (
	"id" serial PRIMARY KEY NOT NULL,
	"developer_id" integer NOT NULL,
	"market" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"district" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"floors" smallint NOT NULL,
	"wall_type" text NOT NULL,
	"stage" smallint NOT NULL,
	"completion_date" date NOT NULL,
	"ceiling_height" real NOT NULL,
	"has_elevator" boolean NOT NULL,
	"parking_count" smallint NOT NULL,
	"parking_space_price" bigint,
	"photo_seed" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "developers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"is_partner" boolean NOT NULL,
	"founded_year" smallint NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"website" text NOT NULL,
	"brand_color" text NOT NULL,
	CONSTRAINT "developers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "facilities_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "foreign_project_brokers" (
	"project_id" integer NOT NULL,
	"broker_id" integer NOT NULL,
	CONSTRAINT "foreign_project_brokers_project_id_broker_id_pk" PRIMARY KEY("project_id","broker_id")
);
--> statement-breakpoint
CREATE TABLE "foreign_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"country" text NOT NULL,
	"city" jsonb NOT NULL,
	"developer_name" text NOT NULL,
	"currency" text NOT NULL,
	"min_price" bigint NOT NULL,
	"min_area" real NOT NULL,
	"stage" smallint NOT NULL,
	"completion_date" date NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"photo_seed" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"deal" text NOT NULL,
	"market" text NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"district" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"rooms" smallint NOT NULL,
	"floor" smallint,
	"floors_total" smallint,
	"area" real NOT NULL,
	"land_area" real,
	"ceiling_height" real,
	"wall_type" text,
	"renovation" text NOT NULL,
	"price" bigint NOT NULL,
	"price_per_square_metre" bigint,
	"old_price" bigint,
	"daily_fee" bigint,
	"min_rent_days" smallint,
	"min_rent_months" smallint,
	"pets_allowed" boolean,
	"children_allowed" boolean,
	"flags" jsonb NOT NULL,
	"utilities" jsonb NOT NULL,
	"parking_count" smallint NOT NULL,
	"agency_id" integer,
	"broker_id" integer,
	"availability" text NOT NULL,
	"photo_seed" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listings_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brokers" ADD CONSTRAINT "brokers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_facilities" ADD CONSTRAINT "building_facilities_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_facilities" ADD CONSTRAINT "building_facilities_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_parent_id_facilities_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foreign_project_brokers" ADD CONSTRAINT "foreign_project_brokers_project_id_foreign_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."foreign_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foreign_project_brokers" ADD CONSTRAINT "foreign_project_brokers_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apartments_building_idx" ON "apartments" USING btree ("building_id","number");--> statement-breakpoint
CREATE INDEX "apartments_price_idx" ON "apartments" USING btree ("price");--> statement-breakpoint
CREATE INDEX "apartments_area_idx" ON "apartments" USING btree ("area");--> statement-breakpoint
CREATE INDEX "apartments_rooms_idx" ON "apartments" USING btree ("rooms","price");--> statement-breakpoint
CREATE INDEX "buildings_developer_idx" ON "buildings" USING btree ("developer_id");--> statement-breakpoint
CREATE INDEX "buildings_district_idx" ON "buildings" USING btree ("district");--> statement-breakpoint
CREATE INDEX "listings_deal_type_idx" ON "listings" USING btree ("deal","type","price");--> statement-breakpoint
CREATE INDEX "listings_district_idx" ON "listings" USING btree ("district");--> statement-breakpoint
CREATE INDEX "listings_created_idx" ON "listings" USING btree ("created_at");