CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"kind" text NOT NULL,
	"message_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"position" integer NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"preview_name" text,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"postcode" text NOT NULL,
	"town" text,
	"preferred_datetime" text,
	"access_notes" text,
	"description" text NOT NULL,
	"consent_given" boolean NOT NULL,
	"idempotency_key" text,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_photos" ADD CONSTRAINT "quote_photos_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_message_id_key" ON "outbox" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "quote_photos_quote_idx" ON "quote_photos" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_photos_position_key" ON "quote_photos" USING btree ("quote_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_reference_key" ON "quotes" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_idempotency_key" ON "quotes" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "quotes_created_at_idx" ON "quotes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_ip_at_idx" ON "rate_limit_hits" USING btree ("client_ip","at");