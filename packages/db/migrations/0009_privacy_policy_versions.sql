CREATE TABLE "privacy_policy_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"markdown" text NOT NULL,
	"in_force_from" timestamp with time zone NOT NULL
);
