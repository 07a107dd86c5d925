CREATE TABLE "limiter_hits" (
	"key" text NOT NULL,
	"n" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "limiter_hits_key_n_pk" PRIMARY KEY("key","n")
);
--> statement-breakpoint
CREATE INDEX "limiter_hits_at_idx" ON "limiter_hits" USING btree ("at");
--> statement-breakpoint
-- The abuse limits' window arithmetic (server/src/auth/failure-limiter.ts), in the database so that each
-- check is one statement and every node counts the same hits. A key's hits are numbered n = 1, 2, ...
-- in the order they were taken, and their times rise with n; so the key is at its limit exactly while
-- its p_limit-th newest hit (number max(n) - p_limit + 1) is inside the window, and it is free again
-- when that hit leaves the window. p_now NULL reads the database's clock, the one all nodes share.
CREATE FUNCTION limiter_wait(p_key text, p_limit integer, p_window_ms integer, p_now timestamptz) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_now timestamptz := coalesce(p_now, clock_timestamp());
  v_holding timestamptz;
  v_ms_left numeric;
BEGIN
  SELECT at INTO v_holding FROM limiter_hits
   WHERE key = p_key AND n = (SELECT max(n) FROM limiter_hits WHERE key = p_key) - p_limit + 1;
  v_ms_left := extract(epoch FROM v_holding - v_now) * 1000 + p_window_ms;
  IF v_ms_left IS NULL OR v_ms_left <= 0 THEN
    RETURN 0;
  END IF;
  -- Whole seconds for Retry-After, at least one.
  RETURN greatest(1, ceil(v_ms_left / 1000))::integer;
END $$;
--> statement-breakpoint
-- Counts one hit. Writers of one key queue on a transaction-scoped advisory lock (the two-number form,
-- class hashtext('limiter_hits'), apart from any other lock of the server), so numbers never clash.
CREATE FUNCTION limiter_hit(p_key text, p_now timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('limiter_hits'), hashtext(p_key));
  -- A statement after the lock: it sees every hit the key's earlier lock holders committed.
  INSERT INTO limiter_hits (key, n, at)
  SELECT p_key, coalesce(max(n), 0) + 1, coalesce(p_now, clock_timestamp()) FROM limiter_hits WHERE key = p_key;
END $$;
--> statement-breakpoint
-- Counts one hit unless the key is at its limit; answers limiter_wait's seconds (0: taken). Under the
-- key's lock the check and the hit are one step: concurrent takers on any node never pass the limit.
CREATE FUNCTION limiter_take(p_key text, p_limit integer, p_window_ms integer, p_now timestamptz) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_now timestamptz;
  v_wait integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('limiter_hits'), hashtext(p_key));
  -- Read after the lock: the clock then never runs behind a hit of an earlier holder.
  v_now := coalesce(p_now, clock_timestamp());
  v_wait := limiter_wait(p_key, p_limit, p_window_ms, v_now);
  IF v_wait = 0 THEN
    PERFORM limiter_hit(p_key, v_now);
  END IF;
  RETURN v_wait;
END $$;
