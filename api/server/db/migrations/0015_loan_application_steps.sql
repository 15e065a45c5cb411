CREATE TABLE "loan_application_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"owner" text NOT NULL,
	"kind" text NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_application_documents_content_type" CHECK ("loan_application_documents"."content_type" in ('image/png', 'image/jpeg'))
);
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "booking_id" bigint;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "steps" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "current_step" text DEFAULT 'loanInfo' NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_application_documents" ADD CONSTRAINT "loan_application_documents_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_application_documents" ADD CONSTRAINT "loan_application_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_application_documents_owner_kind_key" ON "loan_application_documents" USING btree ("application_id","owner","kind");--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;