ALTER TABLE "quotes" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "form_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "overbook_reason" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "address_line1" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "address_line2" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "address_town" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_form_id_key" ON "bookings" USING btree ("form_id");