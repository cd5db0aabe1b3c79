CREATE TABLE "rate_limit_hits" (
	"key" varchar(96) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_hits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "captchas" ALTER COLUMN "id" SET DATA TYPE varchar(64);--> statement-breakpoint
CREATE INDEX "rate_limit_hits_expires_idx" ON "rate_limit_hits" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "captchas" DROP COLUMN "answer";--> statement-breakpoint
ALTER TABLE "captchas" DROP COLUMN "used_at";