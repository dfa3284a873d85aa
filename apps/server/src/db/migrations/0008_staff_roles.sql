CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_builtin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "roles_key_uq" ON "roles" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_uq" ON "roles" USING btree (lower("name"));--> statement-breakpoint
-- The six built-in roles (packages/contracts/src/staff-roles-rules.ts, docs/product.md#staff-roles).
INSERT INTO "roles" ("key", "name", "description", "permissions", "is_builtin") VALUES
  ('owner', 'Owner', 'Everything, including roles and system configuration.', ARRAY['dashboard.read', 'products.read', 'products.write', 'categories.write', 'orders.read', 'orders.fulfil', 'orders.refund', 'orders.delete', 'orders.view_id', 'access_codes.read', 'access_codes.write', 'access_codes.reveal', 'referrals.read', 'referrals.write', 'analytics.read', 'admins.manage', 'roles.manage', 'audit.read', 'system.configure', 'testing.run']::text[], true),
  ('manager', 'Manager', 'Runs the shop and the other non-owner admin accounts.', ARRAY['dashboard.read', 'products.read', 'products.write', 'categories.write', 'orders.read', 'orders.fulfil', 'orders.refund', 'orders.delete', 'orders.view_id', 'access_codes.read', 'access_codes.write', 'access_codes.reveal', 'referrals.read', 'referrals.write', 'analytics.read', 'admins.manage', 'audit.read', 'testing.run']::text[], true),
  ('budtender', 'Budtender', 'Fulfils orders at the counter and at the door.', ARRAY['dashboard.read', 'products.read', 'orders.read', 'orders.fulfil']::text[], true),
  ('compliance', 'Compliance', 'Reviews orders, ID checks, the audit log and the figures.', ARRAY['dashboard.read', 'orders.read', 'orders.view_id', 'audit.read', 'analytics.read', 'products.read']::text[], true),
  ('marketing', 'Marketing', 'Access codes, referral codes and the figures.', ARRAY['dashboard.read', 'access_codes.read', 'access_codes.write', 'access_codes.reveal', 'referrals.read', 'referrals.write', 'analytics.read', 'products.read']::text[], true),
  ('viewer', 'Viewer', 'Reads everything but ID details and the audit log; changes nothing.', ARRAY['dashboard.read', 'products.read', 'orders.read', 'access_codes.read', 'referrals.read', 'analytics.read']::text[], true);--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "role_id" integer;--> statement-breakpoint
-- Every superuser becomes an owner, every other admin a manager.
UPDATE "admin_users" SET "role_id" = (
	SELECT "id" FROM "roles" WHERE "key" = CASE WHEN "admin_users"."is_superuser" THEN 'owner' ELSE 'manager' END
);--> statement-breakpoint
ALTER TABLE "admin_users" ALTER COLUMN "role_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_users_role_idx" ON "admin_users" USING btree ("role_id");--> statement-breakpoint
-- "Superuser" now means "has the owner role": derived, never stored twice.
ALTER TABLE "admin_users" DROP COLUMN "is_superuser";
