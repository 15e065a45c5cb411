CREATE TABLE "loan_application_co_applicants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"relationship" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text NOT NULL,
	"user_id" uuid,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"current_step" text DEFAULT 'applicantData' NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_application_co_applicants_status" CHECK ("loan_application_co_applicants"."status" in ('invited', 'accepted', 'declined', 'recalled', 'cancelled', 'lapsed', 'closed')),
	CONSTRAINT "loan_application_co_applicants_accepted_user" CHECK ("loan_application_co_applicants"."status" <> 'accepted' or "loan_application_co_applicants"."user_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "loan_application_co_applicants" ADD CONSTRAINT "loan_application_co_applicants_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_application_co_applicants" ADD CONSTRAINT "loan_application_co_applicants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_application_co_applicants_token_key" ON "loan_application_co_applicants" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_application_co_applicants_active_application_key" ON "loan_application_co_applicants" USING btree ("application_id") WHERE status in ('invited', 'accepted');--> statement-breakpoint
CREATE UNIQUE INDEX "loan_application_co_applicants_active_email_key" ON "loan_application_co_applicants" USING btree ("email") WHERE status in ('invited', 'accepted');--> statement-breakpoint
CREATE UNIQUE INDEX "loan_application_co_applicants_accepted_user_key" ON "loan_application_co_applicants" USING btree ("user_id") WHERE "loan_application_co_applicants"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "loan_application_co_applicants_application_idx" ON "loan_application_co_applicants" USING btree ("application_id","invited_at");