CREATE TABLE "feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"category" varchar(24) NOT NULL,
	"text" text NOT NULL,
	"remark" varchar(140),
	"file_ids" jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'NEW' NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyc_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'REVIEW' NOT NULL,
	"file_ids" jsonb NOT NULL,
	"reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_submissions_status" CHECK ("kyc_submissions"."status" in ('REVIEW', 'VERIFIED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "login_challenges" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"device" varchar(12),
	"ip" varchar(64),
	"user_agent" varchar(200),
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"success" boolean NOT NULL,
	"reason" varchar(24),
	"ip" varchar(64),
	"device" varchar(12),
	"user_agent" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" varchar(40) NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"numero" varchar(20) NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"stake_minor" bigint NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"refund_minor" bigint DEFAULT 0 NOT NULL,
	"status" varchar(12) DEFAULT 'OPEN' NOT NULL,
	"result" jsonb,
	"bet_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_orders_stake_positive" CHECK ("lottery_orders"."stake_minor" > 0),
	CONSTRAINT "lottery_orders_status" CHECK ("lottery_orders"."status" in ('OPEN', 'SETTLED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "lottery_sub_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sub_order_id" varchar(48) NOT NULL,
	"order_id" bigint NOT NULL,
	"play" varchar(12) NOT NULL,
	"pick" varchar(12) NOT NULL,
	"stake_minor" bigint NOT NULL,
	"odds_x100" integer NOT NULL,
	"status" varchar(12) DEFAULT 'OPEN' NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"refund_transaction_id" bigint,
	"payout_transaction_id" bigint,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "lottery_sub_orders_stake_positive" CHECK ("lottery_sub_orders"."stake_minor" > 0),
	CONSTRAINT "lottery_sub_orders_status" CHECK ("lottery_sub_orders"."status" in ('OPEN', 'WON', 'LOST', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "member_files" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"purpose" varchar(12) NOT NULL,
	"content_type" varchar(20) NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_files_content_type" CHECK ("member_files"."content_type" in ('image/png', 'image/jpeg'))
);
--> statement-breakpoint
CREATE TABLE "member_recovery_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_security_answers" (
	"member_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_security_answers_member_id_question_id_pk" PRIMARY KEY("member_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "member_two_factor" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"secret" varchar(64) NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_vip" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"deposits_minor" bigint NOT NULL,
	"turnover_minor" bigint NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"texts" jsonb NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"level" integer PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"deposit_minor" bigint NOT NULL,
	"turnover_minor" bigint NOT NULL,
	"rebate_bps" integer NOT NULL,
	"birthday_bonus_minor" bigint NOT NULL,
	"level_up_bonus_minor" bigint NOT NULL,
	"daily_withdraw_count" integer NOT NULL,
	"daily_withdraw_minor" bigint NOT NULL,
	CONSTRAINT "vip_levels_level_nonnegative" CHECK ("vip_levels"."level" >= 0),
	CONSTRAINT "vip_levels_thresholds" CHECK ("vip_levels"."deposit_minor" >= 0 and "vip_levels"."turnover_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" varchar(200);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_handled_by_operators_id_fk" FOREIGN KEY ("handled_by") REFERENCES "operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_challenges" ADD CONSTRAINT "login_challenges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_history" ADD CONSTRAINT "login_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_game_id_lottery_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "lottery_games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_bet_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("bet_transaction_id") REFERENCES "ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_sub_orders" ADD CONSTRAINT "lottery_sub_orders_order_id_lottery_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "lottery_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_sub_orders" ADD CONSTRAINT "lottery_sub_orders_refund_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_sub_orders" ADD CONSTRAINT "lottery_sub_orders_payout_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("payout_transaction_id") REFERENCES "ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_files" ADD CONSTRAINT "member_files_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_recovery_codes" ADD CONSTRAINT "member_recovery_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_security_answers" ADD CONSTRAINT "member_security_answers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_security_answers" ADD CONSTRAINT "member_security_answers_question_id_security_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "security_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_two_factor" ADD CONSTRAINT "member_two_factor_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_vip" ADD CONSTRAINT "member_vip_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_member_idx" ON "feedback" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "kyc_submissions_member_idx" ON "kyc_submissions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_submissions_status_idx" ON "kyc_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_submissions_one_open_key" ON "kyc_submissions" USING btree ("member_id") WHERE "kyc_submissions"."status" = 'REVIEW';--> statement-breakpoint
CREATE INDEX "login_challenges_expires_idx" ON "login_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_history_member_idx" ON "login_history" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_orders_order_id_key" ON "lottery_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_orders_request_key" ON "lottery_orders" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "lottery_orders_member_idx" ON "lottery_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "lottery_orders_open_idx" ON "lottery_orders" USING btree ("close_at") WHERE "lottery_orders"."status" = 'OPEN';--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_sub_orders_key" ON "lottery_sub_orders" USING btree ("sub_order_id");--> statement-breakpoint
CREATE INDEX "lottery_sub_orders_order_idx" ON "lottery_sub_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "member_files_member_idx" ON "member_files" USING btree ("member_id","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_recovery_codes_key" ON "member_recovery_codes" USING btree ("member_id","code_hash");