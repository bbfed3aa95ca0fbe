"""Payloads built once and frozen: what a retry re-sends, byte for byte.

A recorded outcome is decided as a whole by its digest (docs/specification.md §3.3): the
same `outcomeId` again with the same digest is a replay, with another digest an
IDEMPOTENCY_CONFLICT that records drift on the cohort. So an attempt's input is
normalised, digested and serialised once, here; a retry sends those bytes again, and the
journal refuses, before anything is sent, a different payload under a key already used.
"""
from __future__ import annotations

import json
import os
import re
import threading
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import Any, Mapping, Optional, Union

from .canonical import JS_WHITESPACE, digest_of, utf16_key
from .errors import ChangedPayloadError

__all__ = [
    "FrozenAttempt",
    "FrozenAdjudication",
    "Journal",
    "FileJournal",
    "normalise_instant",
    "normalise_attempt",
    "canonical_outcome",
    "outcome_digest",
    "scope_fingerprint",
    "normalise_adjudication",
]

# §3.3: none, or more than this many distinct capability keys, fan out to the reserved key.
MAX_CAPABILITIES_PER_OUTCOME = 16
UNCLASSIFIED_CAPABILITY = "unclassified"

_RFC3339 = re.compile(r"^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?([Zz]|[+-]\d{2}:\d{2})$")


def normalise_instant(value: Union[str, datetime]) -> str:
    """An instant as the ledger prints it (JavaScript's toISOString): UTC, milliseconds, `Z`.

    Sub-millisecond digits are dropped here, so what is sent is exactly what is digested.
    A datetime must carry its offset (a naive one names no instant).
    """
    if isinstance(value, datetime):
        if value.tzinfo is None or value.utcoffset() is None:
            raise ValueError("a datetime without a timezone names no instant: use datetime.now(timezone.utc)")
        moment = value
    else:
        match = _RFC3339.match(value)
        if not match:
            raise ValueError(f"not an RFC 3339 instant: {value!r}")
        year, month, day, hour, minute, second, fraction, offset = match.groups()
        if offset in ("Z", "z"):
            zone = timezone.utc
        else:
            sign = 1 if offset[0] == "+" else -1
            zone = timezone(sign * timedelta(hours=int(offset[1:3]), minutes=int(offset[4:6])))
        micro = int(((fraction or "") + "000000")[:6])
        moment = datetime(int(year), int(month), int(day), int(hour), int(minute), int(second), micro, tzinfo=zone)
    utc = moment.astimezone(timezone.utc)
    return utc.strftime("%Y-%m-%dT%H:%M:%S.") + f"{utc.microsecond // 1000:03d}Z"


def _js_trim(text: str) -> str:
    return text.strip(JS_WHITESPACE)


def _normalise_scope_entry(entry: str) -> str:
    """§3.2: trim, collapse runs of `/`, drop a trailing `/` (a lone `/` kept), until stable."""
    current = entry
    while True:
        collapsed = re.sub(r"/{2,}", "/", _js_trim(current))
        following = collapsed[:-1] if len(collapsed) > 1 and collapsed.endswith("/") else collapsed
        if following == current:
            return following
        current = following


def _normalise_list(entries: list[str]) -> list[str]:
    kept = {normalised for normalised in (_normalise_scope_entry(entry) for entry in entries) if normalised}
    return sorted(kept, key=utf16_key)


def scope_fingerprint(scope: Mapping[str, Any]) -> str:
    """The scope fingerprint of §3.2 (what scopeFingerprint(scope) answers)."""
    return digest_of(
        {
            "rootRef": _js_trim(scope["rootRef"]),
            "paths": _normalise_list(list(scope.get("paths") or [])),
            "resources": _normalise_list(list(scope.get("resources") or [])),
        }
    )


def capabilities_of(capabilities: list[str]) -> list[str]:
    keys = sorted(set(capabilities), key=utf16_key)
    if not keys or len(keys) > MAX_CAPABILITIES_PER_OUTCOME:
        return [UNCLASSIFIED_CAPABILITY]
    return keys


def _verification(value: Mapping[str, Any]) -> dict[str, Any]:
    return {"mode": value["mode"], "result": value["result"], "verifierRef": value.get("verifierRef"), "verifierModel": value.get("verifierModel")}


