CREATE TABLE "property_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text,
	"message" text,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reply_by" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "property_requests_property_idx" ON "property_requests" USING btree ("market","property_id");--> statement-breakpoint
CREATE INDEX "property_requests_created_idx" ON "property_requests" USING btree ("created_at");