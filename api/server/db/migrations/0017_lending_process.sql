CREATE TABLE "lending_appointments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"party" text NOT NULL,
	"resource" text NOT NULL,
	"slot_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"join_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "lending_appointments_kind" CHECK ("lending_appointments"."kind" in ('videoCall', 'notary', 'branchVisit')),
	CONSTRAINT "lending_appointments_status" CHECK ("lending_appointments"."status" in ('booked', 'done', 'missed', 'failed', 'moved'))
);
--> statement-breakpoint
CREATE TABLE "lending_identifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"party" text NOT NULL,
	"user_id" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"widget_url" text NOT NULL,
	"outcome" text,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "lending_identifications_party" CHECK ("lending_identifications"."party" in ('applicant', 'coApplicant'))
);
--> statement-breakpoint
CREATE TABLE "lending_package_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"package_no" integer NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lending_package_signatures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" uuid NOT NULL,
	"party" text NOT NULL,
	"user_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"signature_ref" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lending_process_answers" (
	"application_id" uuid NOT NULL,
	"party" text NOT NULL,
	"spouse_data" jsonb,
	"package_data" jsonb,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "loan_applications_active_applicant_key";--> statement-breakpoint
ALTER TABLE "lending_appointments" ADD CONSTRAINT "lending_appointments_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_identifications" ADD CONSTRAINT "lending_identifications_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_identifications" ADD CONSTRAINT "lending_identifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_package_documents" ADD CONSTRAINT "lending_package_documents_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_package_signatures" ADD CONSTRAINT "lending_package_signatures_document_id_lending_package_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."lending_package_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_package_signatures" ADD CONSTRAINT "lending_package_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_process_answers" ADD CONSTRAINT "lending_process_answers_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lending_appointments_slot_key" ON "lending_appointments" USING btree ("kind","resource","slot_at") WHERE "lending_appointments"."status" = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "lending_appointments_person_key" ON "lending_appointments" USING btree ("application_id","kind","party") WHERE "lending_appointments"."status" = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "lending_identifications_guid_key" ON "lending_identifications" USING btree ("guid");--> statement-breakpoint
CREATE INDEX "lending_identifications_application_idx" ON "lending_identifications" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lending_package_documents_key" ON "lending_package_documents" USING btree ("application_id","package_no","kind","language");--> statement-breakpoint
CREATE UNIQUE INDEX "lending_package_signatures_key" ON "lending_package_signatures" USING btree ("document_id","party");--> statement-breakpoint
CREATE UNIQUE INDEX "lending_process_answers_key" ON "lending_process_answers" USING btree ("application_id","party");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_applications_active_applicant_key" ON "loan_applications" USING btree ("main_applicant_id") WHERE "loan_applications"."status" not in ('RejectedByBank', 'RejectedByClient', 'Expired', 'Deleted', 'CancelledByApplicantRequest', 'ApplicantsOnboardingFailed', 'SpouseDataNotProvided', 'RejectedByApplicant', 'RejectedByCoApplicant', 'LoanDisbursed');