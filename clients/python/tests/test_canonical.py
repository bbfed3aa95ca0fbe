"""Canonical JSON (RFC 8785) as the ledger computes it: the examples of RFC 8785 itself."""
import hashlib
import unittest

from ledger_client.canonical import canonical_json, digest_of, es_number


class CanonicalJsonTest(unittest.TestCase):
    def test_numbers_print_as_ecmascript_prints_them(self) -> None:
        # RFC 8785 Appendix B (IEEE 754 value -> its canonical text).
        cases = {
            0.0: "0", -0.0: "0", 5e-324: "5e-324", -5e-324: "-5e-324", 1.7976931348623157e308: "1.7976931348623157e+308",
            9007199254740992.0: "9007199254740992", -9007199254740992.0: "-9007199254740992", 295147905179352830000.0: "295147905179352830000",
            9.999999999999997e22: "9.999999999999997e+22", 1e23: "1e+23", 1.0000000000000001e23: "1.0000000000000001e+23",
            999999999999999700000.0: "999999999999999700000", 999999999999999900000.0: "999999999999999900000", 1e21: "1e+21",
            9.999999999999997e-7: "9.999999999999997e-7", 0.000001: "0.000001", 333333333.3333332: "333333333.3333332",
            333333333.33333325: "333333333.33333325", 333333333.3333333: "333333333.3333333", 333333333.3333334: "333333333.3333334",
            333333333.33333343: "333333333.33333343", -0.0000033333333333333333: "-0.0000033333333333333333", 1e-7: "1e-7",
        }
        for value, text in cases.items():
            with self.subTest(value=value):
                self.assertEqual(es_number(value), text)
        self.assertEqual(es_number(30), "30")
        with self.assertRaises(ValueError):
            es_number(float("nan"))

    def test_members_sort_by_utf16_code_units_and_strings_escape_as_json_stringify(self) -> None:
        # RFC 8785 §3.2.3's sorting example: "\u20ac" before the emoji (a surrogate pair) before "\ufb33".
        value = {"\u20ac": "Euro Sign", "\r": "Carriage Return", "\ufb33": "Hebrew Letter Dalet With Dagesh", "1": "One",
                 "\U0001f600": "Emoji: Grinning Face", "\u0080": "Control", "\u00f6": "Latin Small Letter O With Diaeresis"}
        self.assertEqual(
            canonical_json(value),
            '{"\\r":"Carriage Return","1":"One","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis",'
            '"\u20ac":"Euro Sign","\U0001f600":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
        )
        self.assertEqual(canonical_json(["\x00\x1f\"\\/\u2028", True, None, [], {}]), '["\\u0000\\u001f\\"\\\\/\u2028",true,null,[],{}]')

    def test_digest_is_sha256_of_the_utf8_canonical_text(self) -> None:

        self.assertEqual(digest_of({"b": 1, "a": "é"}), hashlib.sha256('{"a":"é","b":1}'.encode()).hexdigest())


if __name__ == "__main__":
    unittest.main()
