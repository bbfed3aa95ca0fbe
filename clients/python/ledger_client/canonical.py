"""Canonical JSON (RFC 8785, the JSON Canonicalization Scheme) and the ledger's digests.

The ledger turns structured content into a digest one way only: SHA-256 of the UTF-8 of
the RFC 8785 form (docs/specification.md §3.2). This module computes the same bytes, so an
outcome's digest is known before it is sent (§3.3) and equals the one the ledger stores.
"""
from __future__ import annotations

import hashlib
import math
import re
from typing import Any

__all__ = ["canonical_json", "canonical_bytes", "digest_of", "sha256_hex", "es_number", "utf16_key"]

# The characters JavaScript's String.prototype.trim removes (WhiteSpace and LineTerminator,
# ECMA-262 §12.2, §12.3): Python's str.strip removes others too (U+001C..U+001F, U+0085).
JS_WHITESPACE = "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"

_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def utf16_key(text: str) -> bytes:
    """Sort key in UTF-16 code-unit order: RFC 8785 orders members so, and so does JavaScript's `<`."""
    return text.encode("utf-16-be", "surrogatepass")


# What JSON.stringify escapes: control characters and lone surrogates as \u with lowercase
# hex (the short forms where it has them), the quote and the backslash.
_NEEDS_ESCAPE = re.compile('[\x00-\x1f"\\\\\ud800-\udfff]')


def _escape(match: "re.Match[str]") -> str:
    char = match.group()
    return _ESCAPES.get(char) or f"\\u{ord(char):04x}"


def _string(text: str) -> str:
    return '"' + _NEEDS_ESCAPE.sub(_escape, text) + '"'


def es_number(value: float | int) -> str:
    """A number as ECMAScript's Number::toString prints it (RFC 8785 §3.2.2.3)."""
    if isinstance(value, bool):
        raise TypeError("a boolean is not a number")
    if isinstance(value, int) and abs(value) <= 2**53:
        return str(value)
    # Larger integers are the doubles JavaScript would hold for them (as JSON.parse reads them).
    number = float(value)
    if not math.isfinite(number):
        raise ValueError("NaN and infinities are not JSON")
    if number == 0:
        return "0"
    if number < 0:
        return "-" + es_number(-number)
    # repr gives the shortest digits that round-trip, as ECMAScript requires; only the layout differs.
    mantissa, _, exponent = repr(number).partition("e")
    whole, _, fraction = mantissa.partition(".")
    digits = (whole + fraction).lstrip("0")
    point = len(whole) + (int(exponent) if exponent else 0)  # the decimal point's place in whole+fraction
    point -= len(whole + fraction) - len((whole + fraction).lstrip("0"))
    digits = digits.rstrip("0")
    k, n = len(digits), point
    if k <= n <= 21:
        return digits + "0" * (n - k)
    if 0 < n <= 21:
        return digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return "0." + "0" * (-n) + digits
    e = n - 1
    sign = "+" if e >= 0 else "-"
    head = digits if k == 1 else digits[0] + "." + digits[1:]
    return f"{head}e{sign}{abs(e)}"


def canonical_json(value: Any) -> str:
    """The RFC 8785 canonical form of a JSON value (dicts, lists, tuples, str, int, float, bool, None)."""
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, (int, float)):
        return es_number(value)
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(canonical_json(item) for item in value) + "]"
    if isinstance(value, dict):
        for key in value:
            if not isinstance(key, str):
                raise TypeError(f"a JSON member name is a string, not {key!r}")
        members = sorted(value.items(), key=lambda item: utf16_key(item[0]))
        return "{" + ",".join(_string(key) + ":" + canonical_json(item) for key, item in members) + "}"
    raise TypeError(f"{type(value).__name__} is not JSON")


def canonical_bytes(value: Any) -> bytes:
    """The canonical form's UTF-8 bytes (what digests and signatures cover)."""
    return canonical_json(value).encode("utf-8", "surrogatepass")


def sha256_hex(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def digest_of(value: Any) -> str:
    """SHA-256 (lowercase hex) of the canonical form: the ledger's digestOf."""
    return sha256_hex(canonical_json(value))
