CREATE TABLE "chat_conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"status" varchar(8) NOT NULL,
	"operator_id" integer,
	"member_read_id" bigint DEFAULT 0 NOT NULL,
	"operator_read_id" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "chat_conversations_status" CHECK ("chat_conversations"."status" in ('WAITING', 'ACTIVE', 'CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "chat_duty" (
	"operator_id" integer PRIMARY KEY NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender" varchar(8) NOT NULL,
	"operator_id" integer,
	"client_id" varchar(64),
	"body" text DEFAULT '' NOT NULL,
	"system_key" varchar(32),
	"file_id" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_sender" CHECK ("chat_messages"."sender" in ('MEMBER', 'OPERATOR', 'SYSTEM'))
);
--> statement-breakpoint
CREATE TABLE "chat_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"target_kind" varchar(8) NOT NULL,
	"target_member_id" integer,
	"target_level" integer,
	"texts" jsonb NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_messages_target" CHECK (("inbox_messages"."target_kind" = 'MEMBER' and "inbox_messages"."target_member_id" is not null)
        or ("inbox_messages"."target_kind" = 'VIP' and "inbox_messages"."target_level" is not null)
        or ("inbox_messages"."target_kind" in ('AGENTS', 'ALL')))
);
--> statement-breakpoint
CREATE TABLE "inbox_receipts" (
	"message_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "inbox_receipts_message_id_member_id_pk" PRIMARY KEY("message_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_duty" ADD CONSTRAINT "chat_duty_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_file_id_member_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "member_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_tokens" ADD CONSTRAINT "chat_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_target_member_id_members_id_fk" FOREIGN KEY ("target_member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_sent_by_operators_id_fk" FOREIGN KEY ("sent_by") REFERENCES "operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_receipts" ADD CONSTRAINT "inbox_receipts_message_id_inbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "inbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_receipts" ADD CONSTRAINT "inbox_receipts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_one_open" ON "chat_conversations" USING btree ("member_id") WHERE "chat_conversations"."status" <> 'CLOSED';--> statement-breakpoint
CREATE INDEX "chat_conversations_member_idx" ON "chat_conversations" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "chat_conversations_status_idx" ON "chat_conversations" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_idx" ON "chat_messages" USING btree ("conversation_id","sender","client_id");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_tokens_expires_idx" ON "chat_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "inbox_messages_member_idx" ON "inbox_messages" USING btree ("target_member_id");--> statement-breakpoint
CREATE INDEX "inbox_messages_created_idx" ON "inbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inbox_receipts_member_idx" ON "inbox_receipts" USING btree ("member_id");