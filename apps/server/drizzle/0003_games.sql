CREATE TABLE "bet_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" varchar(40) NOT NULL,
	"round_id" varchar(64) NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"wallet_kind" varchar(8) NOT NULL,
	"stake_minor" bigint NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"balance_after_minor" bigint NOT NULL,
	"status" varchar(12) DEFAULT 'SETTLED' NOT NULL,
	"round" jsonb NOT NULL,
	"bet_transaction_id" bigint,
	"payout_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bet_orders_stake_positive" CHECK ("bet_orders"."stake_minor" > 0),
	CONSTRAINT "bet_orders_payout_nonnegative" CHECK ("bet_orders"."payout_minor" >= 0),
	CONSTRAINT "bet_orders_wallet_kind" CHECK ("bet_orders"."wallet_kind" in ('REAL', 'PLAY'))
);
--> statement-breakpoint
CREATE TABLE "favourite_games" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "featured_wins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "featured_wins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"masked_name" varchar(40) NOT NULL,
	"win_amount_minor" bigint NOT NULL,
	"won_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_launches" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"session_id" bigint,
	"game_id" integer NOT NULL,
	"wallet_kind" varchar(8) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_launches_wallet_kind" CHECK ("game_launches"."wallet_kind" in ('REAL', 'PLAY'))
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"code" varchar(24) PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"account_type_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 10001 CACHE 1),
	"vendor" varchar(24) NOT NULL,
	"game_code" varchar(64) NOT NULL,
	"game_type" varchar(12) NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"node_name" text NOT NULL,
	"classify" varchar(32),
	"classify_new" varchar(32),
	"min_bet_minor" integer NOT NULL,
	"min_line" integer DEFAULT 0 NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"show_icon" boolean DEFAULT true NOT NULL,
	"icon_path" text NOT NULL,
	"room_id" varchar(32),
	"support_play" boolean DEFAULT true NOT NULL,
	"hot_rank" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_min_bet_positive" CHECK ("games"."min_bet_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"prize_mode" varchar(8) NOT NULL,
	"play_type" varchar(8) NOT NULL,
	"region" varchar(8) NOT NULL,
	"draw_interval_seconds" integer NOT NULL,
	"popular_rank" integer
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "bet_orders" ADD CONSTRAINT "bet_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_orders" ADD CONSTRAINT "bet_orders_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_orders" ADD CONSTRAINT "bet_orders_bet_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("bet_transaction_id") REFERENCES "ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_orders" ADD CONSTRAINT "bet_orders_payout_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("payout_transaction_id") REFERENCES "ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_wins" ADD CONSTRAINT "featured_wins_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_game_vendors_code_fk" FOREIGN KEY ("vendor") REFERENCES "game_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_orders_order_id_key" ON "bet_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bet_orders_round_key" ON "bet_orders" USING btree ("member_id","round_id");--> statement-breakpoint
CREATE INDEX "bet_orders_member_idx" ON "bet_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "bet_orders_payout_idx" ON "bet_orders" USING btree ("created_at","payout_minor");--> statement-breakpoint
CREATE INDEX "favourite_games_member_idx" ON "favourite_games" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_code_key" ON "games" USING btree ("vendor","game_code");--> statement-breakpoint
CREATE INDEX "games_type_vendor_idx" ON "games" USING btree ("game_type","vendor","sort");--> statement-breakpoint
CREATE INDEX "games_vendor_idx" ON "games" USING btree ("vendor","sort");--> statement-breakpoint
CREATE INDEX "games_hot_idx" ON "games" USING btree ("hot_rank") WHERE "games"."hot_rank" is not null;--> statement-breakpoint
CREATE INDEX "games_new_idx" ON "games" USING btree ("game_type","sort") WHERE "games"."is_new";--> statement-breakpoint
CREATE INDEX "recent_games_member_idx" ON "recent_games" USING btree ("member_id","played_at");