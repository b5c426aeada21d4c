-- The admin exports are written by COPY ... (FORMAT csv), which does the quoting. What is left to
-- the database is the one rule COPY does not know: a cell that a spreadsheet would run as a
-- formula gets a leading quote. The test runs on the NFKC form, so a full-width "=" or "+" that
-- a spreadsheet folds is caught too, as is a formula behind leading spaces or control characters
-- (OWASP's CSV injection advice). NULL stays NULL (an empty cell).
-- No semicolons inside statements (Prisma's pg adapter splits the file on them).

CREATE OR REPLACE FUNCTION csv_safe(cell text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE
  WHEN left(cell, 1) IN (E'\t', E'\r')
       OR normalize(cell, NFKC) ~ '^[ \f\n\r\t\v\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff\u0001-\u001f]*[=+@-]'
    THEN '''' || cell
  ELSE cell
END;

DROP FUNCTION IF EXISTS csv_cell(text);
DROP FUNCTION IF EXISTS csv_quote(text);
