ALTER TABLE "products" ADD COLUMN "limit_class" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_weight_g" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "thc_mg" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "limit_class" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "net_weight_g" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "thc_mg" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "limits" jsonb;--> statement-breakpoint
CREATE INDEX "orders_limit_customer_idx" ON "orders" USING btree (lower("customer_email"),"created_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_limit_facts_ck" CHECK (("products"."net_weight_g" is null or "products"."net_weight_g" >= 0) and ("products"."thc_mg" is null or "products"."thc_mg" >= 0));