CREATE TABLE "availability_watches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"apartment_id" integer,
	"listing_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "availability_watches_one_property" CHECK (("availability_watches"."apartment_id" is null) <> ("availability_watches"."listing_id" is null))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"apartment_id" integer,
	"listing_id" integer,
	"slot" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"release_reason" text,
	CONSTRAINT "bookings_one_property" CHECK (("bookings"."apartment_id" is null) <> ("bookings"."listing_id" is null)),
	CONSTRAINT "bookings_slot" CHECK ("bookings"."slot" in (1, 2)),
	CONSTRAINT "bookings_release" CHECK (("bookings"."released_at" is null) = ("bookings"."release_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "property_requests" ADD COLUMN "kind" text DEFAULT 'interest' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_requests" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "property_requests" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "property_requests" ADD COLUMN "recipient" text;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD COLUMN "alerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD COLUMN "alerts_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "availability_watches" ADD CONSTRAINT "availability_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_watches" ADD CONSTRAINT "availability_watches_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_watches" ADD CONSTRAINT "availability_watches_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "availability_watches_open_apartment_key" ON "availability_watches" USING btree ("user_id","apartment_id") WHERE "availability_watches"."notified_at" is null and "availability_watches"."apartment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "availability_watches_open_listing_key" ON "availability_watches" USING btree ("user_id","listing_id") WHERE "availability_watches"."notified_at" is null and "availability_watches"."listing_id" is not null;--> statement-breakpoint
CREATE INDEX "availability_watches_apartment_idx" ON "availability_watches" USING btree ("apartment_id") WHERE "availability_watches"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "availability_watches_listing_idx" ON "availability_watches" USING btree ("listing_id") WHERE "availability_watches"."notified_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_active_user_slot_key" ON "bookings" USING btree ("user_id","slot") WHERE "bookings"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_active_apartment_key" ON "bookings" USING btree ("apartment_id") WHERE "bookings"."released_at" is null and "bookings"."apartment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_active_listing_key" ON "bookings" USING btree ("listing_id") WHERE "bookings"."released_at" is null and "bookings"."listing_id" is not null;--> statement-breakpoint
CREATE INDEX "bookings_user_created_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
ALTER TABLE "property_requests" ADD CONSTRAINT "property_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_requests_user_idx" ON "property_requests" USING btree ("user_id","created_at");