def normalise_attempt(attempt: Mapping[str, Any]) -> dict[str, Any]:
    """A RecordAttemptInput with the ledger's defaults written out and its instants as the ledger prints them.

    This is what is sent; every field the ledger defaults (§3.3) is explicit, so the digest
    does not depend on a default.
    """
    missing = [name for name in ("outcomeId", "projectId", "taskRef", "agentRunRef", "workerRef", "outcomeCode", "stopReasonCode",
                                 "attemptNumber", "startedAt", "finishedAt", "capabilities", "scope", "runtime", "policy",
                                 "verification", "acceptanceCriteria", "validationCommands") if name not in attempt]
    if missing:
        raise ValueError(f"a RecordAttemptInput needs {', '.join(missing)}")
    normalised = dict(attempt)
    normalised.update(
        workPackageRef=attempt.get("workPackageRef"),
        startedAt=normalise_instant(attempt["startedAt"]),
        finishedAt=normalise_instant(attempt["finishedAt"]),
        capabilities=list(attempt["capabilities"]),
        scope={**attempt["scope"], "paths": list(attempt["scope"].get("paths") or []), "resources": list(attempt["scope"].get("resources") or [])},
        runtime=dict(attempt["runtime"]),
        policy=dict(attempt["policy"]),
        verification=_verification(attempt["verification"]),
        acceptanceCriteria=dict(attempt["acceptanceCriteria"]),
        validationCommands=dict(attempt["validationCommands"]),
        humanOverride=attempt.get("humanOverride", False),
        humanRejected=attempt.get("humanRejected", False),
        rolledBack=attempt.get("rolledBack", False),
        severity=attempt.get("severity", "NORMAL"),
        evidence=[{"kind": item["kind"], "digest": item["digest"]} for item in attempt.get("evidence") or []],
    )
    effort = _effort(attempt.get("effort"))
    if effort is None:
        normalised.pop("effort", None)
    else:
        normalised["effort"] = effort
    return normalised


def _effort(value: Optional[Mapping[str, Any]]) -> Optional[dict[str, Any]]:
    """An attempt's effort (§3.3, "Effort") with every field written out; None when it states nothing,
    which the ledger treats as no effort (the outcome then digests as one without effort)."""
    if not value:
        return None
    cost = value.get("cost")
    effort = {
        "inputTokens": value.get("inputTokens"),
        "outputTokens": value.get("outputTokens"),
        "cost": None if not cost else {"micros": cost["micros"], "currency": cost["currency"]},
        "harnessWallTimeMs": value.get("harnessWallTimeMs"),
    }
    return None if all(field is None for field in effort.values()) else effort


def canonical_outcome(normalised: Mapping[str, Any]) -> dict[str, Any]:
    """§3.3's canonical outcome: every submitted field, the scope as its fingerprint, the capabilities fanned out."""
    return {
        "outcomeId": normalised["outcomeId"],
        "projectId": normalised["projectId"],
        "taskRef": normalised["taskRef"],
        "workPackageRef": normalised["workPackageRef"],
        "agentRunRef": normalised["agentRunRef"],
        "workerRef": normalised["workerRef"],
        "outcomeCode": normalised["outcomeCode"],
        "stopReasonCode": normalised["stopReasonCode"],
        "attemptNumber": normalised["attemptNumber"],
        "startedAt": normalised["startedAt"],
        "finishedAt": normalised["finishedAt"],
        "capabilities": capabilities_of(normalised["capabilities"]),
        "scopeFingerprint": scope_fingerprint(normalised["scope"]),
        "runtime": {key: normalised["runtime"][key] for key in ("provider", "model", "runtimeVersion")},
        "policy": {key: normalised["policy"][key] for key in ("harnessVersion", "policyVersion")},
        "verification": _verification(normalised["verification"]),
        "acceptanceCriteria": {key: normalised["acceptanceCriteria"][key] for key in ("total", "met")},
        "validationCommands": {key: normalised["validationCommands"][key] for key in ("total", "passed", "failed")},
        "humanOverride": normalised["humanOverride"],
        "humanRejected": normalised["humanRejected"],
        "rolledBack": normalised["rolledBack"],
        "severity": normalised["severity"],
        "evidence": [{"kind": item["kind"], "digest": item["digest"]} for item in normalised["evidence"]],
        # A member only when the outcome states effort, as the ledger computes it (§3.3).
        **({"effort": normalised["effort"]} if normalised.get("effort") is not None else {}),
    }


def outcome_digest(attempt: Mapping[str, Any]) -> str:
    """The outcomeDigest the ledger computes for this input (§3.3)."""
    return digest_of(canonical_outcome(normalise_attempt(attempt)))


def normalise_adjudication(adjudication: Mapping[str, Any]) -> dict[str, Any]:
    """An AppendAdjudicationInput with its defaults written out (evidenceDigests [], reasonDigest and verification null)."""
    for name in ("idempotencyKey", "kind"):
        if name not in adjudication:
            raise ValueError(f"an AppendAdjudicationInput needs {name}")
    normalised = dict(adjudication)
    normalised["evidenceDigests"] = list(adjudication.get("evidenceDigests") or [])
    normalised["reasonDigest"] = adjudication.get("reasonDigest")
    verification = adjudication.get("verification")
    normalised["verification"] = None if verification is None else _verification(verification)
    return normalised


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


