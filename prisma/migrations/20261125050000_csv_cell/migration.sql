-- Issue 20: the admin exports' CSV, written by PostgreSQL, one text line per row, so that the
-- server streams lines instead of parsing and quoting 13 cells a row. The same rules as
-- csvCell in lib/admin/csv.ts (RFC 4180 quoting, a formula-looking cell prefixed with a quote),
-- checked against it by lib/admin/csv.int.test.ts. No semicolons inside statements: Prisma's
-- pg adapter splits the file on them.

CREATE OR REPLACE FUNCTION csv_quote(cell text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE
  WHEN strpos(cell, '"') > 0 OR strpos(cell, ',') > 0 OR strpos(cell, E'\n') > 0 OR strpos(cell, E'\r') > 0
    THEN '"' || replace(cell, '"', '""') || '"'
  ELSE cell
END;

CREATE OR REPLACE FUNCTION csv_cell(cell text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE
  WHEN cell IS NULL THEN ''
  WHEN left(cell, 1) IN ('=', '+', '-', '@', E'\t', E'\r') THEN csv_quote('''' || cell)
  ELSE csv_quote(cell)
END;
