CREATE TABLE "countries" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"dialing_code" varchar(8) NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_items" (
	"slug" varchar(64) NOT NULL,
	"language" varchar(2) NOT NULL,
	"sort" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "help_items_slug_language_pk" PRIMARY KEY("slug","language")
);
--> statement-breakpoint
CREATE TABLE "operator_settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
