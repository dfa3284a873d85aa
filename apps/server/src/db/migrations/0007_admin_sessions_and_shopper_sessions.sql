ALTER TABLE "admin_users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "session_id" text;--> statement-breakpoint
CREATE INDEX "orders_unpaid_session_idx" ON "orders" USING btree ("session_id") WHERE "orders"."payment_status" = 'unpaid' and "orders"."status" = 'ordered';