@dataclass(frozen=True)
class FrozenAttempt:
    """An attempt's input, serialised once. `digest` is its outcomeDigest (§3.3), computed here."""

    key: str
    digest: str
    input_json: str
    correction: bool = False

    @property
    def input(self) -> dict[str, Any]:
        return json.loads(self.input_json)


@dataclass(frozen=True)
class FrozenAdjudication:
    """An adjudication's input, serialised once. `digest` is the client's (the ledger's contentDigest also covers the actor)."""

    key: str
    digest: str
    input_json: str
    correction: bool = False

    @property
    def input(self) -> dict[str, Any]:
        return json.loads(self.input_json)


@dataclass(frozen=True)
class JournalEntry:
    digest: str
    input_json: str


class Journal:
    """What was sent under each idempotency key: its digest and its exact bytes. In memory; FileJournal keeps it across restarts."""

    def __init__(self) -> None:
        self._entries: dict[str, JournalEntry] = {}
        self._lock = threading.Lock()

    def freeze(self, key: str, digest: str, input_json: str, correction: bool) -> JournalEntry:
        """The entry to send: the one already sent when the digest is the same; refuses another digest unless a correction."""
        with self._lock:
            known = self._entries.get(key)
            if known is not None and known.digest == digest:
                return known
            if known is not None and not correction:
                raise ChangedPayloadError(key, known.digest, digest)
            entry = JournalEntry(digest, input_json)
            if known is None:
                self._remember(key, entry)
            return entry

    def forget(self, key: str, digest: str) -> None:
        """The ledger refused the payload and wrote nothing: the key is free for a fixed one."""
        with self._lock:
            known = self._entries.get(key)
            if known is not None and known.digest == digest:
                del self._entries[key]
                self._forgotten(key)

    def get(self, key: str) -> Optional[JournalEntry]:
        with self._lock:
            return self._entries.get(key)

    def _remember(self, key: str, entry: JournalEntry) -> None:
        self._entries[key] = entry

    def _forgotten(self, key: str) -> None:
        pass


class FileJournal(Journal):
    """A journal appended to a JSON-lines file, so a restarted harness re-sends what it sent before."""

    def __init__(self, path: Union[str, os.PathLike[str]]) -> None:
        super().__init__()
        self._path = os.fspath(path)
        if os.path.exists(self._path):
            with open(self._path, encoding="utf-8") as lines:
                for line in lines:
                    if not line.strip():
                        continue
                    record = json.loads(line)
                    if record.get("forget"):
                        self._entries.pop(record["key"], None)
                    else:
                        self._entries[record["key"]] = JournalEntry(record["digest"], record["input"])

    def _append(self, record: dict[str, Any]) -> None:
        with open(self._path, "a", encoding="utf-8") as lines:
            lines.write(_json(record) + "\n")
            lines.flush()
            os.fsync(lines.fileno())

    def _remember(self, key: str, entry: JournalEntry) -> None:
        self._append({"key": key, "digest": entry.digest, "input": entry.input_json})
        super()._remember(key, entry)

    def _forgotten(self, key: str) -> None:
        self._append({"key": key, "forget": True})


def freeze_attempt(journal: Journal, attempt: Union[Mapping[str, Any], FrozenAttempt], correction: bool = False) -> FrozenAttempt:
    if isinstance(attempt, FrozenAttempt):
        if correction and not attempt.correction:
            return FrozenAttempt(attempt.key, attempt.digest, attempt.input_json, True)
        return attempt
    normalised = normalise_attempt(attempt)
    digest = digest_of(canonical_outcome(normalised))
    key = f"attempt {normalised['projectId']} {normalised['outcomeId']}"
    entry = journal.freeze(key, digest, _json(normalised), correction)
    return FrozenAttempt(key, entry.digest, entry.input_json, correction)


def freeze_adjudication(journal: Journal, adjudication: Union[Mapping[str, Any], FrozenAdjudication], correction: bool = False) -> FrozenAdjudication:
    if isinstance(adjudication, FrozenAdjudication):
        if correction and not adjudication.correction:
            return FrozenAdjudication(adjudication.key, adjudication.digest, adjudication.input_json, True)
        return adjudication
    normalised = normalise_adjudication(adjudication)
    target = normalised.get("attemptId") or f"{normalised.get('projectId')}/{normalised.get('outcomeId')}/{normalised.get('capabilityKey')}"
    key = f"adjudication {target} {normalised['idempotencyKey']}"
    entry = journal.freeze(key, digest_of(normalised), _json(normalised), correction)
    return FrozenAdjudication(key, entry.digest, entry.input_json, correction)
