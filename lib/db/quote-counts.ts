/**
 * The sales desk shows how many quote requests are in each state beside its list. Counting them
 * from quote_requests reads every request ever made (years of them); this table keeps the counts
 * per category and state instead, kept by triggers in the same transaction as every insert, state
 * change or delete, whoever writes (the app, an import, a restore).
 */
const countsTable = `
CREATE TABLE quote_state_counts (
  application TEXT NOT NULL,
  state TEXT NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (application, state)
);
INSERT INTO quote_state_counts (application, state, n)
  SELECT application, state, COUNT(*) FROM quote_requests GROUP BY application, state;`;

export const quoteCountsSqlite = `${countsTable}
CREATE TRIGGER quote_state_counts_insert AFTER INSERT ON quote_requests BEGIN
  INSERT INTO quote_state_counts (application, state, n) VALUES (NEW.application, NEW.state, 1)
    ON CONFLICT (application, state) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER quote_state_counts_update AFTER UPDATE OF application, state ON quote_requests
  WHEN OLD.application <> NEW.application OR OLD.state <> NEW.state BEGIN
  UPDATE quote_state_counts SET n = n - 1 WHERE application = OLD.application AND state = OLD.state;
  INSERT INTO quote_state_counts (application, state, n) VALUES (NEW.application, NEW.state, 1)
    ON CONFLICT (application, state) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER quote_state_counts_delete AFTER DELETE ON quote_requests BEGIN
  UPDATE quote_state_counts SET n = n - 1 WHERE application = OLD.application AND state = OLD.state;
END;`;

export const quoteCountsPostgres = `${countsTable}
CREATE FUNCTION quote_state_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE quote_state_counts SET n = n - 1 WHERE application = OLD.application AND state = OLD.state;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO quote_state_counts (application, state, n) VALUES (NEW.application, NEW.state, 1)
      ON CONFLICT (application, state) DO UPDATE SET n = quote_state_counts.n + 1;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER quote_state_counts_insert_delete AFTER INSERT OR DELETE ON quote_requests
  FOR EACH ROW EXECUTE FUNCTION quote_state_counts_keep();
CREATE TRIGGER quote_state_counts_update AFTER UPDATE OF application, state ON quote_requests
  FOR EACH ROW WHEN (OLD.application IS DISTINCT FROM NEW.application OR OLD.state IS DISTINCT FROM NEW.state)
  EXECUTE FUNCTION quote_state_counts_keep();`;
