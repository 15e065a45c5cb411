CREATE TABLE "office_claims" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_party_modes" (
	"party" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "building_reviews" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "building_reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "building_reviews" ADD COLUMN "moderated_by" uuid;--> statement-breakpoint
ALTER TABLE "office_claims" ADD CONSTRAINT "office_claims_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_reviews" ADD CONSTRAINT "building_reviews_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;