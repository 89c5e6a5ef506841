CREATE TABLE "sales_records" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text,
	"job_reference" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"method" text NOT NULL,
	"paid_on" date NOT NULL,
	"recorded_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_records_amount_check" CHECK (amount_pence > 0 AND amount_pence <= 1000000),
	CONSTRAINT "sales_records_method_check" CHECK (method IN ('cash', 'card', 'bank-transfer'))
);
--> statement-breakpoint
ALTER TABLE "waste_notes" ALTER COLUMN "site_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "waste_notes" ALTER COLUMN "site_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "waste_notes" ALTER COLUMN "site_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "waste_notes" ALTER COLUMN "site_permit" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tip_runs" ADD COLUMN "site_treatment" text;--> statement-breakpoint
UPDATE "tip_runs" SET "site_treatment" = CASE site_id WHEN 'pops-incinerator' THEN 'incineration' WHEN 'materials-recycling-facility' THEN 'recycling' ELSE 'transfer' END;--> statement-breakpoint
ALTER TABLE "tip_runs" ALTER COLUMN "site_treatment" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "waste_note_lines" ADD COLUMN "site_id" text;--> statement-breakpoint
ALTER TABLE "waste_note_lines" ADD COLUMN "site_name" text;--> statement-breakpoint
ALTER TABLE "waste_note_lines" ADD COLUMN "site_address" text;--> statement-breakpoint
ALTER TABLE "waste_note_lines" ADD COLUMN "site_permit" text;--> statement-breakpoint
ALTER TABLE "waste_note_lines" ADD COLUMN "site_treatment" text;--> statement-breakpoint
-- Lines of the notes already issued carry their note's one site.
UPDATE "waste_note_lines" AS l SET "site_id" = n."site_id", "site_name" = n."site_name", "site_address" = n."site_address", "site_permit" = n."site_permit", "site_treatment" = CASE n."site_id" WHEN 'pops-incinerator' THEN 'incineration' WHEN 'materials-recycling-facility' THEN 'recycling' ELSE 'transfer' END FROM "waste_notes" AS n WHERE n."id" = l."note_id";--> statement-breakpoint
ALTER TABLE "waste_note_lines" ALTER COLUMN "site_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "waste_note_lines" ALTER COLUMN "site_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "waste_note_lines" ALTER COLUMN "site_address" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "waste_note_lines" ALTER COLUMN "site_permit" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "waste_note_lines" ALTER COLUMN "site_treatment" SET NOT NULL;--> statement-breakpoint
-- Notes already issued printed the moment of issue as the transfer's date and time.
ALTER TABLE "waste_notes" ADD COLUMN "transferred_at" timestamp with time zone;--> statement-breakpoint
UPDATE "waste_notes" SET "transferred_at" = "issued_at";--> statement-breakpoint
ALTER TABLE "waste_notes" ALTER COLUMN "transferred_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "waste_notes" ADD COLUMN "correction_reason" text;--> statement-breakpoint
ALTER TABLE "waste_notes" ADD COLUMN "van_litres" integer;--> statement-breakpoint
ALTER TABLE "sales_records" ADD CONSTRAINT "sales_records_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_records" ADD CONSTRAINT "sales_records_recorded_by_id_staff_user_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Payments taken on the notes already issued become sales records (the notes stay as issued).
INSERT INTO "sales_records" ("id", "booking_id", "job_reference", "amount_pence", "method", "paid_on", "recorded_by_id", "created_at")
  SELECT gen_random_uuid()::text, n."booking_id", n."job_reference", n."payment_pence", n."payment_method", (n."issued_at" AT TIME ZONE 'Europe/London')::date, n."issued_by_id", n."issued_at"
  FROM "waste_notes" AS n WHERE n."supersedes_id" IS NULL AND n."payment_pence" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_records_booking_key" ON "sales_records" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "sales_records_paid_on_idx" ON "sales_records" USING btree ("paid_on");--> statement-breakpoint
ALTER TABLE "waste_note_lines" ADD CONSTRAINT "waste_note_lines_treatment_check" CHECK (site_treatment IN ('transfer', 'recycling', 'energy-recovery', 'incineration', 'fridge-treatment'));--> statement-breakpoint
ALTER TABLE "waste_notes" ADD CONSTRAINT "waste_notes_layout_check" CHECK (layout = 1 OR (site_id IS NULL AND site_name IS NULL AND site_address IS NULL AND site_permit IS NULL AND van_litres > 0 AND payment_pence = 0 AND payment_method IS NULL));--> statement-breakpoint
ALTER TABLE "waste_notes" ADD CONSTRAINT "waste_notes_correction_check" CHECK ((supersedes_id IS NULL) = (correction_reason IS NULL) OR layout = 1);--> statement-breakpoint
ALTER TABLE "waste_notes" ADD CONSTRAINT "waste_notes_transfer_check" CHECK (transferred_at <= issued_at);--> statement-breakpoint
CREATE INDEX "waste_notes_transferred_at_idx" ON "waste_notes" USING btree ("transferred_at");