CREATE TABLE "idempotency_keys" (
	"caller" text NOT NULL,
	"key_hash" text NOT NULL,
	"fingerprint" text NOT NULL,
	"claim" uuid NOT NULL,
	"status" integer,
	"answer" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_caller_key_hash_pk" PRIMARY KEY("caller","key_hash")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");