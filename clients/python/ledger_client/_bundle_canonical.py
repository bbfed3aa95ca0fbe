"""RFC 8785 (JSON Canonicalization Scheme) output, as the ledger writes it: members sorted
by their UTF-16 code units, no whitespace, strings escaped as ECMAScript's JSON.stringify
escapes them, and numbers in ECMAScript's Number::toString form (the shortest digits that
read back as the same double; integral values without a fraction)."""

import re
from decimal import Decimal

_SHORT_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}


_NEEDS_ESCAPE = re.compile('[\x00-\x1f"\\\ud800-\udfff]')


def _escape(match) -> str:
    char = match.group()
    return _SHORT_ESCAPES.get(char) or "\\u%04x" % ord(char)  # a control character, or a lone surrogate


def _string(text: str) -> str:
    return '"' + _NEEDS_ESCAPE.sub(_escape, text) + '"'


def number_text(value) -> str:
    """ECMAScript Number::toString of the double nearest `value` (RFC 8785 section 3.2.2.3)."""
    x = float(value)
    if x != x or x in (float("inf"), float("-inf")):
        raise ValueError("NaN and infinities have no JSON form")
    if x == 0:
        return "0"  # -0 too
    sign = "-" if x < 0 else ""
    # repr gives the shortest digits that round-trip, the nearest of them on a tie: the
    # digits ECMAScript chooses (both follow Steele & White / Gay's shortest output).
    _, digits, exponent = Decimal(repr(abs(x))).as_tuple()
    text = "".join(map(str, digits)).rstrip("0")
    exponent += len(digits) - len(text)
    k = len(text)
    n = k + exponent  # the value is 0.text × 10^n
    if k <= n <= 21:
        body = text + "0" * (n - k)
    elif 0 < n <= 21:
        body = text[:n] + "." + text[n:]
    elif -6 < n <= 0:
        body = "0." + "0" * (-n) + text
    else:
        e = n - 1
        mantissa = text if k == 1 else text[0] + "." + text[1:]
        body = mantissa + "e" + ("+" if e >= 0 else "-") + str(abs(e))
    return sign + body


def _utf16_key(name: str) -> bytes:
    return name.encode("utf-16-be", "surrogatepass")


def canonical_json(value) -> str:
    """The RFC 8785 text of a value parsed from JSON (dict, list, str, int, float, bool, None)."""
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, (int, float)):
        return number_text(value)
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(canonical_json(item) for item in value) + "]"
    if isinstance(value, dict):
        names = sorted(value, key=_utf16_key)
        return "{" + ",".join(_string(name) + ":" + canonical_json(value[name]) for name in names) + "}"
    raise TypeError("%r has no JSON form" % (value,))


def canonical_bytes(value) -> bytes:
    return canonical_json(value).encode("utf-8", "surrogatepass")
