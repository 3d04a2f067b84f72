-- Issue 26: every change of a game's version is announced on the channel realm_games as "<game id> <version>", at
-- its commit (NOTIFY is transactional). A bot process on PostgreSQL listens (src/store/commit-notices.ts) and so
-- knows when another process committed to a game it has cached: while it hears the notices, its cached states are
-- exact and a command needs no read before its commit. A trigger, so that no statement of the bot can forget it; it
-- fires only on a connection that asks for notices (realm.notices = 'on', which the bot sets on PostgreSQL), so PGlite,
-- where one process is the only writer and nobody listens, pays nothing for it.
CREATE FUNCTION realm_game_notice() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('realm_games', NEW.id || ' ' || NEW.version);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER games_notice AFTER INSERT OR UPDATE OF version ON games FOR EACH ROW
  WHEN (current_setting('realm.notices', true) = 'on') EXECUTE FUNCTION realm_game_notice();
