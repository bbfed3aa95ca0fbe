"""The client against a real ledger server (started by test/process/python-client.test.ts).

Record, replay, a changed payload refused locally, a retry after a lost answer, typed
errors, a judge's verdict with its own verifier token, and a subscription resumed after
its connection dropped.
"""
from __future__ import annotations

import json
import queue
import threading
import unittest
import uuid
from datetime import datetime, timezone
from typing import Any

from ledger_client import (
    BadUserInputError,
    ChangedPayloadError,
    ForbiddenError,
    IdempotencyConflictError,
    OPERATIONS,
    LedgerClient,
    NotFoundError,
    RetryPolicy,
    UnauthenticatedError,
    outcome_digest,
)

from .common import attempt, server
from .proxy import Proxy

JUDGE_MODEL = "judge-model-1"


class LedgerTest(unittest.TestCase):
    env: dict[str, str]
    project: str

    @classmethod
    def setUpClass(cls) -> None:
        cls.env = server()
        cls.project = cls.env["LEDGER_PROJECT_ID"]
        admin = cls.client("LEDGER_ADMIN_TOKEN")
        registered = admin.register_verifier(input={"projectId": cls.project, "verifierRef": cls.env["LEDGER_JUDGE_REF"], "kind": "INDEPENDENT_AGENT", "model": JUDGE_MODEL})
        assert registered["__typename"] == "RegisterVerifierSuccess"

    @classmethod
    def client(cls, token: str, url: str = "", **options: Any) -> LedgerClient:
        return LedgerClient(url or cls.env["LEDGER_URL"], cls.env[token], **options)

    def adjudications(self, attempt_id: str, kinds: list[str]) -> list[dict[str, Any]]:
        page = self.client("LEDGER_READER_TOKEN").adjudications(attempt_id=attempt_id, kinds=kinds)  # type: ignore[arg-type]
        return [edge["node"] for edge in page["edges"]]

    def test_record_then_replay_the_same_bytes(self) -> None:
        harness = self.client("LEDGER_RECORDER_TOKEN")
        frozen = harness.freeze_attempt(attempt(self.project))
        recorded = harness.record_attempt(frozen)
        self.assertFalse(recorded["replayed"])
        # The digest computed here is the one the ledger computed and stored.
        self.assertEqual([row["outcomeDigest"] for row in recorded["attempts"]], [frozen.digest])
        self.assertEqual(frozen.digest, outcome_digest(frozen.input))
        replay = harness.record_attempt(frozen)
        self.assertTrue(replay["replayed"])
        self.assertEqual([row["id"] for row in replay["attempts"]], [row["id"] for row in recorded["attempts"]])
        # The same content built again (a new dict) is the same payload: a replay too.
        self.assertTrue(harness.record_attempt(frozen.input)["replayed"])

    def test_effort_is_in_the_digest_computed_here_only_when_stated(self) -> None:
        harness = self.client("LEDGER_RECORDER_TOKEN")
        effort = {"inputTokens": 1200, "outputTokens": 340, "cost": {"micros": 41_500, "currency": "USD"}}
        with_effort = harness.freeze_attempt(attempt(self.project, effort=effort))
        recorded = harness.record_attempt(with_effort)
        self.assertEqual([row["outcomeDigest"] for row in recorded["attempts"]], [with_effort.digest])
        # An effort that states nothing is no effort: the digest of an outcome without one.
        empty = attempt(self.project, effort={})
        plain = {key: value for key, value in empty.items() if key != "effort"}
        self.assertEqual(outcome_digest(empty), outcome_digest(plain))
        frozen = harness.freeze_attempt(empty)
        self.assertEqual([row["outcomeDigest"] for row in harness.record_attempt(frozen)["attempts"]], [frozen.digest])

    def test_a_changed_payload_is_refused_locally_and_no_drift_is_recorded(self) -> None:
        harness = self.client("LEDGER_RECORDER_TOKEN")
        first = attempt(self.project)
        recorded = harness.record_attempt(first)
        attempt_id = recorded["attempts"][0]["id"]
        # The failure this prevents: a retry that rebuilt finishedAt from the clock.
        rebuilt = {**first, "finishedAt": datetime.now(timezone.utc)}
        with self.assertRaises(ChangedPayloadError) as refused:
            harness.record_attempt(rebuilt)
        self.assertEqual(refused.exception.sent_digest, recorded["attempts"][0]["outcomeDigest"])
        self.assertEqual(self.adjudications(attempt_id, ["DRIFT_DETECTED"]), [])
        # Marked a correction it is sent: the ledger answers the conflict, with the digest computed here as the one submitted, and records drift.
        with self.assertRaises(IdempotencyConflictError) as conflict:
            harness.record_attempt(rebuilt, correction=True)
        self.assertEqual(conflict.exception.code, "IDEMPOTENCY_CONFLICT")
        self.assertEqual(conflict.exception.existing_digest, recorded["attempts"][0]["outcomeDigest"])
        self.assertEqual(conflict.exception.submitted_digest, outcome_digest(rebuilt))
        self.assertEqual(len(self.adjudications(attempt_id, ["DRIFT_DETECTED"])), 1)

    def test_a_retry_after_a_lost_answer_resends_the_same_bytes_and_is_a_replay(self) -> None:
        proxy = Proxy(self.env["LEDGER_URL"])
        self.addCleanup(proxy.close)
        harness = self.client("LEDGER_RECORDER_TOKEN", proxy.url, retry=RetryPolicy(attempts=3, initial_delay=0.05))
        proxy.lose_answers = 1
        result = harness.record_attempt(attempt(self.project))
        self.assertEqual(len(proxy.requests), 2)
        self.assertEqual(proxy.requests[0], proxy.requests[1])
        # The first try was written; its answer was lost; the second try is the replay.
        self.assertTrue(result["replayed"])
        # Sent as the trusted document's hash, never its text.
        sent = json.loads(proxy.requests[0])
        self.assertEqual(sent["extensions"]["persistedQuery"]["sha256Hash"], OPERATIONS["RecordAttempt"].sha256_hash)
        self.assertNotIn("query", sent)

    def test_typed_errors_carry_the_ledgers_code(self) -> None:
        harness = self.client("LEDGER_RECORDER_TOKEN")
        bad = attempt(self.project, outcomeId="not a reference!")
        with self.assertRaises(BadUserInputError) as invalid:
            harness.record_attempt(bad)
        self.assertEqual(invalid.exception.code, "BAD_USER_INPUT")
        self.assertIn("input.outcomeId", [issue["path"] for issue in invalid.exception.issues])
        # Refused with nothing written, the outcome id is free again for the fixed payload.
        fixed = attempt(self.project, outcome_id=f"py-fixed-{uuid.uuid4()}")
        refused = {**fixed, "acceptanceCriteria": {"total": 1, "met": 2}}
        with self.assertRaises(BadUserInputError):
            harness.record_attempt(refused)
        self.assertFalse(harness.record_attempt(fixed)["replayed"])
        with self.assertRaises(ForbiddenError) as forbidden:
            self.client("LEDGER_READER_TOKEN").record_attempt(attempt(self.project))
        self.assertEqual(forbidden.exception.code, "FORBIDDEN")
        with self.assertRaises(ForbiddenError):
            harness.record_attempt(attempt(self.env["LEDGER_OTHER_PROJECT_ID"]))
        with self.assertRaises(UnauthenticatedError) as unauthenticated:
            LedgerClient(self.env["LEDGER_URL"], "crl_" + "0" * 40).cohorts(first=1)
        self.assertEqual(unauthenticated.exception.status, 401)
        with self.assertRaises(NotFoundError):
            self.client("LEDGER_ADMIN_TOKEN").withdraw_verifier_trust(
                input={"projectId": self.project, "verifierRef": "never-registered", "reasonDigest": "0" * 64}
            )

    def test_a_judges_verdict_counts_with_its_own_token_and_is_refused_with_a_recorders(self) -> None:
        harness = self.client("LEDGER_RECORDER_TOKEN")
        recorded = harness.record_attempt(attempt(self.project, capability="python.judged"))
        attempt_id = recorded["attempts"][0]["id"]
        cohort_id = recorded["attempts"][0]["cohort"]["id"]
        verdict = {"attemptId": attempt_id, "kind": "VERIFICATION_RECORDED", "idempotencyKey": f"verdict-{recorded['attempts'][0]['ledgerId']}",
                   "verification": {"mode": "INDEPENDENT_AGENT", "result": "PASSED", "verifierModel": JUDGE_MODEL}}
        # The recorder's token: not an adjudicator, and the attempt's own recorder (no self-grading).
        with self.assertRaises(ForbiddenError):
            harness.append_adjudication(verdict)
        # An adjudicator claiming to be the judge: the verifier is the token's actor, never a claimed name.
        claimed = {**verdict, "verification": {**verdict["verification"], "verifierRef": self.env["LEDGER_JUDGE_REF"]}}
        with self.assertRaises(BadUserInputError) as impostor:
            self.client("LEDGER_IMPOSTOR_TOKEN").append_adjudication(claimed)
        self.assertIn("input.verification.verifierRef", [issue["path"] for issue in impostor.exception.issues])
        reader = self.client("LEDGER_READER_TOKEN")
        before = reader.cohort_reliability(cohort_id=cohort_id, min_samples=1)
        assert before is not None and before["__typename"] == "ReliabilityReport"
        self.assertEqual(before["independentlyVerifiedPassRate"]["numerator"], 0)
        judge = self.client("LEDGER_JUDGE_TOKEN")
        appended = judge.append_adjudication(verdict)
        self.assertFalse(appended["replayed"])
        self.assertTrue(judge.append_adjudication(verdict)["replayed"])
        report = reader.cohort_reliability(cohort_id=cohort_id, min_samples=1)
        assert report is not None and report["__typename"] == "ReliabilityReport"
        self.assertEqual(report["independentlyVerifiedPassRate"]["numerator"], 1)
        self.assertEqual(report["independentlyVerifiedPassRate"]["denominator"], 1)
        [recorded_verdict] = self.adjudications(attempt_id, ["VERIFICATION_RECORDED"])
        self.assertEqual(recorded_verdict["verifierRef"], self.env["LEDGER_JUDGE_REF"])

    def test_a_subscription_resumes_after_its_connection_drops(self) -> None:
        harness = self.client("LEDGER_RECORDER_TOKEN")
        first = harness.record_attempt(attempt(self.project, capability="python.live"))
        cohort_id = first["attempts"][0]["cohort"]["id"]
        proxy = Proxy(self.env["LEDGER_URL"])
        self.addCleanup(proxy.close)
        reader = self.client("LEDGER_READER_TOKEN", proxy.url, retry=RetryPolicy(attempts=5, initial_delay=0.05))
        subscription = reader.reliability_changed(cohort_id=cohort_id)
        self.addCleanup(subscription.close)
        events: "queue.Queue[Any]" = queue.Queue()

        def listen() -> None:
            try:
                for event in subscription:
                    events.put(event)
            except Exception as error:  # handed to the test thread
                events.put(error)

        threading.Thread(target=listen, daemon=True).start()
        self.assertTrue(subscription.wait_until_listening(30))
        harness.record_attempt(attempt(self.project, capability="python.live"))
        live = events.get(timeout=30)
        self.assertNotIsInstance(live, Exception)
        self.assertEqual(live["cohortId"], cohort_id)
        self.assertFalse(live["catchUp"])
        # The subscriber handles the event: it re-reads the report, and resumes after what that read settled.
        report = self.client("LEDGER_READER_TOKEN").cohort_reliability(cohort_id=cohort_id, min_samples=1)
        assert report is not None and report["__typename"] == "ReliabilityReport"
        subscription.handled_through(report["settledThrough"])
        # The connection drops; while it is down, another attempt of the cohort is recorded.
        proxy.open.clear()
        proxy.cut()
        missed = harness.record_attempt(attempt(self.project, capability="python.live"))
        proxy.open.set()
        caught_up = events.get(timeout=30)
        self.assertNotIsInstance(caught_up, Exception)
        self.assertTrue(caught_up["catchUp"])
        self.assertEqual(caught_up["recordedAt"], missed["attempts"][0]["recordedAt"])
        self.assertEqual(subscription.reconnects, 1)
        resumed = json.loads(proxy.requests[-1])
        self.assertEqual(resumed["variables"], {"cohortId": cohort_id, "since": report["settledThrough"]})

    def test_a_subscription_outside_the_tokens_projects_is_refused(self) -> None:
        subscription = self.client("LEDGER_READER_TOKEN").alert_raised(project_id=self.env["LEDGER_OTHER_PROJECT_ID"])
        with self.assertRaises(ForbiddenError):
            next(iter(subscription))


if __name__ == "__main__":
    unittest.main()
