CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO catalogue_version (id, version) VALUES (1, 1);
--> statement-breakpoint
-- Decision 0043: every statement that changes the catalogue (games or their vendors) moves the
-- version on, in its own transaction, so a reader sees the new version exactly when it sees the
-- change. Statement-level: a seed of 10,000 games moves it once. Unqualified names: migrations
-- run in the search_path's schema.
CREATE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER games_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON games
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER game_vendors_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_vendors
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
