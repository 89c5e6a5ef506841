CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"price_quote_id" text NOT NULL,
	"slot_date" date NOT NULL,
	"slot_id" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"town" text NOT NULL,
	"postcode" text NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moves" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"reminder_queued_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_quote_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_quote_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" text,
	"label" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_pence" integer NOT NULL,
	"amount_pence" integer NOT NULL,
	CONSTRAINT "price_quote_lines_amount_check" CHECK (unit_pence >= 0 AND unit_pence <= 500000 AND quantity BETWEEN 1 AND 100 AND amount_pence = unit_pence * quantity)
);
--> statement-breakpoint
CREATE TABLE "price_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"version" integer NOT NULL,
	"token_hash" text NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"total_pence" integer NOT NULL,
	"included" text[] NOT NULL,
	"valid_until" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_at" timestamp with time zone,
	"superseded_by_id" text,
	"accepted_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"decline_text" text,
	CONSTRAINT "price_quotes_total_check" CHECK (total_pence >= 0 AND total_pence <= 1000000)
);
--> statement-breakpoint
CREATE TABLE "slot_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_date" date NOT NULL,
	"slot_id" text,
	"reason" text,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "template" text DEFAULT 'quote' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_price_quote_id_price_quotes_id_fk" FOREIGN KEY ("price_quote_id") REFERENCES "public"."price_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_quote_lines" ADD CONSTRAINT "price_quote_lines_price_quote_id_price_quotes_id_fk" FOREIGN KEY ("price_quote_id") REFERENCES "public"."price_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_quotes" ADD CONSTRAINT "price_quotes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_quotes" ADD CONSTRAINT "price_quotes_created_by_id_staff_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_blocks" ADD CONSTRAINT "slot_blocks_created_by_id_staff_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_live_quote_key" ON "bookings" USING btree ("quote_id") WHERE status = 'booked';--> statement-breakpoint
CREATE INDEX "bookings_slot_idx" ON "bookings" USING btree ("slot_date","slot_id") WHERE status = 'booked';--> statement-breakpoint
CREATE INDEX "bookings_price_quote_idx" ON "bookings" USING btree ("price_quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_quote_lines_position_key" ON "price_quote_lines" USING btree ("price_quote_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "price_quotes_token_hash_key" ON "price_quotes" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "price_quotes_version_key" ON "price_quotes" USING btree ("quote_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "price_quotes_live_key" ON "price_quotes" USING btree ("quote_id") WHERE status IN ('open', 'accepted');--> statement-breakpoint
CREATE UNIQUE INDEX "slot_blocks_key" ON "slot_blocks" USING btree ("slot_date",coalesce("slot_id", '*'));