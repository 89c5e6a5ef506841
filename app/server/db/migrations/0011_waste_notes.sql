CREATE TABLE "waste_note_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "waste_note_counters_last_check" CHECK (last >= 1 AND last <= 999999)
);--> statement-breakpoint
CREATE TABLE "waste_note_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"note_id" text NOT NULL,
	"position" integer NOT NULL,
	"waste_id" text NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"hazardous" boolean NOT NULL,
	"pops" boolean NOT NULL,
	"van_percent" integer,
	"weight_kg" integer,
	"containment" text NOT NULL,
	"containment_text" text,
	CONSTRAINT "waste_note_lines_code_check" CHECK (code ~ '^[0-9]{2} [0-9]{2} [0-9]{2}$'),
	CONSTRAINT "waste_note_lines_quantity_check" CHECK ((van_percent IS NOT NULL OR weight_kg IS NOT NULL) AND (van_percent IS NULL OR van_percent BETWEEN 1 AND 100) AND (weight_kg IS NULL OR weight_kg BETWEEN 1 AND 5000)),
	CONSTRAINT "waste_note_lines_containment_check" CHECK ((containment IN ('loose', 'bags') AND containment_text IS NULL) OR (containment = 'other' AND containment_text IS NOT NULL))
);--> statement-breakpoint
CREATE TABLE "waste_note_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"note_id" text NOT NULL,
	"quote_id" text NOT NULL,
	"position" integer NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "waste_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"supersedes_id" text,
	"issued_at" timestamp with time zone NOT NULL,
	"quote_id" text,
	"booking_id" text,
	"job_reference" text NOT NULL,
	"place_line1" text NOT NULL,
	"place_line2" text,
	"place_town" text NOT NULL,
	"place_postcode" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_address" text NOT NULL,
	"customer_role" text NOT NULL,
	"business_name" text,
	"sic_code" text,
	"hierarchy_declared" boolean DEFAULT false NOT NULL,
	"carrier_name" text NOT NULL,
	"carrier_address" text NOT NULL,
	"carrier_registration" text NOT NULL,
	"site_id" text NOT NULL,
	"site_name" text NOT NULL,
	"site_address" text NOT NULL,
	"site_permit" text NOT NULL,
	"crew_id" text,
	"crew_name" text NOT NULL,
	"issued_by_id" text,
	"payment_pence" integer DEFAULT 0 NOT NULL,
	"payment_method" text,
	"signature_name" text,
	"signature_confirmed" boolean DEFAULT false NOT NULL,
	"signature_png" "bytea",
	"not_present_reason" text,
	"pdf_key" text NOT NULL,
	"pdf_sha256" text NOT NULL,
	"pdf_bytes" integer NOT NULL,
	"layout" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waste_notes_status_check" CHECK (status IN ('issued', 'superseded')),
	CONSTRAINT "waste_notes_role_check" CHECK (customer_role IN ('householder', 'business')),
	CONSTRAINT "waste_notes_business_check" CHECK ((customer_role = 'householder' AND business_name IS NULL AND sic_code IS NULL) OR (customer_role = 'business' AND business_name IS NOT NULL AND sic_code ~ '^[0-9]{5}$' AND hierarchy_declared)),
	CONSTRAINT "waste_notes_payment_check" CHECK (payment_pence >= 0 AND payment_pence <= 1000000 AND ((payment_pence = 0 AND payment_method IS NULL) OR (payment_pence > 0 AND payment_method IN ('cash', 'card', 'bank-transfer')))),
	CONSTRAINT "waste_notes_signature_check" CHECK ((signature_name IS NOT NULL AND signature_confirmed AND not_present_reason IS NULL) OR (signature_name IS NULL AND signature_png IS NULL AND not_present_reason IS NOT NULL)),
	CONSTRAINT "waste_notes_signature_png_check" CHECK (signature_png IS NULL OR octet_length(signature_png) <= 262144)
);--> statement-breakpoint
ALTER TABLE "waste_note_lines" ADD CONSTRAINT "waste_note_lines_note_id_waste_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."waste_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_note_photos" ADD CONSTRAINT "waste_note_photos_note_id_waste_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."waste_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_note_photos" ADD CONSTRAINT "waste_note_photos_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_notes" ADD CONSTRAINT "waste_notes_supersedes_id_waste_notes_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."waste_notes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_notes" ADD CONSTRAINT "waste_notes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_notes" ADD CONSTRAINT "waste_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_notes" ADD CONSTRAINT "waste_notes_crew_id_staff_user_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_notes" ADD CONSTRAINT "waste_notes_issued_by_id_staff_user_id_fk" FOREIGN KEY ("issued_by_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waste_note_lines_position_key" ON "waste_note_lines" USING btree ("note_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "waste_note_photos_position_key" ON "waste_note_photos" USING btree ("note_id","position");--> statement-breakpoint
CREATE INDEX "waste_note_photos_quote_idx" ON "waste_note_photos" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waste_notes_number_key" ON "waste_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "waste_notes_sequence_key" ON "waste_notes" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "waste_notes_supersedes_key" ON "waste_notes" USING btree ("supersedes_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waste_notes_booking_issued_key" ON "waste_notes" USING btree ("booking_id") WHERE status = 'issued';--> statement-breakpoint
CREATE INDEX "waste_notes_quote_idx" ON "waste_notes" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "waste_notes_issued_at_idx" ON "waste_notes" USING btree ("issued_at");
