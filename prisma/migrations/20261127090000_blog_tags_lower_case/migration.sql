-- Tags are one lower-case spelling from now on (their URL is /blog/tag/{tag}): posts saved before
-- keep their tags in order, lower-cased, each once.
UPDATE "blog_posts" AS p
SET "tags" = ARRAY(
  SELECT lower(t.tag)
  FROM unnest(p."tags") WITH ORDINALITY AS t(tag, n)
  GROUP BY lower(t.tag)
  ORDER BY min(t.n)
)
WHERE EXISTS (SELECT 1 FROM unnest(p."tags") AS t(tag) WHERE t.tag <> lower(t.tag));
