CREATE TABLE "building_reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"building_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "building_reviews_rating_range" CHECK ("building_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "building_reviews" ADD CONSTRAINT "building_reviews_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_reviews" ADD CONSTRAINT "building_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "building_reviews_user_key" ON "building_reviews" USING btree ("building_id","user_id");--> statement-breakpoint
CREATE INDEX "building_reviews_building_idx" ON "building_reviews" USING btree ("building_id","created_at");