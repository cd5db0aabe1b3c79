CREATE TABLE "member_protections" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"reality_check_seconds" integer DEFAULT 3600 NOT NULL,
	"session_limit_minutes" integer,
	"session_limit_pending_minutes" integer,
	"session_limit_effective_at" timestamp with time zone,
	"time_out_since" timestamp with time zone,
	"time_out_until" timestamp with time zone,
	"exclusion_since" timestamp with time zone,
	"exclusion_until" timestamp with time zone,
	"exclusion_permanent" boolean DEFAULT false NOT NULL,
	"intro_seen_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_protections_reality_check_positive" CHECK ("member_protections"."reality_check_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "play_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "play_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"rounds" integer DEFAULT 0 NOT NULL,
	"stakes_minor" bigint DEFAULT 0 NOT NULL,
	"payouts_minor" bigint DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protection_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"event" varchar(20) NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_limits" (
	"member_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"period" varchar(8) NOT NULL,
	"amount_minor" bigint,
	"pending_amount_minor" bigint,
	"effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protection_limits_member_id_kind_period_pk" PRIMARY KEY("member_id","kind","period"),
	CONSTRAINT "protection_limits_kind" CHECK ("protection_limits"."kind" in ('DEPOSIT', 'LOSS')),
	CONSTRAINT "protection_limits_amount_positive" CHECK ("protection_limits"."amount_minor" is null or "protection_limits"."amount_minor" > 0),
	CONSTRAINT "protection_limits_pending_positive" CHECK ("protection_limits"."pending_amount_minor" is null or "protection_limits"."pending_amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "member_protections" ADD CONSTRAINT "member_protections_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_sessions" ADD CONSTRAINT "play_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_history" ADD CONSTRAINT "protection_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limits" ADD CONSTRAINT "protection_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_protections_exclusion_idx" ON "member_protections" USING btree ("exclusion_until") WHERE "member_protections"."exclusion_since" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "play_sessions_open_key" ON "play_sessions" USING btree ("member_id") WHERE "play_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "play_sessions_member_idx" ON "play_sessions" USING btree ("member_id","started_at");--> statement-breakpoint
CREATE INDEX "protection_history_member_idx" ON "protection_history" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "rebate_payouts_owed_idx" ON "rebate_payouts" USING btree ("day") WHERE "rebate_payouts"."transaction_id" is null and "rebate_payouts"."own_minor" + "rebate_payouts"."team_minor" > 0;