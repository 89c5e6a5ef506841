ALTER TABLE "quotes" ADD COLUMN "form_stamp" text;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_form_stamp_key" ON "quotes" USING btree ("form_stamp");