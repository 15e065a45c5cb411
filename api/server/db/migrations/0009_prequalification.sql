CREATE TABLE "prequal_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"amount" integer NOT NULL,
	"term_months" integer NOT NULL,
	"social_card_number" text NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"email" text,
	"phone_number" text,
	"phone_verified_at" timestamp with time zone,
	"decision" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "prequal_mail_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prequal_applications" ADD CONSTRAINT "prequal_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prequal_applications_open_user_key" ON "prequal_applications" USING btree ("user_id") WHERE "prequal_applications"."decided_at" is null;--> statement-breakpoint
CREATE INDEX "prequal_applications_user_decided_idx" ON "prequal_applications" USING btree ("user_id","decided_at");