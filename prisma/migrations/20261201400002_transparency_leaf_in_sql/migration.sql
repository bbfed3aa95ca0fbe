-- The transparency log's leaves computed where the rows are (docs/tamper-evidence.md,
-- "Leaves"): the sequencer builds each leaf's data, RFC 8785 canonical JSON, and its hash
-- in the statement that appends it, so no row travels to the application and back.
--
-- For the column types of the ledger tables, row_to_json of the columns in code-point
-- order of name is RFC 8785 text already (PostgreSQL escapes strings exactly as
-- ECMAScript's JSON.stringify does), except double precision: PostgreSQL writes
-- 0.00001 as 1e-05, ECMAScript as 0.00001. crl_json_number writes a double as
-- ECMAScript's Number::toString does (RFC 8785 section 3.2.2.3), from PostgreSQL's
-- shortest round-trip digits (extra_float_digits = 1). The offline verifier recomputes
-- every leaf in TypeScript from to_jsonb of the rows; test/integration/transparency-leaves.test.ts
-- checks the two agree, for hostile strings and for doubles of every magnitude.

CREATE FUNCTION crl_json_number(value double precision) RETURNS json
LANGUAGE plpgsql IMMUTABLE STRICT
SET extra_float_digits = 1
AS $$
DECLARE
  shortest text;
  sign text := '';
  mantissa text;
  exponent int := 0;
  digits text;
  point int;
  k int;
  n int;
BEGIN
  IF value = 0 THEN
    RETURN '0'::json; -- and -0, as ECMAScript writes it
  END IF;
  IF value IN ('Infinity'::float8, '-Infinity'::float8, 'NaN'::float8) THEN -- NaN equals NaN in PostgreSQL
    RAISE EXCEPTION 'JSON has no number %', value USING ERRCODE = 'invalid_parameter_value';
  END IF;
  shortest := value::text;
  IF left(shortest, 1) = '-' THEN
    sign := '-';
    shortest := substr(shortest, 2);
  END IF;
  IF position('e' IN shortest) > 0 THEN
    mantissa := split_part(shortest, 'e', 1);
    exponent := split_part(shortest, 'e', 2)::int;
  ELSE
    mantissa := shortest;
  END IF;
  -- value = 0.digits x 10^n, digits without leading or trailing zeros
  point := position('.' IN mantissa);
  IF point = 0 THEN
    digits := mantissa;
    n := length(mantissa) + exponent;
  ELSE
    digits := replace(mantissa, '.', '');
    n := point - 1 + exponent;
  END IF;
  WHILE left(digits, 1) = '0' LOOP
    digits := substr(digits, 2);
    n := n - 1;
  END LOOP;
  digits := rtrim(digits, '0');
  k := length(digits);
  IF k <= n AND n <= 21 THEN
    RETURN (sign || digits || repeat('0', n - k))::json;
  ELSIF 0 < n AND n <= 21 THEN
    RETURN (sign || left(digits, n) || '.' || substr(digits, n + 1))::json;
  ELSIF -6 < n AND n <= 0 THEN
    RETURN (sign || '0.' || repeat('0', -n) || digits)::json;
  END IF;
  RETURN (sign || left(digits, 1) || CASE WHEN k > 1 THEN '.' || substr(digits, 2) ELSE '' END
          || 'e' || CASE WHEN n - 1 >= 0 THEN '+' ELSE '-' END || abs(n - 1))::json;
END
$$;

GRANT EXECUTE ON FUNCTION crl_json_number(double precision) TO crl_app;
