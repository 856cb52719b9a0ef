-- Spanish text for search and sort, the same on PGlite and on any PostgreSQL server whatever its collation
-- (docs/decisions/004-kit-v2.md). Both are IMMUTABLE so generated columns and indexes can use them.

-- What a search compares: lower case without accents or ñ ("Gómez" is found by "gomez").
CREATE OR REPLACE FUNCTION es_busqueda(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN translate(lower(t), 'áàâäãéèêëíìîïóòôöõúùûüýÿçñ', 'aaaaaeeeeiiiiooooouuuuyycn');
--> statement-breakpoint
-- What a list sorts by, under COLLATE "C": case and accents ignored, ñ after n ("n~" sorts after "nz").
CREATE OR REPLACE FUNCTION es_orden(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN replace(translate(lower(t), 'áàâäãéèêëíìîïóòôöõúùûüýÿç', 'aaaaaeeeeiiiiooooouuuuyyc'), 'ñ', 'n~');
