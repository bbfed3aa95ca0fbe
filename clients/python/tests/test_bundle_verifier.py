"""Unit tests of the bundle verifier's primitives (standard library only):
python3 -m unittest discover -s tests -p 'test_bundle_*.py' (from clients/python)."""

import unittest

from ledger_client import _bundle_ed25519 as ed25519
from ledger_client.canonical import canonical_json, es_number as number_text
from ledger_client._bundle_fdlibm import log
from ledger_client.bundle_verifier import consistency_holds, inclusion_holds, iso_of_ms, leaf_time_ms, wilson_at
from ledger_client import bundle_verifier

# RFC 8032 section 7.1, TEST 1 to TEST 3: (public key, message, signature).
RFC8032_VECTORS = [
    (
        "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a",
        "",
        "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b",
    ),
    (
        "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c",
        "72",
        "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00",
    ),
    (
        "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025",
        "af82",
        "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a",
    ),
]


class Ed25519Test(unittest.TestCase):
    def test_rfc8032_vectors_verify(self):
        for public, message, signature in RFC8032_VECTORS:
            self.assertTrue(ed25519.verify(bytes.fromhex(public), bytes.fromhex(message), bytes.fromhex(signature)))

    def test_any_changed_bit_fails(self):
        public, message, signature = (bytes.fromhex(part) for part in RFC8032_VECTORS[2])
        for position in (0, 31, 32, 63):
            forged = bytearray(signature)
            forged[position] ^= 0x01
            self.assertFalse(ed25519.verify(public, message, bytes(forged)))
        self.assertFalse(ed25519.verify(public, message + b"\x00", signature))
        self.assertFalse(ed25519.verify(bytes.fromhex(RFC8032_VECTORS[0][0]), message, signature))

    def test_s_at_or_above_the_group_order_fails(self):
        public, message, signature = (bytes.fromhex(part) for part in RFC8032_VECTORS[0])
        s = int.from_bytes(signature[32:], "little") + ed25519._L
        self.assertFalse(ed25519.verify(public, message, signature[:32] + s.to_bytes(32, "little")))


class CanonicalTest(unittest.TestCase):
    def test_numbers_in_ecmascript_form(self):
        # RFC 8785 appendix B's examples, and the forms a report holds
        cases = {
            0.0: "0", -0.0: "0", 1.0: "1", 5e-324: "5e-324", 1.7976931348623157e308: "1.7976931348623157e+308",
            1e21: "1e+21", 1e20: "100000000000000000000", 1e-7: "1e-7", 1e-6: "0.000001", 0.1: "0.1",
            333333333.3333333: "333333333.3333333", 9007199254740992.0: "9007199254740992", 295147905179352830000.0: "295147905179352830000",
            4.5: "4.5", 2e-3: "0.002", 0.000001000001: "0.000001000001", 123456789012345680000.0: "123456789012345680000",
            -1.5e-9: "-1.5e-9", 1796119200001: "1796119200001",
        }
        for value, text in cases.items():
            self.assertEqual(number_text(value), text, value)

    def test_members_sorted_by_utf16_code_units_and_strings_escaped(self):
        self.assertEqual(canonical_json({"b": [1, "\u000f\n\"é"], "a": None, "\U0001f600": 1, "\ufb01": 2}), '{"a":null,"b":[1,"\\u000f\\n\\"é"],"\U0001f600":1,"\ufb01":2}')


class ArithmeticTest(unittest.TestCase):
    def test_fdlibm_log_at_known_points(self):
        self.assertEqual(log(1.0), 0.0)
        self.assertEqual(log(20.0), 2.995732273553991)
        self.assertEqual(log(2.0), 0.6931471805599453)
        self.assertEqual(log(0.5), -0.6931471805599453)

    def test_wilson_of_the_worked_example(self):
        # docs/specification.md §6, "Worker evidence": 1 of 4, Wilson 0.0456 to 0.6994
        lower, upper = wilson_at(1 / 4, 4)
        self.assertEqual((round(lower, 4), round(upper, 4)), (0.0456, 0.6994))


