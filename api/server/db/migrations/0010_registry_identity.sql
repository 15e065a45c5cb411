CREATE TABLE "user_identities" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"social_card" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"middle_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"citizenship" text NOT NULL,
	"bound_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prequal_applications" ADD COLUMN "applicant" jsonb;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_social_card_key" ON "user_identities" USING btree ("social_card");