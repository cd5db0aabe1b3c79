CREATE TABLE "bonus_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"promo_id" integer NOT NULL,
	"deposit_id" integer NOT NULL,
	"grant_key" varchar(64) NOT NULL,
	"bonus_minor" bigint NOT NULL,
	"deposit_minor" bigint NOT NULL,
	"required_minor" bigint NOT NULL,
	"wagered_minor" bigint DEFAULT 0 NOT NULL,
	"game_types" jsonb NOT NULL,
	"status" varchar(10) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"removed_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bonus_grants_deposit_id_unique" UNIQUE("deposit_id"),
	CONSTRAINT "bonus_grants_grant_key_unique" UNIQUE("grant_key"),
	CONSTRAINT "bonus_grants_amounts" CHECK ("bonus_grants"."bonus_minor" > 0 and "bonus_grants"."wagered_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"member_id" integer NOT NULL,
	"day" varchar(10) NOT NULL,
	"streak" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "red_rain_openings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "red_rain_openings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"tap_id" varchar(64) NOT NULL,
	"seq" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "red_rain_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "red_rain_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"pool_minor" bigint NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"opened_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "red_rain_sessions_within_pool" CHECK ("red_rain_sessions"."paid_minor" <= "red_rain_sessions"."pool_minor")
);
--> statement-breakpoint
CREATE TABLE "reward_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period_key" varchar(40) NOT NULL,
	"status" varchar(10) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reason" text,
	"handled_by" varchar(80),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(40) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	"needs_approval" boolean DEFAULT false NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"announcement_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reward_events_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "deposit_promotions" ADD COLUMN "wager_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_promotions" ADD COLUMN "wager_game_types" jsonb DEFAULT '["RNG"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_promotions" ADD COLUMN "announcement_id" integer;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_promo_id_deposit_promotions_id_fk" FOREIGN KEY ("promo_id") REFERENCES "deposit_promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_rain_openings" ADD CONSTRAINT "red_rain_openings_session_id_red_rain_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "red_rain_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_rain_openings" ADD CONSTRAINT "red_rain_openings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_rain_sessions" ADD CONSTRAINT "red_rain_sessions_event_id_reward_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "reward_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_event_id_reward_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "reward_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_grants_member_status_idx" ON "bonus_grants" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "bonus_grants_active_expiry_idx" ON "bonus_grants" USING btree ("expires_at") WHERE "bonus_grants"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "red_rain_openings_tap_key" ON "red_rain_openings" USING btree ("session_id","member_id","tap_id");--> statement-breakpoint
CREATE UNIQUE INDEX "red_rain_openings_seq_key" ON "red_rain_openings" USING btree ("session_id","member_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "red_rain_sessions_event_start_key" ON "red_rain_sessions" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE INDEX "red_rain_sessions_ends_idx" ON "red_rain_sessions" USING btree ("ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_claims_member_period_key" ON "reward_claims" USING btree ("event_id","member_id","period_key");--> statement-breakpoint
CREATE INDEX "reward_claims_status_idx" ON "reward_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reward_claims_member_idx" ON "reward_claims" USING btree ("member_id");