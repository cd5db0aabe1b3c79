CREATE TABLE "affiliate_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "affiliate_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"rates" jsonb NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(16) NOT NULL,
	"agent_id" integer NOT NULL,
	"upline_id" integer,
	"status" varchar(10) NOT NULL,
	"terms" jsonb NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"starts_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contract_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"period_key" varchar(32) NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"basis" jsonb NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" varchar(8) NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_activity" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"first_deposit_day" date,
	"last_bet_day" date,
	"last_bet_hour" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_daily_stats" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"withdrawal_minor" bigint DEFAULT 0 NOT NULL,
	"bet_minor" bigint DEFAULT 0 NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"valid_turnover_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"bonus_minor" bigint DEFAULT 0 NOT NULL,
	"rebate_minor" bigint DEFAULT 0 NOT NULL,
	"commission_minor" bigint DEFAULT 0 NOT NULL,
	"transfer_in_minor" bigint DEFAULT 0 NOT NULL,
	"transfer_out_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_daily_stats_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_daily_turnover" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"game_type" varchar(12) NOT NULL,
	"valid_turnover_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_daily_turnover_member_id_day_game_type_pk" PRIMARY KEY("member_id","day","game_type")
);
--> statement-breakpoint
CREATE TABLE "rebate_payouts" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"own_minor" bigint NOT NULL,
	"team_minor" bigint NOT NULL,
	"detail" jsonb NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_payouts_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "rebate_rates" (
	"member_id" integer NOT NULL,
	"game_type" varchar(12) NOT NULL,
	"rate_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_rates_member_id_game_type_pk" PRIMARY KEY("member_id","game_type"),
	CONSTRAINT "rebate_rates_range" CHECK ("rebate_rates"."rate_bp" between 0 and 300)
);
--> statement-breakpoint
CREATE TABLE "team_daily_stats" (
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"withdrawal_minor" bigint DEFAULT 0 NOT NULL,
	"bet_minor" bigint DEFAULT 0 NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"valid_turnover_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"bonus_minor" bigint DEFAULT 0 NOT NULL,
	"rebate_minor" bigint DEFAULT 0 NOT NULL,
	"commission_minor" bigint DEFAULT 0 NOT NULL,
	"transfer_in_minor" bigint DEFAULT 0 NOT NULL,
	"transfer_out_minor" bigint DEFAULT 0 NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"first_deposits" integer DEFAULT 0 NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	"active_last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_daily_stats_agent_id_day_pk" PRIMARY KEY("agent_id","day")
);
--> statement-breakpoint
CREATE TABLE "team_hourly_stats" (
	"agent_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"valid_turnover_minor" bigint DEFAULT 0 NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_hourly_stats_agent_id_hour_pk" PRIMARY KEY("agent_id","hour")
);
--> statement-breakpoint
CREATE TABLE "team_paths" (
	"ancestor_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "team_paths_ancestor_id_member_id_pk" PRIMARY KEY("ancestor_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "affiliate_links" ADD CONSTRAINT "affiliate_links_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_payouts" ADD CONSTRAINT "contract_payouts_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "agent_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_payouts" ADD CONSTRAINT "contract_payouts_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_activity" ADD CONSTRAINT "member_activity_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_daily_stats" ADD CONSTRAINT "member_daily_stats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_daily_turnover" ADD CONSTRAINT "member_daily_turnover_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_payouts" ADD CONSTRAINT "rebate_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_payouts" ADD CONSTRAINT "rebate_payouts_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_rates" ADD CONSTRAINT "rebate_rates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_daily_stats" ADD CONSTRAINT "team_daily_stats_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_hourly_stats" ADD CONSTRAINT "team_hourly_stats_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_paths" ADD CONSTRAINT "team_paths_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_paths" ADD CONSTRAINT "team_paths_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_links_code_key" ON "affiliate_links" USING btree ("code");--> statement-breakpoint
CREATE INDEX "affiliate_links_agent_idx" ON "affiliate_links" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_open_key" ON "agent_contracts" USING btree ("agent_id","kind") WHERE "agent_contracts"."status" in ('OFFERED', 'SIGNED');--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_payouts_period_key" ON "contract_payouts" USING btree ("contract_id","period_key");--> statement-breakpoint
CREATE INDEX "member_daily_stats_day_idx" ON "member_daily_stats" USING btree ("day");--> statement-breakpoint
CREATE INDEX "member_daily_turnover_day_idx" ON "member_daily_turnover" USING btree ("day");--> statement-breakpoint
CREATE INDEX "team_paths_member_idx" ON "team_paths" USING btree ("member_id","depth");--> statement-breakpoint
CREATE INDEX "team_paths_ancestor_depth_idx" ON "team_paths" USING btree ("ancestor_id","depth");--> statement-breakpoint
-- The hierarchy's closure (decision 0040): every member is its own ancestor at depth 0 and
-- inherits its parent's ancestors one level deeper. A new parent (an operator moving an account)
-- moves the whole subtree. Unqualified names: migrations run in the search_path's schema.
CREATE FUNCTION team_paths_maintain() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO team_paths (ancestor_id, member_id, depth) VALUES (NEW.id, NEW.id, 0);
    IF NEW.parent_id IS NOT NULL THEN
      INSERT INTO team_paths (ancestor_id, member_id, depth)
        SELECT p.ancestor_id, NEW.id, p.depth + 1 FROM team_paths p WHERE p.member_id = NEW.parent_id;
    END IF;
  ELSIF NEW.parent_id IS DISTINCT FROM OLD.parent_id THEN
    IF NEW.parent_id IS NOT NULL AND EXISTS (
      SELECT 1 FROM team_paths WHERE ancestor_id = NEW.id AND member_id = NEW.parent_id
    ) THEN
      RAISE EXCEPTION 'team_paths: % cannot move under its own team member %', NEW.id, NEW.parent_id;
    END IF;
    DELETE FROM team_paths t
      WHERE t.member_id IN (SELECT member_id FROM team_paths WHERE ancestor_id = NEW.id)
        AND t.ancestor_id NOT IN (SELECT member_id FROM team_paths WHERE ancestor_id = NEW.id);
    IF NEW.parent_id IS NOT NULL THEN
      INSERT INTO team_paths (ancestor_id, member_id, depth)
        SELECT up.ancestor_id, sub.member_id, up.depth + sub.depth + 1
        FROM team_paths up, team_paths sub
        WHERE up.member_id = NEW.parent_id AND sub.ancestor_id = NEW.id;
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER members_team_paths AFTER INSERT OR UPDATE OF parent_id ON members
  FOR EACH ROW EXECUTE FUNCTION team_paths_maintain();
--> statement-breakpoint
-- Members that exist already: their paths, shallowest first.
WITH RECURSIVE tree(ancestor_id, member_id, depth) AS (
  SELECT id, id, 0 FROM members
  UNION ALL
  SELECT t.ancestor_id, m.id, t.depth + 1 FROM tree t JOIN members m ON m.parent_id = t.member_id
)
INSERT INTO team_paths (ancestor_id, member_id, depth) SELECT ancestor_id, member_id, depth FROM tree;
