-- Alert rules and alerts carry jsonb (their parameters and details: numbers and enum
-- values, written by the ledger as RFC 8785 canonical JSON). Their transparency-log
-- leaves (docs/tamper-evidence.md, "The leaf bytes") write a jsonb value in RFC 8785
-- form, so a leaf computed here equals the verifier's canonical JSON of the row read
-- with to_jsonb: object members sorted by name (the ledger writes ASCII names only, where
-- code-point and UTF-16 order agree), no whitespace, numbers as ECMAScript writes them
-- (through crl_json_number, via double precision: the ledger writes only numbers a
-- double holds exactly as written), strings, booleans and null as JSON writes them.
CREATE FUNCTION crl_canonical_jsonb(value jsonb) RETURNS json
LANGUAGE plpgsql IMMUTABLE STRICT SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
  CASE jsonb_typeof(value)
    WHEN 'object' THEN
      RETURN ('{' || coalesce((SELECT string_agg(to_json(e.key)::text || ':' || crl_canonical_jsonb(e.value)::text, ',' ORDER BY e.key COLLATE "C")
                                 FROM jsonb_each(value) AS e), '') || '}')::json;
    WHEN 'array' THEN
      RETURN ('[' || coalesce((SELECT string_agg(crl_canonical_jsonb(e.value)::text, ',' ORDER BY e.n)
                                 FROM jsonb_array_elements(value) WITH ORDINALITY AS e(value, n)), '') || ']')::json;
    WHEN 'number' THEN
      RETURN crl_json_number(value::text::double precision);
    ELSE
      RETURN value::json;
  END CASE;
END
$$;
GRANT EXECUTE ON FUNCTION crl_canonical_jsonb(jsonb) TO crl_app;
