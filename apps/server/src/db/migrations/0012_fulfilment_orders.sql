CREATE TABLE "fulfilment_slot_places" (
	"method" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fulfilment_slot_places_method_slot_start_pk" PRIMARY KEY("method","slot_start"),
	CONSTRAINT "fulfilment_slot_places_booked_ck" CHECK ("fulfilment_slot_places"."booked" >= 0 and "fulfilment_slot_places"."booked" <= "fulfilment_slot_places"."capacity")
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_method" text DEFAULT 'shipping' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_zone_id_delivery_zones_id_fk" FOREIGN KEY ("delivery_zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_slot_idx" ON "orders" USING btree ("fulfilment_method","slot_start") WHERE "orders"."slot_start" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_ck" CHECK (("orders"."fulfilment_method" = 'shipping' and "orders"."slot_start" is null and "orders"."slot_end" is null and "orders"."shipping_address" is not null)
       or ("orders"."fulfilment_method" <> 'shipping' and "orders"."slot_start" is not null and "orders"."slot_end" > "orders"."slot_start"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_ck" CHECK ("orders"."fulfilment_method" <> 'delivery' or "orders"."shipping_address" is not null);