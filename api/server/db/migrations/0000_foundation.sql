CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"city" jsonb NOT NULL,
	"phone" text NOT NULL,
	"is_head_office" boolean DEFAULT false NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_officers" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_code" text NOT NULL,
	"full_name" jsonb NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"languages" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deadlines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_officers" ADD CONSTRAINT "credit_officers_branch_code_branches_code_fk" FOREIGN KEY ("branch_code") REFERENCES "public"."branches"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_officers_branch_idx" ON "credit_officers" USING btree ("branch_code");--> statement-breakpoint
CREATE INDEX "deadlines_pending_due_idx" ON "deadlines" USING btree ("due_at") WHERE done_at is null and failed_at is null;