DROP INDEX "order_items_order_idx";--> statement-breakpoint
CREATE INDEX "access_code_events_at_idx" ON "access_code_events" USING btree ("at","kind");--> statement-breakpoint
CREATE INDEX "order_items_order_lines_idx" ON "order_items" USING btree ("order_id","product_id","quantity","line_total_cents");