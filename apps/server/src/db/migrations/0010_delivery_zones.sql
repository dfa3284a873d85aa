CREATE TABLE "delivery_zone_postal_codes" (
	"zone_id" integer NOT NULL,
	"postal_code" text NOT NULL,
	"position" integer NOT NULL,
	"zone_active" boolean NOT NULL,
	CONSTRAINT "delivery_zone_postal_codes_zone_id_postal_code_pk" PRIMARY KEY("zone_id","postal_code")
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"fee_cents" integer NOT NULL,
	"minimum_subtotal_cents" integer NOT NULL,
	"free_over_cents" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_money_ck" CHECK ("delivery_zones"."fee_cents" >= 0 and "delivery_zones"."minimum_subtotal_cents" >= 0 and ("delivery_zones"."free_over_cents" is null or "delivery_zones"."free_over_cents" >= 0))
);
--> statement-breakpoint
ALTER TABLE "delivery_zone_postal_codes" ADD CONSTRAINT "delivery_zone_postal_codes_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_zone_postal_codes_active_uq" ON "delivery_zone_postal_codes" USING btree ("postal_code") WHERE "delivery_zone_postal_codes"."zone_active";