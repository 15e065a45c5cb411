CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"discount_percent" smallint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" uuid,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_status" CHECK ("promo_codes"."status" in ('active', 'used', 'lapsed')),
	CONSTRAINT "promo_codes_used" CHECK (("promo_codes"."status" = 'used') = ("promo_codes"."used_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "raffle_entries" (
	"raffle_id" integer NOT NULL,
	"number" integer NOT NULL,
	"user_id" uuid,
	"entrant" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"winner_rank" smallint,
	CONSTRAINT "raffle_entries_raffle_id_number_pk" PRIMARY KEY("raffle_id","number")
);
--> statement-breakpoint
CREATE TABLE "raffles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"prizes" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "raffles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "store_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"address" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"hours" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_sectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "store_sectors_slug_unique" UNIQUE("slug"),
	CONSTRAINT "store_sectors_section" CHECK ("store_sectors"."section" in ('homeRenovation', 'services'))
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"sector_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"offer" jsonb NOT NULL,
	"discount_percent" smallint,
	"promo_validity_days" smallint NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"website" text,
	"brand_color" text NOT NULL,
	"own_home" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "stores_slug_unique" UNIQUE("slug"),
	CONSTRAINT "stores_discount_percent" CHECK ("stores"."discount_percent" between 1 and 90),
	CONSTRAINT "stores_promo_validity_days" CHECK ("stores"."promo_validity_days" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_addresses" ADD CONSTRAINT "store_addresses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_sector_id_store_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."store_sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_active_key" ON "promo_codes" USING btree ("user_id","store_id") WHERE "promo_codes"."status" = 'active';--> statement-breakpoint
CREATE INDEX "promo_codes_user_idx" ON "promo_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "promo_codes_used_at_idx" ON "promo_codes" USING btree ("used_at") WHERE "promo_codes"."used_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "stores_own_home_key" ON "stores" USING btree ("own_home") WHERE "stores"."own_home";--> statement-breakpoint
CREATE INDEX "stores_sector_idx" ON "stores" USING btree ("sector_id","position");--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;