class EffortAndPassKTest(unittest.TestCase):
    """The worked examples of docs/specification.md §6, "Effort per verified success" and "pass^k"."""

    @staticmethod
    def _try(task, micros, passed, currency="USD"):
        effort = {"startedAt": 0, "inputTokens": None, "outputTokens": None, "costMicros": micros, "costCurrency": None if micros is None else currency, "harnessWallTimeMs": None}
        return (task, passed, 60_000, effort)

    def _example(self):
        return [
            self._try("task-a", 1_000_000, False), self._try("task-a", 1_500_000, False), self._try("task-a", 2_000_000, True),
            self._try("task-b", 800_000, True), self._try("task-c", 600_000, False), self._try("task-c", 700_000, False),
            self._try("task-d", 900_000, True), self._try("task-d", 1_100_000, True),
        ]

    def test_cost_per_verified_success(self):
        figure = bundle_verifier.effort_per_verified_success_of("COST", self._example(), False)
        self.assertEqual((figure["status"], figure["currency"], figure["total"], figure["verifiedPasses"], figure["tasks"]), ("OK", "USD", 8_600_000, 4, 4))
        self.assertEqual(figure["estimate"], 2_150_000)
        self.assertEqual(figure["variance"], 1.19375e12)
        self.assertEqual((round(figure["lower"]), round(figure["upper"])), (8_566, 4_291_434))
        # Written in canonical JSON as the ledger writes it: integral doubles without a fraction.
        self.assertIn('"total":8600000', canonical_json(figure))

    def test_unknown_and_mixed_are_never_summed(self):
        mixed = bundle_verifier.effort_per_verified_success_of("COST", self._example() + [self._try("task-e", 500_000, False, "EUR")], False)
        self.assertEqual((mixed["status"], mixed["currencies"], mixed["total"], mixed["currency"]), ("MIXED_CURRENCIES", ["EUR", "USD"], None, None))
        unknown = bundle_verifier.effort_per_verified_success_of("COST", self._example() + [self._try("task-e", None, False)], False)
        self.assertEqual((unknown["status"], unknown["unknownAttempts"], unknown["total"]), ("UNKNOWN_EFFORT", 1, None))
        time = bundle_verifier.effort_per_verified_success_of("TIME", self._example() + [self._try("task-e", None, False)], False)
        self.assertEqual((time["status"], time["total"]), ("OK", 9 * 60_000))

    def test_pass_k_of_the_worked_example(self):
        tries = [("a", True), ("a", True), ("a", True), ("a", False), ("b", False), ("b", False), ("c", True), ("c", True), ("d", True), ("d", False)]
        entries = bundle_verifier.pass_k_of(tries, False)
        self.assertEqual([(e["k"], e["tasks"], e["estimate"]) for e in entries[:4]], [(1, 4, 0.5625), (2, 4, 0.375), (3, 1, 0.25), (4, 1, 0)])
        self.assertEqual([round(e["lower"], 4) for e in entries[:4]], [0.1833, 0.0919, 0.0146, 0])
        self.assertEqual([round(e["upper"], 4) for e in entries[:4]], [0.8804, 0.7806, 0.8821, 0.7935])
        self.assertTrue(all(e["estimate"] is None and e["tasks"] == 0 for e in entries[4:]))


class InstantsAndProofsTest(unittest.TestCase):
    def test_leaf_timestamps_round_up_to_milliseconds(self):
        self.assertEqual(leaf_time_ms("2026-12-01T10:00:00.0001+00:00"), 1796119200001)
        self.assertEqual(leaf_time_ms("2026-12-01T10:00:00+00:00"), 1796119200000)
        self.assertEqual(iso_of_ms(1796119200001), "2026-12-01T10:00:00.001Z")

    def test_rfc9162_proofs_of_a_three_leaf_tree(self):
        import hashlib

        leaves = [hashlib.sha256(b"\x00" + bytes([i])).digest() for i in range(3)]
        node = lambda a, b: hashlib.sha256(b"\x01" + a + b).digest()
        root2 = node(leaves[0], leaves[1])
        root3 = node(root2, leaves[2])
        self.assertTrue(inclusion_holds(2, 3, leaves[2], [root2], root3))
        self.assertTrue(inclusion_holds(0, 3, leaves[0], [leaves[1], leaves[2]], root3))
        self.assertFalse(inclusion_holds(1, 3, leaves[0], [leaves[1], leaves[2]], root3))
        self.assertTrue(consistency_holds(2, 3, root2, root3, [leaves[2]]))
        self.assertFalse(consistency_holds(2, 3, root2, root3, [leaves[1]]))


if __name__ == "__main__":
    unittest.main()


class EvidenceDigestVersions(unittest.TestCase):
    """§6 "Evidence digest": the baseline form, and from rules version 2 the form that names the version.
    The expected values are src/domain/evidence.ts's evidenceDigestOf of the same digests."""

    DIGESTS = ["b" * 64, "a" * 64, "b" * 64]

    def test_baseline_form(self):
        self.assertEqual(bundle_verifier.evidence_digest_of(self.DIGESTS), "2ba3056e95d23c0c154eca683e330401c46e441d5074523e16349e29d7597a64")

    def test_version_two_form(self):
        self.assertEqual(bundle_verifier.evidence_digest_of(self.DIGESTS, 2), "24dac8d078551e2b481a6bb4505bc4fb114ec0d6b38bdfd578e403ef06a47327")
