CREATE TABLE "representative_example" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"amortization_years" integer NOT NULL,
	"appraisal_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"lender_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"brokerage_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"legal_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "representative_example_singleton" CHECK ("representative_example"."id" = 1),
	CONSTRAINT "representative_example_values" CHECK ("representative_example"."amount" > 0 and "representative_example"."amortization_years" between 1 and 40 and "representative_example"."appraisal_fee" >= 0 and "representative_example"."lender_fee" >= 0 and "representative_example"."brokerage_fee" >= 0 and "representative_example"."legal_fee" >= 0)
);
