-- Issue 17: the exports' CSV cells by the rules of csvCell in lib/admin/csv.ts, now that it
-- quotes every cell holding a separator of any locale (comma, semicolon, tab), a quote or a line
-- break, and neutralises a formula found in the NFKC form of the cell (a full-width "=" too),
-- behind leading spaces or control characters. lib/admin/csv.int.test.ts checks the two agree.
-- No semicolons inside statements (Prisma's pg adapter splits the file on them): chr(59) is one.

CREATE OR REPLACE FUNCTION csv_quote(cell text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE
  WHEN strpos(cell, '"') > 0 OR strpos(cell, ',') > 0 OR strpos(cell, chr(59)) > 0 OR strpos(cell, E'\t') > 0
       OR strpos(cell, E'\n') > 0 OR strpos(cell, E'\r') > 0
    THEN '"' || replace(cell, '"', '""') || '"'
  ELSE cell
END;

CREATE OR REPLACE FUNCTION csv_cell(cell text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE
  WHEN cell IS NULL THEN ''
  WHEN left(cell, 1) IN (E'\t', E'\r')
       OR normalize(cell, NFKC) ~ '^[ \f\n\r\t\v\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff\u0001-\u001f]*[=+@-]'
    THEN csv_quote('''' || cell)
  ELSE csv_quote(cell)
END;
