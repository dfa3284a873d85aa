-- Images stored before uploads recorded their group count as an upload of one width each.
ALTER TABLE "images" ADD COLUMN "primary_sha256" text;--> statement-breakpoint
UPDATE "images" SET "primary_sha256" = "sha256" WHERE "primary_sha256" IS NULL;--> statement-breakpoint
ALTER TABLE "images" ALTER COLUMN "primary_sha256" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "images_primary_sha256_idx" ON "images" USING btree ("primary_sha256");
