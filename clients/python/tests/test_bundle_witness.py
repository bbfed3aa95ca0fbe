"""The witness policy's primitives against the C2SP examples (signed-note, tlog-checkpoint,
tlog-cosignature): verifier keys, signature lines, the checkpoint note text, and the policy's
option checks. Cosignatures themselves are checked against the TypeScript verifier's answers
(test/process/python-bundle-verifier.test.ts)."""

import base64
import hashlib
import unittest

from ledger_client import _bundle_ed25519 as ed25519
from ledger_client.bundle_verifier import (
    COSIGNATURE_ED25519, NOTE_ED25519, checkpoint_note_text, parse_signature_line, parse_vkey, witness_policy_of,
)

# c2sp.org/signed-note: a verifier key and a note it signed.
C2SP_VKEY = "example.com/foo+530d903a+AekyeRrm56hApGFkyQR4ZCbV54Id2LKaANYcrnKv3U2k"
C2SP_TEXT = "This is an example message.\n"
C2SP_SIGNATURE = "\u2014 example.com/foo Uw2QOkn8srV1yJGh2VYRlL1Tnagv1YEq6TfXppzi2ONncAlTgK7Ztg1ERYNZXsYjOBH3mFXmRKuwHjG1Yu72IneyaQM="
# Go's sumdb note package.
PETER_VKEY = "PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW"
# c2sp.org/tlog-cosignature: a cosignature line (key ID, then the timestamp 1679315147).
C2SP_COSIGNATURE = "\u2014 witness.example.com/w1 jWbPPwAAAABkGFDLEZMHwSRaJNiIDoe9DYn/zXcrtPHeolMI5OWXEhZCB9dlrDJsX3b2oyin1nPZqhf5nNo0xUe+mbIUBkBIfZ+qnA=="


class VerifierKeys(unittest.TestCase):
    def test_the_c2sp_key_verifies_its_note(self):
        key = parse_vkey(C2SP_VKEY)
        self.assertEqual((key["name"], key["keyId"], key["type"]), ("example.com/foo", 0x530D903A, NOTE_ED25519))
        name, key_id, signature = parse_signature_line(C2SP_SIGNATURE)
        self.assertEqual((name, key_id), ("example.com/foo", 0x530D903A))
        self.assertTrue(ed25519.verify(key["key"], C2SP_TEXT.encode(), signature))
        self.assertFalse(ed25519.verify(key["key"], b"This is another message.\n", signature))
        self.assertEqual(parse_vkey(PETER_VKEY)["keyId"], 0xC74F20A3)

    def test_a_key_whose_id_or_encoding_is_wrong_is_refused(self):
        for vkey in (
            C2SP_VKEY.replace("530d903a", "530d903b"),
            C2SP_VKEY.replace("example.com/foo", "example.com/bar"),
            C2SP_VKEY.rstrip("k") + "l",
            C2SP_VKEY.replace("+Aeky", "+Beky"),
            "no-key-id+" + C2SP_VKEY.split("+", 2)[2],
            "has space+530d903a+" + C2SP_VKEY.split("+", 2)[2],
        ):
            with self.assertRaises(ValueError, msg=vkey):
                parse_vkey(vkey)

    def test_a_cosigner_key_has_type_4_and_its_own_key_id(self):
        raw = parse_vkey(C2SP_VKEY)["key"]
        key_id = int.from_bytes(hashlib.sha256(b"w.example/1\n\x04" + raw).digest()[:4], "big")
        vkey = "w.example/1+%08x+%s" % (key_id, base64.b64encode(b"\x04" + raw).decode())
        self.assertEqual(parse_vkey(vkey)["type"], COSIGNATURE_ED25519)


class SignatureLines(unittest.TestCase):
    def test_the_c2sp_cosignature_line(self):
        name, key_id, data = parse_signature_line(C2SP_COSIGNATURE)
        self.assertEqual(name, "witness.example.com/w1")
        self.assertEqual(len(data), 72)
        self.assertEqual(int.from_bytes(data[:8], "big"), 1679315147)
        self.assertEqual(key_id, int.from_bytes(base64.b64decode(C2SP_COSIGNATURE.split(" ")[2])[:4], "big"))

    def test_what_is_not_a_line(self):
        for line in ("- witness.example.com/w1 jWbP", "\u2014 two words jWbPPwAA", "\u2014 name jWbPPw==x", "\u2014 name AAAA"):
            self.assertIsNone(parse_signature_line(line), line)


class CheckpointText(unittest.TestCase):
    def test_origin_size_and_base64_root(self):
        root = base64.b64decode("CsUYapGGPo4dkMgIAUqom/Xajj7h2fB2MPA3j2jxq2I=").hex()
        text = checkpoint_note_text({"keyId": "ab" * 32, "treeSize": 20852163, "rootHash": root})
        self.assertEqual(text, "crl-ledger/transparency/v1/%s\n20852163\nCsUYapGGPo4dkMgIAUqom/Xajj7h2fB2MPA3j2jxq2I=\n" % ("ab" * 32))


class Policy(unittest.TestCase):
    def cosigner(self, name):
        raw = parse_vkey(C2SP_VKEY)["key"]
        key_id = int.from_bytes(hashlib.sha256(name.encode() + b"\n\x04" + raw).digest()[:4], "big")
        return "%s+%08x+%s" % (name, key_id, base64.b64encode(b"\x04" + raw).decode())

    def test_the_options_as_the_typescript_verifier_reads_them(self):
        one, two = self.cosigner("w.example/1"), self.cosigner("w.example/2")
        self.assertIsNone(witness_policy_of([], None))
        self.assertEqual(witness_policy_of([one, two], None)["required"], 2)
        self.assertEqual(witness_policy_of([one, two], "1")["required"], 1)
        for keys, required, message in (
            ([], "1", "--witnesses-required needs at least one --witness-key"),
            ([one], "2", "--witnesses-required must be a whole number from 1 to the 1 --witness-key given"),
            ([one], "0", "--witnesses-required must be a whole number from 1 to the 1 --witness-key given"),
            ([C2SP_VKEY], None, "--witness-key %s: not a cosigner key (signature type 0x04)" % C2SP_VKEY),
            (["nonsense"], None, "--witness-key: not a verifier key: nonsense"),
        ):
            with self.assertRaises(ValueError) as caught:
                witness_policy_of(keys, required)
            self.assertEqual(str(caught.exception), message)


if __name__ == "__main__":
    unittest.main()
