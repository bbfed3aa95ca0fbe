"""Frozen payloads without a server: the same content gives the same bytes, a change is refused unless a correction."""
from __future__ import annotations

import os
import tempfile
import unittest
from datetime import datetime, timedelta, timezone

from ledger_client import ChangedPayloadError, FileJournal, Journal, LedgerClient, normalise_instant, outcome_digest
from ledger_client.frozen import freeze_attempt, scope_fingerprint

from .common import attempt

PROJECT = "4f7c0c8e-1c1b-4c55-9a43-0d1e4c1f2a3b"


class FrozenAttemptTest(unittest.TestCase):
    def test_instants_are_printed_as_the_ledger_prints_them(self) -> None:
        self.assertEqual(normalise_instant("2026-12-06T10:00:00Z"), "2026-12-06T10:00:00.000Z")
        self.assertEqual(normalise_instant("2026-12-06T11:00:00.1234567+01:00"), "2026-12-06T10:00:00.123Z")
        self.assertEqual(normalise_instant(datetime(2026, 12, 6, 10, 0, 0, 999999, tzinfo=timezone.utc)), "2026-12-06T10:00:00.999Z")
        with self.assertRaises(ValueError):
            normalise_instant(datetime(2026, 12, 6))  # naive: no instant
        with self.assertRaises(ValueError):
            normalise_instant("yesterday")

    def test_scope_is_normalised_before_it_is_fingerprinted(self) -> None:
        self.assertEqual(
            scope_fingerprint({"rootRef": " repo ", "paths": ["b//c/", "a", "a/", " "], "resources": []}),
            scope_fingerprint({"rootRef": "repo", "paths": ["a", "b/c"]}),
        )
        # Only JavaScript's whitespace is trimmed: U+001F is not (Python's str.strip would remove it).
        self.assertNotEqual(scope_fingerprint({"rootRef": "repo", "paths": ["a\x1f"]}), scope_fingerprint({"rootRef": "repo", "paths": ["a"]}))

    def test_the_same_content_freezes_to_the_same_bytes_and_a_change_is_refused(self) -> None:
        journal = Journal()
        finished = datetime.now(timezone.utc) - timedelta(seconds=30)
        first = freeze_attempt(journal, attempt(PROJECT, outcome_id="o-1", finished_at=finished))
        # The same content built again (another run ref would be a change; this is the same dict content, keys reordered).
        rebuilt = dict(reversed(list(attempt(PROJECT, outcome_id="o-1", finished_at=finished, agentRunRef=first.input["agentRunRef"]).items())))
        again = freeze_attempt(journal, rebuilt)
        self.assertEqual(again.input_json, first.input_json)
        self.assertEqual(first.digest, outcome_digest(rebuilt))
        # A retry that rebuilt finishedAt from the clock: refused, with both digests.
        changed = attempt(PROJECT, outcome_id="o-1", finished_at=datetime.now(timezone.utc), agentRunRef=first.input["agentRunRef"])
        with self.assertRaises(ChangedPayloadError) as refused:
            freeze_attempt(journal, changed)
        self.assertEqual(refused.exception.sent_digest, first.digest)
        self.assertEqual(refused.exception.changed_digest, outcome_digest(changed))
        # Marked a correction, it is frozen (and the journal still holds what was sent first).
        correction = freeze_attempt(journal, changed, correction=True)
        self.assertTrue(correction.correction)
        self.assertNotEqual(correction.digest, first.digest)
        self.assertEqual(freeze_attempt(journal, rebuilt).input_json, first.input_json)
        # Another outcome id is another key.
        freeze_attempt(journal, attempt(PROJECT, outcome_id="o-2"))

    def test_a_file_journal_refuses_a_change_after_a_restart(self) -> None:
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "journal.jsonl")
            first = freeze_attempt(FileJournal(path), attempt(PROJECT, outcome_id="o-restart"))
            restarted = FileJournal(path)
            self.assertEqual(freeze_attempt(restarted, first.input).input_json, first.input_json)
            with self.assertRaises(ChangedPayloadError):
                freeze_attempt(restarted, attempt(PROJECT, outcome_id="o-restart"))
            restarted.forget(first.key, first.digest)
            freeze_attempt(FileJournal(path), attempt(PROJECT, outcome_id="o-restart"))

    def test_nothing_is_sent_when_the_payload_changed(self) -> None:
        # An unreachable ledger: a send would raise TransportError; the refusal comes first.
        client = LedgerClient("http://127.0.0.1:9/graphql", "crl_unused")
        client.freeze_attempt(attempt(PROJECT, outcome_id="o-local"))
        with self.assertRaises(ChangedPayloadError):
            client.record_attempt(attempt(PROJECT, outcome_id="o-local"))


if __name__ == "__main__":
    unittest.main()
