CREATE TABLE "age_verification_decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"outcome" text NOT NULL,
	"policy_version" integer NOT NULL,
	"access_code_id" integer
);
--> statement-breakpoint
CREATE TABLE "order_id_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"id_type" text NOT NULL,
	"id_number_hmac" text NOT NULL,
	"id_last4" text NOT NULL,
	"id_expiry" date NOT NULL,
	"age" integer NOT NULL,
	"checked_by_id" integer,
	"checked_by" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_id_checks_last4_ck" CHECK (char_length("order_id_checks"."id_last4") between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "minimum_age" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "age_verification" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "age_verification_decisions" ADD CONSTRAINT "age_verification_decisions_access_code_id_access_codes_id_fk" FOREIGN KEY ("access_code_id") REFERENCES "public"."access_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_id_checks" ADD CONSTRAINT "order_id_checks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_id_checks" ADD CONSTRAINT "order_id_checks_checked_by_id_admin_users_id_fk" FOREIGN KEY ("checked_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "age_verification_decisions_day_idx" ON "age_verification_decisions" USING btree ("day","outcome");--> statement-breakpoint
CREATE INDEX "order_id_checks_order_idx" ON "order_id_checks" USING btree ("order_id","checked_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_minimum_age_ck" CHECK ("products"."minimum_age" is null or "products"."minimum_age" between 18 and 25);