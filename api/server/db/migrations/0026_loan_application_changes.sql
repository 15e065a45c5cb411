CREATE TABLE "loan_application_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"tx" bigint DEFAULT txid_current() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_application_changes" ADD CONSTRAINT "loan_application_changes_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_application_changes_application_idx" ON "loan_application_changes" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_application_changes_application_tx_key" ON "loan_application_changes" USING btree ("application_id","tx");--> statement-breakpoint
CREATE INDEX "loan_application_changes_at_idx" ON "loan_application_changes" USING btree ("at");--> statement-breakpoint
CREATE INDEX "loan_application_co_applicants_user_idx" ON "loan_application_co_applicants" USING btree ("user_id");--> statement-breakpoint
-- The change feed: every write to a table that makes up what a person sees of an application adds
-- one row per application per transaction (the unique index on (application_id, tx) decides), in the
-- writing transaction, and tells the listening server instances with pg_notify, which PostgreSQL
-- delivers at commit (never for a rolled-back write). A write during the application's own deletion
-- (the cascade to its rows) adds nothing: the application no longer exists.
CREATE FUNCTION "record_loan_application_change"("application" uuid, "change_kind" text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	"change" "loan_application_changes"%ROWTYPE;
BEGIN
	IF "application" IS NULL OR NOT EXISTS (SELECT 1 FROM "loan_applications" WHERE "id" = "application") THEN
		RETURN;
	END IF;
	INSERT INTO "loan_application_changes" ("application_id", "kind") VALUES ("application", "change_kind")
		ON CONFLICT ("application_id", "tx") DO NOTHING
		RETURNING * INTO "change";
	IF "change"."id" IS NOT NULL THEN
		PERFORM pg_notify('loan_application_changes', json_build_object('id', "change"."id", 'applicationId', "change"."application_id", 'kind', "change"."kind", 'at', "change"."at")::text);
	END IF;
END;
$$;--> statement-breakpoint
-- Tables with an application_id column; the kind is the trigger's argument.
CREATE FUNCTION "loan_application_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM "record_loan_application_change"(OLD."application_id", TG_ARGV[0]);
	ELSE
		PERFORM "record_loan_application_change"(NEW."application_id", TG_ARGV[0]);
		IF TG_OP = 'UPDATE' AND OLD."application_id" IS DISTINCT FROM NEW."application_id" THEN
			PERFORM "record_loan_application_change"(OLD."application_id", TG_ARGV[0]);
		END IF;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- The application row itself (its deletion removes its feed with it).
CREATE FUNCTION "loan_application_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "record_loan_application_change"(NEW."id", 'application');
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- A signature belongs to the application of its package document (gone when the document is deleted).
CREATE FUNCTION "lending_package_signature_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"signature_document" uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD."document_id" ELSE NEW."document_id" END;
BEGIN
	PERFORM "record_loan_application_change"(
		(SELECT "application_id" FROM "lending_package_documents" WHERE "id" = "signature_document"), 'package');
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- A booked, moved or ended appointment changes the free times of its calendar for everybody who
-- looks at one of that kind: its kind and calendar only, nobody's data.
CREATE FUNCTION "lending_appointment_slots_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('lending_slot_changes', json_build_object('kind', OLD."kind", 'resource', OLD."resource")::text);
	ELSE
		PERFORM pg_notify('lending_slot_changes', json_build_object('kind', NEW."kind", 'resource', NEW."resource")::text);
		IF TG_OP = 'UPDATE' AND (OLD."kind", OLD."resource") IS DISTINCT FROM (NEW."kind", NEW."resource") THEN
			PERFORM pg_notify('lending_slot_changes', json_build_object('kind', OLD."kind", 'resource', OLD."resource")::text);
		END IF;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- The lending deadlines the process view shows (their payload names the application), when one is
-- booked, moved, done, failed or forgotten; the scheduler's attempts alone change nothing shown.
CREATE FUNCTION "lending_deadline_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"deadline" "deadlines"%ROWTYPE := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
BEGIN
	IF "deadline"."kind" NOT LIKE 'lending.%' THEN
		RETURN NULL;
	END IF;
	IF TG_OP = 'UPDATE' AND (OLD."due_at", OLD."done_at", OLD."failed_at") IS NOT DISTINCT FROM (NEW."due_at", NEW."done_at", NEW."failed_at") THEN
		RETURN NULL;
	END IF;
	IF "deadline"."payload"->>'applicationId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
		PERFORM "record_loan_application_change"(("deadline"."payload"->>'applicationId')::uuid, 'deadline');
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "loan_applications_record_change" AFTER INSERT OR UPDATE ON "loan_applications" FOR EACH ROW EXECUTE FUNCTION "loan_application_changed"();--> statement-breakpoint
CREATE TRIGGER "loan_application_co_applicants_record_change" AFTER INSERT OR UPDATE OR DELETE ON "loan_application_co_applicants" FOR EACH ROW EXECUTE FUNCTION "loan_application_row_changed"('coApplicant');--> statement-breakpoint
CREATE TRIGGER "loan_application_events_record_change" AFTER INSERT OR UPDATE OR DELETE ON "loan_application_events" FOR EACH ROW EXECUTE FUNCTION "loan_application_row_changed"('event');--> statement-breakpoint
CREATE TRIGGER "loan_application_documents_record_change" AFTER INSERT OR UPDATE OR DELETE ON "loan_application_documents" FOR EACH ROW EXECUTE FUNCTION "loan_application_row_changed"('document');--> statement-breakpoint
CREATE TRIGGER "lending_appointments_record_change" AFTER INSERT OR UPDATE OR DELETE ON "lending_appointments" FOR EACH ROW EXECUTE FUNCTION "loan_application_row_changed"('appointment');--> statement-breakpoint
CREATE TRIGGER "lending_appointments_slots_changed" AFTER INSERT OR UPDATE OR DELETE ON "lending_appointments" FOR EACH ROW EXECUTE FUNCTION "lending_appointment_slots_changed"();--> statement-breakpoint
CREATE TRIGGER "lending_identifications_record_change" AFTER INSERT OR UPDATE OR DELETE ON "lending_identifications" FOR EACH ROW EXECUTE FUNCTION "loan_application_row_changed"('identification');--> statement-breakpoint
CREATE TRIGGER "lending_package_documents_record_change" AFTER INSERT OR UPDATE OR DELETE ON "lending_package_documents" FOR EACH ROW EXECUTE FUNCTION "loan_application_row_changed"('package');--> statement-breakpoint
CREATE TRIGGER "lending_package_signatures_record_change" AFTER INSERT OR UPDATE OR DELETE ON "lending_package_signatures" FOR EACH ROW EXECUTE FUNCTION "lending_package_signature_changed"();--> statement-breakpoint
CREATE TRIGGER "lending_process_answers_record_change" AFTER INSERT OR UPDATE OR DELETE ON "lending_process_answers" FOR EACH ROW EXECUTE FUNCTION "loan_application_row_changed"('answers');--> statement-breakpoint
CREATE TRIGGER "deadlines_record_lending_change" AFTER INSERT OR UPDATE OR DELETE ON "deadlines" FOR EACH ROW EXECUTE FUNCTION "lending_deadline_changed"();
