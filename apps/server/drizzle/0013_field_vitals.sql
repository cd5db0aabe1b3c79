CREATE TABLE "field_vital_samples" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"metric_id" varchar(48) NOT NULL,
	"page" varchar(64) NOT NULL,
	"metric" varchar(8) NOT NULL,
	"value" double precision NOT NULL,
	"navigation_type" varchar(24) NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "field_vital_samples_metric_id_unique" UNIQUE("metric_id")
);
--> statement-breakpoint
CREATE INDEX "field_vital_samples_recorded_idx" ON "field_vital_samples" USING btree ("recorded_at");