CREATE TABLE "loan_application_events" (
	"application_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"event_type" text NOT NULL,
	"event" jsonb NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	CONSTRAINT "loan_application_events_application_id_seq_pk" PRIMARY KEY("application_id","seq"),
	CONSTRAINT "loan_application_events_actor_kind" CHECK ("loan_application_events"."actor_kind" in ('applicant', 'system', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "loan_application_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"main_applicant_id" uuid NOT NULL,
	"market_type" text NOT NULL,
	"apartment_id" integer,
	"listing_id" integer,
	"price" integer NOT NULL,
	"machine_version" integer NOT NULL,
	"state_value" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_applications_market_type" CHECK ("loan_applications"."market_type" in ('0', '1')),
	CONSTRAINT "loan_applications_property_of_market" CHECK (("loan_applications"."market_type" = '0' and "loan_applications"."listing_id" is null) or ("loan_applications"."market_type" = '1' and "loan_applications"."apartment_id" is null)),
	CONSTRAINT "loan_applications_price" CHECK ("loan_applications"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "loan_application_events" ADD CONSTRAINT "loan_application_events_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_application_outbox" ADD CONSTRAINT "loan_application_outbox_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_main_applicant_id_users_id_fk" FOREIGN KEY ("main_applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_application_outbox_idempotency_key" ON "loan_application_outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "loan_application_outbox_unsent_idx" ON "loan_application_outbox" USING btree ("created_at") WHERE "loan_application_outbox"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_applications_active_applicant_key" ON "loan_applications" USING btree ("main_applicant_id") WHERE "loan_applications"."status" not in ('RejectedByBank', 'RejectedByClient', 'Expired', 'Deleted', 'CancelledByApplicantRequest');--> statement-breakpoint
CREATE INDEX "loan_applications_applicant_created_idx" ON "loan_applications" USING btree ("main_applicant_id","created_at");--> statement-breakpoint
CREATE INDEX "loan_applications_status_idx" ON "loan_applications" USING btree ("status");--> statement-breakpoint
CREATE INDEX "deadlines_lending_application_idx" ON "deadlines" USING btree (("payload"->>'applicationId')) WHERE kind like 'lending.%' and done_at is null and failed_at is null;