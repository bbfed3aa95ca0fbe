"""An offline verifier of the ledger's evidence bundles, written from docs/specification.md
§14 alone, in Python's standard library (3.10 or later): a second implementation of the
fold of §6, so that a bundle verifies without trusting the ledger's own code.

    python3 -m ledger_client.bundle_verifier bundle.json --public-key ledger.pub [--checkpoints kept.jsonl]

The steps run in the order of §14 and the first failure is the answer (exit 1):
1. the DSSE signature (Ed25519, RFC 8032), the payload's RFC 8785 form, its version and
   every member of §14 at every depth; 2. validUntil; 3. the checkpoint's signature;
4. every row's leaf and RFC 9162 inclusion proof; 5. consistency with the kept checkpoints;
6. the reports and attempt entries recomputed from the rows, compared as canonical JSON
   bytes (byte equality: every double is computed in the operation order §6 states).
"""

from __future__ import annotations

import argparse
import base64
import binascii
import hashlib
import json
import math
import re
import sys
from datetime import datetime, timezone

from . import _bundle_ed25519 as ed25519
from .canonical import canonical_bytes, canonical_json
from ._bundle_fdlibm import log as fdlibm_log

EVIDENCE_BUNDLE_TYPE = "application/vnd.crl.evidence-bundle+json"
CHECKPOINT_TYPE = "application/vnd.crl.checkpoint+json"
LOG_ORIGIN = "crl-ledger/transparency/v1"
# The payload version the ledger signs now, and every version this verifier reads: version 2
# adds each attempt's effort to its entry and pass^k and the effort per verified success to
# each report (§14); version 1 bundles, signed before, verify as version 1.
EVIDENCE_BUNDLE_VERSION = 2
EVIDENCE_BUNDLE_VERSIONS = (1, 2)

# ---------------------------------------------------------------------------
# The closed vocabularies (§3.3, §4, §6, §14)
# ---------------------------------------------------------------------------

OUTCOME_CODES = ("SUCCEEDED", "FAILED", "BLOCKED_BY_POLICY", "CANCELLED", "TIMED_OUT", "ERRORED")
STOP_REASON_CODES = (
    "COMPLETED", "VALIDATION_FAILED", "POLICY_BLOCKED", "BUDGET_EXHAUSTED", "TIMEOUT",
    "CANCELLED", "CRASHED", "NEEDS_HUMAN_INPUT", "UNKNOWN",
)
VERIFICATION_MODES = ("NONE", "SELF_REPORTED", "HUMAN_REVIEW", "DETERMINISTIC_CHECK", "INDEPENDENT_AGENT")
VERIFICATION_RESULTS = ("PASSED", "FAILED", "NOT_RUN")
SEVERITIES = ("NORMAL", "CRITICAL")
EVIDENCE_STATES = ("OK", "INSUFFICIENT_EVIDENCE", "EVIDENCE_DRIFT")
HUMAN_DECISIONS = ("ACCEPTED", "REJECTED", "REWORK_REQUESTED")
NOT_COUNTED_REASONS = ("unregistered", "withdrawn", "notIndependent")
INDEPENDENT_MODES = ("DETERMINISTIC_CHECK", "INDEPENDENT_AGENT")
RATE_NAMES = (
    "firstAttemptSuccessRate", "independentlyVerifiedPassRate", "unverifiedCompletionRate",
    "repairRetryRate", "humanRejectionRate", "rollbackRate", "policyBlockRate",
    "falseSuccessRate", "overrideRate",
)
DRIFT_KINDS = ("DRIFT_DETECTED", "DRIFT_RESOLVED")
DECISION_OF_KIND = {"HUMAN_ACCEPTED": "ACCEPTED", "HUMAN_REJECTED": "REJECTED", "REWORK_REQUESTED": "REWORK_REQUESTED"}

DAY_MS = 86_400_000
SECOND_MS = 1000
MAX_SAFE_INTEGER = 2**53 - 1


class BundleRowsError(Exception):
    """The bundle's rows do not hold what the recomputation needs (§14 step 6)."""


# ---------------------------------------------------------------------------
# Instants: epoch milliseconds, ISO text (§14 "Instants")
# ---------------------------------------------------------------------------


def _days_from_civil(y: int, m: int, d: int) -> int:
    y -= m <= 2
    era = (y if y >= 0 else y - 399) // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def _civil_from_days(z: int) -> tuple[int, int, int]:
    z += 719468
    era = (z if z >= 0 else z - 146096) // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    y = yoe + era * 400
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    m = mp + (3 if mp < 10 else -9)
    return y + (m <= 2), m, d


_DAYS_IN_MONTH = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def _valid_date(y: int, m: int, d: int) -> bool:
    if not 1 <= m <= 12 or d < 1:
        return False
    leap = y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
    return d <= (29 if m == 2 and leap else 28 if m == 2 else _DAYS_IN_MONTH[m - 1])


def _epoch_ms(y, mo, d, h, mi, s, ms) -> int:
    return ((_days_from_civil(y, mo, d) * 24 + h) * 60 + mi) * 60_000 + s * 1000 + ms


def iso_of_ms(ms: int) -> str:
    """An instant as ECMAScript's Date.prototype.toISOString writes it (years 0 to 9999)."""
    days, rest = divmod(ms, DAY_MS)
    y, m, d = _civil_from_days(days)
    return "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ" % (y, m, d, rest // 3_600_000, rest // 60_000 % 60, rest // 1000 % 60, rest % 1000)


_ISO_INSTANT = re.compile(r"^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)\.(\d{3})Z$")


def ms_of_iso(text) -> int | None:
    """Epoch milliseconds of a payload instant (exactly YYYY-MM-DDTHH:MM:SS.sssZ), or None."""
    match = _ISO_INSTANT.match(text) if isinstance(text, str) else None
    if not match:
        return None
    y, mo, d, h, mi, s, ms = (int(part) for part in match.groups())
    if not _valid_date(y, mo, d) or h > 23 or mi > 59 or s > 59:
        return None
    return _epoch_ms(y, mo, d, h, mi, s, ms)


_ANY_ISO = re.compile(r"^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d+))?(Z|[+-]\d\d:\d\d)$")


def ms_of_any_iso(text) -> int | None:
    """Epoch milliseconds of an ISO 8601 instant with a zone (a kept checkpoint's issuedAt), or None."""
    match = _ANY_ISO.match(text) if isinstance(text, str) else None
    if not match:
        return None
    y, mo, d, h, mi, s = (int(part) for part in match.groups()[:6])
    if not _valid_date(y, mo, d) or h > 23 or mi > 59 or s > 59:
        return None
    ms = int((match.group(7) or "0")[:3].ljust(3, "0"))
    zone = match.group(8)
    offset = 0 if zone == "Z" else (1 if zone[0] == "+" else -1) * (int(zone[1:3]) * 60 + int(zone[4:6])) * 60_000
    return _epoch_ms(y, mo, d, h, mi, s, ms) - offset


_LEAF_TIME = re.compile(r"^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d{1,6}))?\+00:00$")


def leaf_time_ms(text) -> int:
    """Epoch milliseconds of a leaf timestamp (microseconds, +00:00), rounded up (§14)."""
    match = _LEAF_TIME.match(text) if isinstance(text, str) else None
    if not match:
        raise BundleRowsError("%s is not a leaf timestamp" % _js_json(text))
    y, mo, d, h, mi, s = (int(part) for part in match.groups()[:6])
    micros = int((match.group(7) or "").ljust(6, "0"))
    return _epoch_ms(y, mo, d, h, mi, s, 0) + -(-micros // 1000)


def _js_json(value) -> str:
    try:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    except (TypeError, ValueError):
        return str(value)


# ---------------------------------------------------------------------------
# Numbers (§6, "Exact arithmetic"): every double in the operation order the spec states
# ---------------------------------------------------------------------------

Z_95 = 1.959963984540054


def wilson_at(p: float, n: float) -> tuple[float, float]:
    z = Z_95
    z2 = z * z
    scale = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / scale
    half = (z / scale) * math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))  # sqrt: correctly rounded (IEEE 754)
    lower = 0 if p == 0 else max(0, centre - half)
    upper = 1 if p == 1 else min(1, centre + half)
    return lower, upper


def design_effect_of(successes: list[int], trials: list[int]):
    n = y = k = squares = yy = yf = ff = 0
    for s, m in zip(successes, trials):
        if m == 0:
            continue
        f = m - s
        k += 1
        n += m
        y += s
        squares += m * m
        yy += s * s
        yf += s * f
        ff += f * f
    if n == 0:
        return None
    ceiling = squares / n
    if k < 2 or y == 0 or y == n:
        return ceiling, n, y, k
    failures = n - y
    uncorrected = ((failures * yy) / y - float(2 * yf) + (y * ff) / failures) / n
    raw = ((k * (n - 1)) / ((k - 1) * n)) * uncorrected
    return min(ceiling, max(1, raw)), n, y, k


LOG_THRESHOLD = fdlibm_log(1 / 0.05)
_STIRLING_FROM = 256
_SMALL_LOG_FACTORIALS = [0.0, 0.0]
for _i in range(2, _STIRLING_FROM):
    _SMALL_LOG_FACTORIALS.append(_SMALL_LOG_FACTORIALS[-1] + fdlibm_log(_i))
_HALF_LOG_TWO_PI = 0.5 * fdlibm_log(2 * math.pi)


def log_factorial(n: int) -> float:
    if n < _STIRLING_FROM:
        return _SMALL_LOG_FACTORIALS[n]
    inverse = 1 / n
    inverse2 = inverse * inverse
    return n * fdlibm_log(n) - n + _HALF_LOG_TWO_PI + 0.5 * fdlibm_log(n) + inverse * (1 / 12 - inverse2 * (1 / 360 - inverse2 / 1260))


def _log_mixture(constant: float, successes: int, trials: int, p: float) -> float:
    failures = trials - successes
    value = constant
    if successes > 0:
        value -= successes * fdlibm_log(p)
    if failures > 0:
        value -= failures * fdlibm_log(1 - p)
    return value


def _anytime_lower(successes: int, trials: int):
    if successes == 0:
        return 0
    constant = log_factorial(successes) + log_factorial(trials - successes) - log_factorial(trials + 1)
    lo = 0.0
    hi = successes / trials
    for _ in range(64):
        mid = (lo + hi) / 2
        if _log_mixture(constant, successes, trials, mid) >= LOG_THRESHOLD:
            lo = mid
        else:
            hi = mid
    return lo


def clustered_rate_of(successes: list[int], trials: list[int], suppressed: bool) -> dict:
    numerator = sum(successes)
    denominator = sum(trials)
    if suppressed or denominator == 0:
        return {"numerator": numerator, "denominator": denominator, "value": None, "lower": None, "upper": None, "clustered": None, "anytime": None}
    lower, upper = wilson_at(numerator / denominator, denominator)
    effect, n, y, k = design_effect_of(successes, trials)
    effective = n / effect
    c_lower, c_upper = wilson_at(y / n, effective)
    return {
        "numerator": numerator,
        "denominator": denominator,
        "value": numerator / denominator,
        "lower": lower,
        "upper": upper,
        "clustered": {"lower": c_lower, "upper": c_upper, "effectiveSampleSize": effective, "designEffect": effect, "tasks": k},
        "anytime": {"lower": _anytime_lower(numerator, denominator), "upper": 1 - _anytime_lower(denominator - numerator, denominator)},
    }


# pass^k (§6 "pass^k"): for k = 1..8, over the tasks with n >= k tries in code-point order of
# taskRef, sum = sum + C(c,k)/C(n,k), estimate = sum / T_k, its Wilson interval at (estimate, T_k).
PASS_K_MAX = 8


def all_pass_ratio(c: int, n: int, k: int):
    if c < k:
        return 0
    ratio = 1.0
    for j in range(k):
        ratio = ratio * ((c - j) / (n - j))
    return ratio


def pass_k_of(tries: list, suppressed: bool) -> list:
    """tries: (taskRef, pass) of the window's attempts."""
    tasks: dict = {}
    for task_ref, passed in tries:
        task = tasks.setdefault(task_ref, [0, 0])
        task[0] += 1
        if passed:
            task[1] += 1
    ordered = [tasks[key] for key in sorted(tasks, key=_code_unit_key)]
    entries = []
    for k in range(1, PASS_K_MAX + 1):
        count = 0
        total = 0.0
        for n, c in ordered:
            if n < k:
                continue
            count += 1
            total = total + all_pass_ratio(c, n, k)
        if suppressed or count == 0:
            entries.append({"k": k, "estimate": None, "lower": None, "upper": None, "tasks": count})
            continue
        estimate = total / count
        lower, upper = wilson_at(estimate, count)
        entries.append({"k": k, "estimate": estimate, "lower": lower, "upper": upper, "tasks": count})
    return entries


# Effort per verified success (§6 "Effort per verified success"): every double in the order
# stated there. Amounts are integers below 2^53, added as doubles, as the ledger adds them.
EFFORT_MEASURES = ("COST", "TOKENS", "TIME")
EFFORT_STATUSES = ("MIXED_CURRENCIES", "UNKNOWN_EFFORT", "NO_VERIFIED_PASS", "SUPPRESSED", "OK")


def effort_amount(measure: str, effort: dict, finished_at: int):
    """An attempt's effort of one measure, or None when unknown (never zero)."""
    if measure == "COST":
        return effort["costMicros"]
    if measure == "TOKENS":
        if effort["inputTokens"] is None or effort["outputTokens"] is None:
            return None
        return float(effort["inputTokens"]) + float(effort["outputTokens"])
    wall = effort["harnessWallTimeMs"]
    return wall if wall is not None else finished_at - effort["startedAt"]


def clustered_ratio(effort: list, passes: list):
    k = len(effort)
    total = 0.0
    count = 0
    for i in range(k):
        total = total + effort[i]
        count = count + passes[i]
    estimate = total / count
    if k < 2:
        return estimate, None, None, None
    squares = 0.0
    for i in range(k):
        residual = effort[i] - estimate * passes[i]
        squares = squares + residual * residual
    variance = ((k / (k - 1)) * squares) / (float(count) * float(count))
    half = Z_95 * math.sqrt(variance)
    return estimate, max(0, estimate - half), estimate + half, variance


def effort_per_verified_success_of(measure: str, tries: list, suppressed: bool) -> dict:
    """tries: (taskRef, pass, finishedAt, effort) of the window's attempts, in window order."""
    tasks: dict = {}
    seen: set = set()
    unknown = 0
    verified = 0
    for task_ref, passed, finished_at, effort in tries:
        task = tasks.setdefault(task_ref, [0.0, 0])
        if passed:
            task[1] += 1
            verified += 1
        amount = effort_amount(measure, effort, finished_at)
        if amount is None:
            unknown += 1
        else:
            task[0] = task[0] + float(amount)
        if measure == "COST" and effort["costCurrency"]:
            seen.add(effort["costCurrency"])
    currencies = sorted(seen, key=_code_unit_key)
    ordered = [tasks[key] for key in sorted(tasks, key=_code_unit_key)]
    base = {"measure": measure, "currencies": currencies, "verifiedPasses": verified, "attempts": len(tries), "unknownAttempts": unknown, "tasks": len(ordered)}

    def withheld(status: str, total=None) -> dict:
        currency = currencies[0] if measure == "COST" and total is not None and currencies else None
        return {**base, "status": status, "estimate": None, "lower": None, "upper": None, "variance": None, "total": total, "currency": currency}

    if len(currencies) > 1:
        return withheld("MIXED_CURRENCIES")
    if unknown > 0:
        return withheld("UNKNOWN_EFFORT")
    total = 0.0
    for task in ordered:
        total = total + task[0]
    if verified == 0:
        return withheld("NO_VERIFIED_PASS", total)
    if suppressed:
        return withheld("SUPPRESSED", total)
    estimate, lower, upper, variance = clustered_ratio([task[0] for task in ordered], [task[1] for task in ordered])
    currency = (currencies[0] if currencies else None) if measure == "COST" else None
    return {**base, "status": "OK", "estimate": estimate, "lower": lower, "upper": upper, "variance": variance, "total": total, "currency": currency}


def effort_entry_of(effort: dict):
    """An attempt's effort as a version 2 entry states it: None when it states none; a field None where unknown."""
    if effort["inputTokens"] is None and effort["outputTokens"] is None and effort["costMicros"] is None and effort["harnessWallTimeMs"] is None:
        return None
    cost = None if effort["costMicros"] is None or effort["costCurrency"] is None else {"micros": effort["costMicros"], "currency": effort["costCurrency"]}
    return {"inputTokens": effort["inputTokens"], "outputTokens": effort["outputTokens"], "cost": cost, "harnessWallTimeMs": effort["harnessWallTimeMs"]}


def report_figures_of(view: dict) -> dict:
    """pass^k and the effort per verified success of a report, from its window (version 2 of §14)."""
    facts = view["facts"]
    passes = [(attempt, RATE_RULES["independentlyVerifiedPassRate"](attempt, facts[attempt["id"]])[1]) for attempt in view["inWindow"]]
    suppressed = view["state"] != "OK"
    tries = [(attempt["taskRef"], passed, attempt["finishedAt"], attempt["effort"]) for attempt, passed in passes]
    return {
        "passK": pass_k_of([(attempt["taskRef"], passed) for attempt, passed in passes], suppressed),
        "costPerVerifiedSuccess": effort_per_verified_success_of("COST", tries, suppressed),
        "tokensPerVerifiedSuccess": effort_per_verified_success_of("TOKENS", tries, suppressed),
        "timePerVerifiedSuccess": effort_per_verified_success_of("TIME", tries, suppressed),
    }


# The metric rule versions this verifier knows (§6 "Finality"): version -> default minSamples.
# A bundle states the version its reports were computed under (`rulesVersion`, 1 when absent).
METRIC_RULES = {1: 20, 2: 30}
BASELINE_RULES_VERSION = 1


def evidence_digest_of(digests, rules_version: int = BASELINE_RULES_VERSION) -> str:
    ordered = sorted(set(digests), key=lambda text: text.encode("utf-16-be", "surrogatepass"))
    if rules_version != BASELINE_RULES_VERSION:
        # From version 2 on the digest covers the rule version too (§6 "Evidence digest").
        return hashlib.sha256(canonical_bytes({"contentDigests": ordered, "rulesVersion": rules_version})).hexdigest()
    return hashlib.sha256(canonical_bytes(ordered)).hexdigest()


# ---------------------------------------------------------------------------
# The fold of §6 over a cohort's rows
# ---------------------------------------------------------------------------


def _recent_first_key(attempt: dict):
    # finishedAt, then id, both descending; ids compared by UTF-16 code units
    return (-attempt["finishedAt"], _Descending(attempt["id"]))


class _Descending:
    __slots__ = ("key",)

    def __init__(self, text: str):
        self.key = text.encode("utf-16-be", "surrogatepass")

    def __lt__(self, other):
        return self.key > other.key

    def __eq__(self, other):
        return self.key == other.key


def _code_unit_key(text: str) -> bytes:
    return text.encode("utf-16-be", "surrogatepass")


def make_judge(trust: dict, as_of: int):
    """§3.3's rules as of `as_of`: returns (counted, reason, decidedBy) or None when no verdict."""
    registered: dict = {}
    withdrawn: dict = {}
    for verifier in trust["verifiers"]:
        if verifier["registeredAt"] <= as_of:
            registered[verifier["verifierRef"]] = verifier
    for withdrawal in trust["withdrawals"]:
        if withdrawal["withdrawnAt"] <= as_of:
            withdrawn.setdefault(withdrawal["verifierRef"], []).append(withdrawal)

    def judge(mode, result, verifier_ref, verifier_model, parties, recorded_at):
        if mode not in INDEPENDENT_MODES or result == "NOT_RUN":
            return None
        if verifier_ref is None or verifier_ref == parties["workerRef"] or verifier_ref == parties["recordedBy"]:
            return (False, "notIndependent", [])
        if mode == "INDEPENDENT_AGENT" and (verifier_model is None or verifier_model == parties["model"]):
            return (False, "notIndependent", [])
        verifier = registered.get(verifier_ref)
        if verifier is None or verifier["kind"] != mode or (mode == "INDEPENDENT_AGENT" and verifier["model"] != verifier_model):
            return (False, "unregistered", [])
        for w in withdrawn.get(verifier["verifierRef"], []):
            if (w["verdictsFrom"] is None or w["verdictsFrom"] <= recorded_at) and (w["verdictsUntil"] is None or recorded_at < w["verdictsUntil"]):
                return (False, "withdrawn", [verifier["contentDigest"], w["contentDigest"]])
        return (True, None, [verifier["contentDigest"]])

    return judge


def fold_attempt(attempt: dict, adjudications: list, model: str, judge) -> dict:
    parties = {"workerRef": attempt["workerRef"], "recordedBy": attempt["recordedBy"], "model": model}
    uncounted: list = []
    modes: list = []
    trust_rows: list = []
    failed_seen = False

    def concludes(mode, result, verifier_ref, verifier_model, recorded_at):
        nonlocal failed_seen
        if mode in ("SELF_REPORTED", "HUMAN_REVIEW") and result != "NOT_RUN":
            modes.append(mode)
        standing = judge(mode, result, verifier_ref, verifier_model, parties, recorded_at)
        if standing is None:
            return False
        counted, reason, decided_by = standing
        trust_rows.extend(decided_by)
        if not counted:
            uncounted.append(reason)
        elif result == "FAILED":
            failed_seen = True
        return counted

    verdict = None
    verdict_seq = -1
    if concludes(attempt["verificationMode"], attempt["verificationResult"], attempt["verifierRef"], attempt["verifierModel"], attempt["recordedAt"]):
        verdict = attempt["verificationResult"]
        verdict_seq = 0
    human_decision = "REJECTED" if attempt["humanRejected"] else None
    rejection_seen = bool(attempt["humanRejected"])
    decision_seq = 0 if attempt["humanRejected"] else -1
    drift_seq = -1
    unresolved_drift = False
    rework_requested = False
    rolled_back = bool(attempt["rolledBack"])
    overridden = bool(attempt["humanOverride"])
    critical_recorded = False
    for adjudication in adjudications:
        kind = adjudication["kind"]
        if kind == "VERIFICATION_RECORDED":
            if (
                adjudication["verificationMode"] is not None
                and adjudication["verificationResult"] is not None
                and concludes(adjudication["verificationMode"], adjudication["verificationResult"], adjudication["verifierRef"], adjudication["verifierModel"], adjudication["recordedAt"])
                and adjudication["seq"] > verdict_seq
            ):
                verdict = adjudication["verificationResult"]
                verdict_seq = adjudication["seq"]
        elif kind in DECISION_OF_KIND:
            if kind == "REWORK_REQUESTED":
                rework_requested = True
            if kind == "HUMAN_REJECTED":
                rejection_seen = True
            if adjudication["seq"] > decision_seq:
                human_decision = DECISION_OF_KIND[kind]
                decision_seq = adjudication["seq"]
        elif kind == "ROLLBACK_RECORDED":
            rolled_back = True
        elif kind == "OVERRIDE_RECORDED":
            overridden = True
        elif kind == "CRITICAL_FAILURE_RECORDED":
            critical_recorded = True
        elif kind in DRIFT_KINDS:
            if adjudication["seq"] > drift_seq:
                unresolved_drift = kind == "DRIFT_DETECTED"
                drift_seq = adjudication["seq"]

    claimed = attempt["outcomeCode"] == "SUCCEEDED"
    human_rejected = human_decision == "REJECTED"
    obstacles = 0
    obstacles += not claimed
    obstacles += verdict is None or verdict == "FAILED"
    obstacles += human_rejected + rolled_back + (human_decision == "REWORK_REQUESTED")
    return {
        "claimedSuccess": claimed,
        "verdict": verdict,
        "humanDecision": human_decision,
        "humanRejected": human_rejected,
        "reviewed": human_decision is not None,
        "reworkRequested": rework_requested,
        "rolledBack": rolled_back,
        "overridden": overridden,
        "critical": attempt["severity"] == "CRITICAL" or critical_recorded,
        "criticalFailureRecorded": critical_recorded,
        "unresolvedDrift": unresolved_drift,
        "verifiedPass": obstacles == 0,
        "falseSuccess": claimed and (verdict == "FAILED" or human_rejected or rolled_back),
        "uncounted": uncounted,
        "trustRows": trust_rows,
    }


# For each rate: (in the denominator, in the numerator) of an attempt of the window (§6 "Rates").
RATE_RULES = {
    "firstAttemptSuccessRate": lambda a, f: (a["attemptNumber"] == 1, a["attemptNumber"] == 1 and f["verifiedPass"]),
    "independentlyVerifiedPassRate": lambda a, f: (True, f["verifiedPass"]),
    "unverifiedCompletionRate": lambda a, f: (True, f["claimedSuccess"] and f["verdict"] is None),
    "repairRetryRate": lambda a, f: (True, a["attemptNumber"] > 1 or f["reworkRequested"]),
    "humanRejectionRate": lambda a, f: (f["reviewed"], f["reviewed"] and f["humanRejected"]),
    "rollbackRate": lambda a, f: (True, f["rolledBack"]),
    "policyBlockRate": lambda a, f: (True, a["outcomeCode"] == "BLOCKED_BY_POLICY"),
    "falseSuccessRate": lambda a, f: (f["claimedSuccess"], f["claimedSuccess"] and f["falseSuccess"]),
    "overrideRate": lambda a, f: (True, f["overridden"]),
}


def evidence_as_of(evidence: dict, as_of: int) -> dict:
    recorded = [attempt for attempt in evidence["attempts"] if attempt["recordedAt"] <= as_of]
    adjudications_of = {attempt["id"]: [] for attempt in recorded}
    for adjudication in evidence["adjudications"]:
        if adjudication["recordedAt"] <= as_of and adjudication["attemptId"] in adjudications_of:
            adjudications_of[adjudication["attemptId"]].append(adjudication)
    for attempt_id in adjudications_of:
        adjudications_of[attempt_id].sort(key=lambda item: item["seq"])
    judge = make_judge(evidence["trust"], as_of)
    facts = {attempt["id"]: fold_attempt(attempt, adjudications_of[attempt["id"]], evidence["model"], judge) for attempt in recorded}
    candidates = sorted((attempt for attempt in recorded if attempt["finishedAt"] <= as_of), key=_recent_first_key)
    return {"asOf": as_of, "recorded": recorded, "adjudicationsOf": adjudications_of, "facts": facts, "candidates": candidates, "judge": judge}


def reliability_report(evidence: dict, window: dict, as_of: int, min_samples: int, rules_version: int = BASELINE_RULES_VERSION) -> dict:
    view = evidence_as_of(evidence, as_of)
    facts = view["facts"]
    if "lastAttempts" in window:
        in_window = view["candidates"][: window["lastAttempts"]]
        window_start = None
    else:
        window_start = as_of - window["lastDays"] * DAY_MS
        in_window = [attempt for attempt in view["candidates"] if window_start < attempt["finishedAt"] <= as_of]
    drift_ids = sorted((attempt["id"] for attempt in view["recorded"] if facts[attempt["id"]]["unresolvedDrift"]), key=_code_unit_key)
    drift_adjudications = [item for items in view["adjudicationsOf"].values() for item in items if item["kind"] in DRIFT_KINDS]
    critical = [attempt for attempt in view["candidates"] if facts[attempt["id"]]["critical"]]
    state = "EVIDENCE_DRIFT" if drift_ids else "INSUFFICIENT_EVIDENCE" if len(in_window) < min_samples else "OK"

    consecutive = 0
    while consecutive < len(in_window) and facts[in_window[consecutive]["id"]]["verifiedPass"]:
        consecutive += 1
    last_pass = next((attempt["finishedAt"] for attempt in in_window if facts[attempt["id"]]["verifiedPass"]), None)
    window_ids = {attempt["id"] for attempt in in_window}

    task_index: dict = {}
    for attempt in in_window:
        task_index.setdefault(attempt["taskRef"], len(task_index))
    counts = {name: ([0] * len(task_index), [0] * len(task_index)) for name in RATE_NAMES}
    for attempt in in_window:
        task = task_index[attempt["taskRef"]]
        for name in RATE_NAMES:
            denominator, numerator = RATE_RULES[name](attempt, facts[attempt["id"]])
            if not denominator:
                continue
            counts[name][1][task] += 1
            if numerator:
                counts[name][0][task] += 1

    contributing: list = []
    for attempt in in_window:
        contributing.append(attempt["contentDigest"])
        contributing.extend(item["contentDigest"] for item in view["adjudicationsOf"][attempt["id"]])
        contributing.extend(facts[attempt["id"]]["trustRows"])
    for attempt in critical:
        contributing.append(attempt["contentDigest"])
        contributing.extend(item["contentDigest"] for item in view["adjudicationsOf"][attempt["id"]] if item["kind"] == "CRITICAL_FAILURE_RECORDED")
    contributing.extend(item["contentDigest"] for item in drift_adjudications)
    distinct = set(contributing)

    view["inWindow"] = in_window
    view["state"] = state
    not_counted = {reason: 0 for reason in NOT_COUNTED_REASONS}
    for attempt in in_window:
        for reason in facts[attempt["id"]]["uncounted"]:
            not_counted[reason] += 1

    return {
        "state": state,
        "asOf": as_of,
        "window": window,
        "windowStart": window_start,
        "oldestFinishedAt": in_window[-1]["finishedAt"] if in_window else None,
        "newestFinishedAt": in_window[0]["finishedAt"] if in_window else None,
        "minSamples": min_samples,
        "sampleSize": len(in_window),
        "rates": {name: clustered_rate_of(counts[name][0], counts[name][1], state != "OK") for name in RATE_NAMES},
        "consecutiveVerifiedPasses": consecutive,
        "evidenceFreshness": {"lastVerifiedPassAt": last_pass, "ageSeconds": None if last_pass is None else (as_of - last_pass) / SECOND_MS},
        "criticalFailures": {
            "count": len(critical),
            "attempts": [
                {
                    "attemptId": attempt["id"],
                    "outcomeId": attempt["outcomeId"],
                    "attemptNumber": attempt["attemptNumber"],
                    "outcomeCode": attempt["outcomeCode"],
                    "stopReasonCode": attempt["stopReasonCode"],
                    "severity": attempt["severity"],
                    "criticalFailureRecorded": facts[attempt["id"]]["criticalFailureRecorded"],
                    "finishedAt": attempt["finishedAt"],
                    "inWindow": attempt["id"] in window_ids,
                }
                for attempt in critical
            ],
        },
        "unresolvedDriftAttemptIds": drift_ids,
        "verificationsNotCountedIndependent": not_counted,
        "evidenceDigest": evidence_digest_of(distinct, rules_version),
        "evidenceRowCount": len(distinct),
    }, view


# ---------------------------------------------------------------------------
# From leaf rows to the fold's evidence (§14, "The rows the fold reads")
# ---------------------------------------------------------------------------

# (property, column, instant: None | "required" | "nullable")
ATTEMPT_FIELDS = (
    ("id", "id", None), ("outcomeId", "outcome_id", None), ("attemptNumber", "attempt_number", None),
    ("outcomeCode", "outcome_code", None), ("stopReasonCode", "stop_reason_code", None),
    ("workerRef", "worker_ref", None), ("recordedBy", "recorded_by", None),
    ("verificationMode", "verification_mode", None), ("verificationResult", "verification_result", None),
    ("verifierRef", "verifier_ref", None), ("verifierModel", "verifier_model", None),
    ("humanOverride", "human_override", None), ("humanRejected", "human_rejected", None),
    ("rolledBack", "rolled_back", None), ("severity", "severity", None),
    ("finishedAt", "finished_at", "required"), ("recordedAt", "recorded_at", "required"),
    ("contentDigest", "content_digest", None), ("taskRef", "task_ref", None),
)
ADJUDICATION_ATTEMPT_FIELDS = (("attemptId", "attempt_id", None),)
ADJUDICATION_FIELDS = (
    ("seq", "seq", None), ("kind", "kind", None), ("verificationMode", "verification_mode", None),
    ("verificationResult", "verification_result", None), ("verifierRef", "verifier_ref", None),
    ("verifierModel", "verifier_model", None), ("recordedAt", "recorded_at", "required"),
    ("contentDigest", "content_digest", None),
)
VERIFIER_FIELDS = (
    ("verifierRef", "verifier_ref", None), ("kind", "kind", None), ("model", "model", None),
    ("registeredAt", "registered_at", "required"), ("contentDigest", "content_digest", None),
)
WITHDRAWAL_FIELDS = (
    ("verifierRef", "verifier_ref", None), ("verdictsFrom", "verdicts_from", "nullable"),
    ("verdictsUntil", "verdicts_until", "nullable"), ("withdrawnAt", "withdrawn_at", "required"),
    ("contentDigest", "content_digest", None),
)


def _field(row: dict, name: str, table: str):
    if name not in row:
        raise BundleRowsError("a %s row of the bundle has no %s" % (table, name))
    return row[name]


def _decode(row: dict, fields, table: str) -> dict:
    decoded = {}
    for name, column, instant in fields:
        value = _field(row, column, table)
        if instant == "nullable":
            decoded[name] = None if value is None else leaf_time_ms(value)
        elif instant:
            decoded[name] = leaf_time_ms(value)
        else:
            decoded[name] = value
    return decoded


TABLES = {"cohort": "cohorts", "attempt": "attempts", "adjudication": "adjudications", "verifier": "verifiers", "verifier_withdrawal": "withdrawals"}


def _effort_of_row(row: dict) -> dict:
    """An attempt's effort columns; a leaf logged before they existed has none, and reads as None (unknown)."""
    effort = {"startedAt": leaf_time_ms(_field(row, "started_at", "attempt"))}
    for name, column in (("inputTokens", "input_tokens"), ("outputTokens", "output_tokens"), ("costMicros", "cost_micros"), ("costCurrency", "cost_currency"), ("harnessWallTimeMs", "harness_wall_time_ms")):
        effort[name] = row.get(column)
    return effort


def bundle_fold_of(rows: list, subject: dict, window: dict, as_of: int, min_samples: int, rules_version: int = BASELINE_RULES_VERSION, version: int = EVIDENCE_BUNDLE_VERSION) -> tuple[list, list]:
    """The reports and attempt entries a bundle's rows give (§14 step 6), as payload `version` states them."""
    content = {group: [] for group in TABLES.values()}
    for item in rows:
        group = TABLES.get(item["table"])
        if group is None:
            raise BundleRowsError("a bundle holds no %s rows" % item["table"])
        content[group].append(item["row"])
    for row in content["verifiers"] + content["withdrawals"]:
        if row.get("project_id") != subject["projectId"]:
            raise BundleRowsError("verifier row %s is of another project" % row.get("id"))
    trust = {
        "verifiers": [_decode(row, VERIFIER_FIELDS, "verifier") for row in content["verifiers"]],
        "withdrawals": [_decode(row, WITHDRAWAL_FIELDS, "verifier_withdrawal") for row in content["withdrawals"]],
    }
    for cohort in content["cohorts"]:
        if (
            cohort.get("project_id") != subject["projectId"]
            or cohort.get("capability_key") != subject["capabilityKey"]
            or (subject["kind"] == "cohort" and cohort.get("id") != subject["cohortId"])
        ):
            raise BundleRowsError("cohort %s is not of the bundle's subject" % cohort.get("id"))
    if subject["kind"] == "cohort" and len(content["cohorts"]) != 1:
        raise BundleRowsError("the bundle holds %d cohort rows, not its cohort's one" % len(content["cohorts"]))
    cohorts = sorted(content["cohorts"], key=lambda c: (_code_unit_key(str(c.get("capability_key"))), _code_unit_key(str(c.get("id")))))
    held = {cohort.get("id") for cohort in cohorts}
    for row in content["attempts"]:
        if row.get("cohort_id") not in held:
            raise BundleRowsError("attempt %s is of a cohort the bundle does not hold" % row.get("id"))
    attempt_ids = {row.get("id") for row in content["attempts"]}
    for row in content["adjudications"]:
        if row.get("attempt_id") not in attempt_ids:
            raise BundleRowsError("an adjudication of attempt %s, which the bundle does not hold" % row.get("attempt_id"))

    reports: list = []
    entries: list = []
    for cohort in cohorts:
        attempt_rows = [row for row in content["attempts"] if row.get("cohort_id") == cohort.get("id")]
        ids = {row.get("id") for row in attempt_rows}
        evidence = {
            "model": _field(cohort, "model", "cohort"),
            "attempts": [{**_decode(row, ATTEMPT_FIELDS, "attempt"), "effort": _effort_of_row(row)} for row in attempt_rows],
            "adjudications": [
                {**_decode(row, ADJUDICATION_ATTEMPT_FIELDS, "adjudication"), **_decode(row, ADJUDICATION_FIELDS, "adjudication")}
                for row in content["adjudications"]
                if row.get("attempt_id") in ids
            ],
            "trust": trust,
        }
        if subject["kind"] == "worker":
            kept = [attempt for attempt in evidence["attempts"] if attempt["workerRef"] == subject["workerRef"]]
            kept_ids = {attempt["id"] for attempt in kept}
            restricted = {**evidence, "attempts": kept, "adjudications": [item for item in evidence["adjudications"] if item["attemptId"] in kept_ids]}
            if len(kept) != len(evidence["attempts"]) or len(restricted["adjudications"]) != len(evidence["adjudications"]):
                raise BundleRowsError("cohort %s: the bundle holds rows that are not of the worker's evidence" % cohort.get("id"))
        report, view = reliability_report(evidence, window, as_of, min_samples, rules_version)
        if version != 1:
            report = {**report, **report_figures_of(view)}
        reports.append({"cohortId": cohort.get("id"), "report": report})
        entries.extend(_attempt_entries(cohort, content, evidence, view, as_of, version))
    return reports, entries


def _attempt_entries(cohort: dict, content: dict, evidence: dict, view: dict, as_of: int, version: int) -> list:
    judge = view["judge"]
    rows = {row.get("id"): row for row in content["attempts"]}
    adjudication_ids: dict = {}
    for row in content["adjudications"]:
        if leaf_time_ms(row.get("recorded_at")) <= as_of:
            adjudication_ids.setdefault(row.get("attempt_id"), []).append((row.get("seq"), row.get("id")))
    entries = []
    for attempt in sorted(view["recorded"], key=_recent_first_key):
        row = rows[attempt["id"]]
        facts = view["facts"][attempt["id"]]
        parties = {"workerRef": attempt["workerRef"], "recordedBy": attempt["recordedBy"], "model": evidence["model"]}

        def standing(seq, mode, result, verifier_ref, verifier_model, recorded_at):
            judged = judge(mode, result, verifier_ref, verifier_model, parties, recorded_at)
            return {
                "seq": seq, "mode": mode, "result": result, "verifierRef": verifier_ref, "verifierModel": verifier_model,
                "recordedAt": iso_of_ms(recorded_at),
                "countedIndependent": None if judged is None else judged[0],
                "notCountedReason": None if judged is None or judged[0] else judged[1],
            }

        verifications = [standing(0, attempt["verificationMode"], attempt["verificationResult"], attempt["verifierRef"], attempt["verifierModel"], attempt["recordedAt"])]
        for item in view["adjudicationsOf"][attempt["id"]]:
            if item["kind"] == "VERIFICATION_RECORDED" and item["verificationMode"] is not None and item["verificationResult"] is not None:
                verifications.append(standing(item["seq"], item["verificationMode"], item["verificationResult"], item["verifierRef"], item["verifierModel"], item["recordedAt"]))
        evidence_kinds = row.get("evidence_kinds")
        evidence_digests = row.get("evidence_digests")
        entries.append({
            "attemptId": attempt["id"],
            "cohortId": row.get("cohort_id"),
            "projectId": row.get("project_id"),
            "capabilityKey": row.get("capability_key"),
            "workerRef": attempt["workerRef"],
            "recordedBy": attempt["recordedBy"],
            "agentRunRef": row.get("agent_run_ref"),
            "scopeFingerprint": cohort.get("scope_fingerprint"),
            "runtimeFingerprint": cohort.get("runtime_fingerprint"),
            "policyFingerprint": cohort.get("policy_fingerprint"),
            "provider": cohort.get("provider"),
            "model": cohort.get("model"),
            "runtimeVersion": cohort.get("runtime_version"),
            "harnessVersion": cohort.get("harness_version"),
            "policyVersion": cohort.get("policy_version"),
            "outcomeId": attempt["outcomeId"],
            "outcomeDigest": row.get("outcome_digest"),
            "contentDigest": attempt["contentDigest"],
            "taskRef": attempt["taskRef"],
            "attemptNumber": attempt["attemptNumber"],
            "outcomeCode": attempt["outcomeCode"],
            "stopReasonCode": attempt["stopReasonCode"],
            "severity": attempt["severity"],
            "evidenceKinds": [] if evidence_kinds is None else evidence_kinds,
            "evidenceDigests": [] if evidence_digests is None else evidence_digests,
            "verifications": verifications,
            "verdict": facts["verdict"],
            "humanDecision": facts["humanDecision"],
            "humanOverride": facts["overridden"],
            "humanRejected": facts["humanRejected"],
            "rolledBack": facts["rolledBack"],
            "reworkRequested": facts["reworkRequested"],
            "criticalFailureRecorded": facts["criticalFailureRecorded"],
            "unresolvedDrift": facts["unresolvedDrift"],
            "verifiedPass": facts["verifiedPass"],
            "falseSuccess": facts["falseSuccess"],
            "adjudicationIds": [identifier for _, identifier in sorted(adjudication_ids.get(attempt["id"], []), key=lambda pair: pair[0])],
            "startedAt": iso_of_ms(leaf_time_ms(row.get("started_at"))),
            "finishedAt": iso_of_ms(attempt["finishedAt"]),
            "recordedAt": iso_of_ms(attempt["recordedAt"]),
            **({} if version == 1 else {"effort": effort_entry_of(attempt["effort"])}),
        })
    return entries


# ---------------------------------------------------------------------------
# The payload's members (§14 "Payload, version 1"): every object exactly as listed
# ---------------------------------------------------------------------------


class _Issue(Exception):
    def __init__(self, path: list, message: str):
        super().__init__(message)
        self.path = path
        self.message = message


def _path_text(path: list) -> str:
    text = ""
    for i, part in enumerate(path):
        text += "[%d]" % part if isinstance(part, int) else ("" if i == 0 else ".") + str(part)
    return text or "the payload"


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _count(value, path):
    if not (_is_int(value) and 0 <= value <= MAX_SAFE_INTEGER):
        raise _Issue(path, "a count: an integer from 0")


def _number(value, path):
    if not _is_number(value):
        raise _Issue(path, "a number")


def _string_of(value, path):
    if not isinstance(value, str):
        raise _Issue(path, "a string")


_HEX64 = re.compile(r"^[0-9a-f]{64}$")


def _hex_hash(value, path):
    if not (isinstance(value, str) and _HEX64.match(value)):
        raise _Issue(path, "64 lowercase hex digits")


def _iso(value, path):
    if ms_of_iso(value) is None or iso_of_ms(ms_of_iso(value)) != value:
        raise _Issue(path, "an ISO instant YYYY-MM-DDTHH:MM:SS.sssZ")


def _bool(value, path):
    if not isinstance(value, bool):
        raise _Issue(path, "true or false")


def _one_of(values):
    def check(value, path):
        if value not in values or not isinstance(value, str):
            raise _Issue(path, "one of " + ", ".join(values))
    return check


def _nullable(check):
    def nullable(value, path):
        if value is not None:
            check(value, path)
    return nullable


def _array(check):
    def array(value, path):
        if not isinstance(value, list):
            raise _Issue(path, "an array")
        for i, item in enumerate(value):
            check(item, path + [i])
    return array


class _Optional:
    """A member an object may leave out."""

    def __init__(self, check):
        self.check = check


def _object(members: dict):
    def obj(value, path):
        if not isinstance(value, dict):
            raise _Issue(path, "an object")
        for name, check in members.items():
            if isinstance(check, _Optional):
                if name in value:
                    check.check(value[name], path + [name])
                continue
            if name not in value:
                raise _Issue(path + [name], "required")
            check(value[name], path + [name])
        unknown = [name for name in value if name not in members]
        if unknown:
            raise _Unknown(path, unknown)
    return obj


class _Unknown(_Issue):
    def __init__(self, path, names):
        super().__init__(path, "")
        self.names = names


def _window(value, path):
    if not isinstance(value, dict) or len(value) != 1 or not (set(value) <= {"lastDays", "lastAttempts"}):
        raise _Issue(path, 'an object {"lastDays": n} or {"lastAttempts": n}')
    (name, size), = value.items()
    if not (_is_int(size) and 1 <= size <= MAX_SAFE_INTEGER):
        raise _Issue(path + [name], "a positive integer")


def _instant_ms(value, path):
    if not (_is_int(value) and -MAX_SAFE_INTEGER <= value <= MAX_SAFE_INTEGER):
        raise _Issue(path, "epoch milliseconds")


_interval = {"lower": _number, "upper": _number}
_RATE = _object({
    "numerator": _count, "denominator": _count, "value": _nullable(_number), "lower": _nullable(_number), "upper": _nullable(_number),
    "clustered": _nullable(_object({**_interval, "effectiveSampleSize": _number, "designEffect": _number, "tasks": _count})),
    "anytime": _nullable(_object(_interval)),
})
_REPORT_MEMBERS = {
    "state": _one_of(EVIDENCE_STATES),
    "asOf": _instant_ms,
    "window": _window,
    "windowStart": _nullable(_instant_ms),
    "oldestFinishedAt": _nullable(_instant_ms),
    "newestFinishedAt": _nullable(_instant_ms),
    "minSamples": _count,
    "sampleSize": _count,
    "rates": _object({name: _RATE for name in RATE_NAMES}),
    "consecutiveVerifiedPasses": _count,
    "evidenceFreshness": _object({"lastVerifiedPassAt": _nullable(_instant_ms), "ageSeconds": _nullable(_number)}),
    "criticalFailures": _object({
        "count": _count,
        "attempts": _array(_object({
            "attemptId": _string_of, "outcomeId": _string_of, "attemptNumber": _count, "outcomeCode": _one_of(OUTCOME_CODES),
            "stopReasonCode": _one_of(STOP_REASON_CODES), "severity": _one_of(SEVERITIES), "criticalFailureRecorded": _bool,
            "finishedAt": _instant_ms, "inWindow": _bool,
        })),
    }),
    "unresolvedDriftAttemptIds": _array(_string_of),
    "verificationsNotCountedIndependent": _object({reason: _count for reason in NOT_COUNTED_REASONS}),
    "evidenceDigest": _hex_hash,
    "evidenceRowCount": _count,
}
_REPORT = _object(_REPORT_MEMBERS)


def _pass_k_index(value, path):
    if not (_is_int(value) and 1 <= value <= PASS_K_MAX):
        raise _Issue(path, "an integer from 1 to %d" % PASS_K_MAX)


def _effort_figure(measure: str):
    return _object({
        "measure": _one_of((measure,)), "status": _one_of(EFFORT_STATUSES), "estimate": _nullable(_number), "lower": _nullable(_number),
        "upper": _nullable(_number), "variance": _nullable(_number), "total": _nullable(_number), "currency": _nullable(_string_of),
        "currencies": _array(_string_of), "verifiedPasses": _count, "attempts": _count, "unknownAttempts": _count, "tasks": _count,
    })


_REPORT_V2 = _object({
    **_REPORT_MEMBERS,
    "passK": _array(_object({"k": _pass_k_index, "estimate": _nullable(_number), "lower": _nullable(_number), "upper": _nullable(_number), "tasks": _count})),
    "costPerVerifiedSuccess": _effort_figure("COST"),
    "tokensPerVerifiedSuccess": _effort_figure("TOKENS"),
    "timePerVerifiedSuccess": _effort_figure("TIME"),
})
_VERIFICATION = _object({
    "seq": _count, "mode": _one_of(VERIFICATION_MODES), "result": _one_of(VERIFICATION_RESULTS),
    "verifierRef": _nullable(_string_of), "verifierModel": _nullable(_string_of), "recordedAt": _iso,
    "countedIndependent": _nullable(_bool), "notCountedReason": _nullable(_one_of(NOT_COUNTED_REASONS)),
})
_ATTEMPT_MEMBERS = {
    **{name: _string_of for name in (
        "attemptId", "cohortId", "projectId", "capabilityKey", "workerRef", "recordedBy", "agentRunRef", "scopeFingerprint",
        "runtimeFingerprint", "policyFingerprint", "provider", "model", "runtimeVersion", "harnessVersion", "policyVersion",
        "outcomeId", "outcomeDigest", "contentDigest", "taskRef",
    )},
    "attemptNumber": _count,
    "outcomeCode": _one_of(OUTCOME_CODES),
    "stopReasonCode": _one_of(STOP_REASON_CODES),
    "severity": _one_of(SEVERITIES),
    "evidenceKinds": _array(_string_of),
    "evidenceDigests": _array(_string_of),
    "verifications": _array(_VERIFICATION),
    "verdict": _nullable(_one_of(("PASSED", "FAILED"))),
    "humanDecision": _nullable(_one_of(HUMAN_DECISIONS)),
    **{name: _bool for name in (
        "humanOverride", "humanRejected", "rolledBack", "reworkRequested", "criticalFailureRecorded", "unresolvedDrift", "verifiedPass", "falseSuccess",
    )},
    "adjudicationIds": _array(_string_of),
    "startedAt": _iso,
    "finishedAt": _iso,
    "recordedAt": _iso,
}
_ATTEMPT = _object(_ATTEMPT_MEMBERS)
_CURRENCY_CODE = re.compile(r"^[A-Z]{3}$")


def _currency(value, path):
    if not (isinstance(value, str) and _CURRENCY_CODE.match(value)):
        raise _Issue(path, "an ISO 4217 alphabetic code")


# An effort amount: an integer from 0 to 2^53 - 1, a count's range.
_amount = _count
_ATTEMPT_V2 = _object({
    **_ATTEMPT_MEMBERS,
    "effort": _nullable(_object({
        "inputTokens": _nullable(_amount), "outputTokens": _nullable(_amount),
        "cost": _nullable(_object({"micros": _amount, "currency": _currency})), "harnessWallTimeMs": _nullable(_amount),
    })),
})


def _subject(value, path):
    kind = value.get("kind") if isinstance(value, dict) else None
    if kind == "cohort":
        _object({"kind": _string_of, "cohortId": _string_of, "projectId": _string_of, "capabilityKey": _string_of})(value, path)
    elif kind == "worker":
        _object({"kind": _string_of, "projectId": _string_of, "workerRef": _string_of, "capabilityKey": _string_of})(value, path)
    else:
        raise _Issue(path + ["kind"], 'one of "cohort", "worker"')


def _leaf_index(value, path):
    _count(value, path)


def _payload_of(attempt, report):
    return _object({
        "version": _count,  # its value is checked before the members
        "origin": _string_of,
        "subject": _subject,
        "query": _object({"window": _window, "asOf": _iso, "minSamples": _count}),
        "settledThrough": _iso,
        "issuedAt": _iso,
        "validUntil": _iso,
        "checkpoint": _object({
            "treeSize": _count, "rootHash": _hex_hash, "issuedAt": _iso, "keyId": _string_of,
            "envelope": _object({"payloadType": _string_of, "payload": _string_of, "signatures": _array(_object({"keyid": _string_of, "sig": _string_of}))}),
        }),
        "consistency": _array(_object({"treeSize": _count, "proof": _array(_hex_hash)})),
        "rows": _array(_object({"table": _string_of, "key": _string_of, "leafIndex": _leaf_index, "leafData": _string_of, "auditPath": _array(_hex_hash)})),
        "attempts": _array(attempt),
        "reports": _array(_object({"cohortId": _string_of, "report": report})),
        "rulesVersion": _Optional(_count),
        "cosignatures": _Optional(_array(_string_of)),
    })


# The payload's members by version (§14): version 2 adds attempts[].effort and the report's figures.
PAYLOADS = {1: _payload_of(_ATTEMPT, _REPORT), 2: _payload_of(_ATTEMPT_V2, _REPORT_V2)}


def payload_problem(statement) -> str | None:
    try:
        PAYLOADS[statement["version"]](statement, [])
    except _Unknown as issue:
        return "%s has %s §14 does not list: %s" % (_path_text(issue.path), "a member" if len(issue.names) == 1 else "members", ", ".join(issue.names))
    except _Issue as issue:
        return "%s is not what §14 lists (%s)" % (_path_text(issue.path), issue.message)
    return None


# ---------------------------------------------------------------------------
# Signatures: DSSE over Ed25519 keys (§14 step 1, docs/tamper-evidence.md)
# ---------------------------------------------------------------------------

_SPKI_ED25519_PREFIX = bytes.fromhex("302a300506032b6570032100")


def public_keys_of_pem(text: str) -> list[tuple[str, bytes]]:
    """(key id, raw key) of every Ed25519 public key in a PEM text; the key id is hex SHA-256 of the DER SubjectPublicKeyInfo."""
    keys = []
    for block in re.findall(r"-----BEGIN PUBLIC KEY-----(.*?)-----END PUBLIC KEY-----", text, re.S):
        der = base64.b64decode("".join(block.split()))
        if len(der) == 44 and der.startswith(_SPKI_ED25519_PREFIX):
            keys.append((hashlib.sha256(der).hexdigest(), der[12:]))
    return keys


def pae(payload_type: str, payload: bytes) -> bytes:
    kind = payload_type.encode("utf-8")
    return b"DSSEv1 %d " % len(kind) + kind + b" %d " % len(payload) + payload


def _b64(text: str) -> bytes:
    cleaned = re.sub(r"[^A-Za-z0-9+/]", "", text.split("=")[0])
    return base64.b64decode(cleaned + "=" * (-len(cleaned) % 4))


def _json_loads(text):
    def refuse(name):
        raise ValueError("not JSON: " + name)
    return json.loads(text, parse_constant=refuse)


def open_envelope(envelope, payload_type: str, keys) -> tuple[bool, object, str | None]:
    """(True, statement, key id) when a signature by one of `keys` verifies over the payload of that type; else (False, reason, None)."""
    if not isinstance(envelope, dict) or envelope.get("payloadType") != payload_type:
        return False, "payload type is not " + payload_type, None
    if not isinstance(envelope.get("payload"), str) or not isinstance(envelope.get("signatures"), list):
        return False, "malformed envelope", None
    payload = _b64(envelope["payload"])
    by_id = dict(keys)
    for signature in envelope["signatures"]:
        key = by_id.get(signature.get("keyid")) if isinstance(signature, dict) and isinstance(signature.get("keyid"), str) else None
        if key is None or not isinstance(signature.get("sig"), str):
            continue
        try:
            sig = _b64(signature["sig"])
        except (binascii.Error, ValueError):
            continue
        if not ed25519.verify(key, pae(payload_type, payload), sig):
            continue
        try:
            statement = _json_loads(payload.decode("utf-8"))
        except ValueError:
            return False, "payload is not JSON", None
        if not isinstance(statement, dict):
            return False, "payload is not an object", None
        return True, statement, signature["keyid"]
    return False, "no valid signature by a trusted key", None


def check_checkpoint(checkpoint: dict, keys) -> str | None:
    ok, statement, key_id = open_envelope(checkpoint.get("envelope"), CHECKPOINT_TYPE, keys)
    if not ok:
        return statement
    if statement.get("origin") != LOG_ORIGIN:
        return "the checkpoint is of another log"
    if not (_is_int(statement.get("treeSize")) and statement.get("treeSize") == checkpoint.get("treeSize")) or statement.get("rootHash") != checkpoint.get("rootHash") or key_id != checkpoint.get("keyId"):
        return "the stored size, root or key id differ from what is signed"
    signed = ms_of_any_iso(statement.get("issuedAt"))
    if signed is None or signed != ms_of_any_iso(checkpoint.get("issuedAt")):
        return "the stored time differs from what is signed"
    return None


# ---------------------------------------------------------------------------
# Witnessed checkpoints (§14, "Witnessed checkpoints"): C2SP signed-note verifier keys,
# signature lines and tlog-cosignature's cosignature/v1 over a checkpoint's note text
# ---------------------------------------------------------------------------

NOTE_ED25519 = 0x01
COSIGNATURE_ED25519 = 0x04
_KEY_NAME = re.compile(r"^[^\s+]+$")
_BASE64 = re.compile(r"^[A-Za-z0-9+/]*={0,2}$")
_EM_DASH = "\u2014"


def _note_key_id(name: str, kind: int, raw: bytes) -> int:
    """SHA-256(key name || 0x0A || signature type || public key)[:4], big-endian."""
    return int.from_bytes(hashlib.sha256(name.encode("utf-8") + b"\n" + bytes([kind]) + raw).digest()[:4], "big")


def _canonical_b64(text: str) -> bytes | None:
    """The bytes of canonical padded base64 text; None when the text is not that."""
    if not _BASE64.match(text) or len(text) % 4:
        return None
    try:
        data = base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        return None
    return data if base64.b64encode(data).decode("ascii") == text else None


def parse_vkey(vkey: str) -> dict:
    """A verifier key `<name>+<hex key ID>+<base64(type || key)>` of an Ed25519 note key (0x01) or cosigner (0x04): {name, keyId, type, key}."""
    name, _, rest = vkey.partition("+")
    key_hash, _, encoded = rest.partition("+")
    if not name or not _KEY_NAME.match(name) or not re.fullmatch(r"[0-9a-f]{8}", key_hash) or not encoded:
        raise ValueError("not a verifier key: " + vkey)
    data = _canonical_b64(encoded)
    if data is None:
        raise ValueError("not a verifier key (its base64 is not canonical): " + vkey)
    if not data or data[0] not in (NOTE_ED25519, COSIGNATURE_ED25519):
        raise ValueError("verifier key of an unsupported signature type %s: %s" % (data[0] if data else "none", vkey))
    raw = data[1:]
    if len(raw) != 32:
        raise ValueError("not an Ed25519 verifier key (a key of %d bytes): %s" % (len(raw), vkey))
    key_id = int(key_hash, 16)
    if _note_key_id(name, data[0], raw) != key_id:
        raise ValueError("the key ID of %s is not the one its name and key give" % vkey)
    return {"name": name, "keyId": key_id, "type": data[0], "key": raw}


def parse_signature_line(line: str):
    """(name, key ID, signature bytes) of a note signature line `— <name> <base64(key ID || signature)>`; None when it is not one."""
    if not isinstance(line, str) or not line.startswith(_EM_DASH + " "):
        return None
    fields = line[2:].split(" ")
    if len(fields) != 2 or not _KEY_NAME.match(fields[0]):
        return None
    data = _canonical_b64(fields[1])
    if data is None or len(data) < 5:
        return None
    return fields[0], int.from_bytes(data[:4], "big"), data[4:]


def checkpoint_note_text(checkpoint: dict) -> str:
    """The ledger checkpoint's note text (tlog-checkpoint): origin `<LOG_ORIGIN>/<key id>`, tree size, base64 root; each line ending in a newline."""
    root = base64.b64encode(bytes.fromhex(checkpoint["rootHash"])).decode("ascii")
    return "%s/%s\n%d\n%s\n" % (LOG_ORIGIN, checkpoint["keyId"], checkpoint["treeSize"], root)


def cosignature_holds(text: str, signature, witness: dict) -> int | None:
    """The timestamp of a valid cosignature/v1 of the checkpoint text by `witness` (a parsed cosigner vkey); None when it is not one."""
    name, key_id, data = signature
    if witness["type"] != COSIGNATURE_ED25519 or name != witness["name"] or key_id != witness["keyId"] or len(data) != 72:
        return None
    timestamp = int.from_bytes(data[:8], "big")
    if timestamp > MAX_SAFE_INTEGER:
        return None
    message = b"cosignature/v1\ntime %d\n" % timestamp + text.encode("utf-8")
    return timestamp if ed25519.verify(witness["key"], message, data[8:]) else None


def witnesses_of(checkpoint: dict, lines, witnesses) -> list[str]:
    """The trusted witnesses (`name+keyid`) with a valid cosignature of the checkpoint among `lines`, each once, in UTF-16 code-unit order."""
    text = checkpoint_note_text(checkpoint)
    found = set()
    for line in lines:
        signature = parse_signature_line(line)
        if signature is None:
            continue
        for witness in witnesses:
            if cosignature_holds(text, signature, witness) is not None:
                found.add("%s+%08x" % (witness["name"], witness["keyId"]))
    return sorted(found, key=_code_unit_key)


def witness_policy_of(vkeys, required) -> dict | None:
    """The policy of --witness-key and --witnesses-required (None without a key); ValueError with the TypeScript verifier's words when it is not one."""
    if not vkeys:
        if required is not None:
            raise ValueError("--witnesses-required needs at least one --witness-key")
        return None
    keys = []
    for vkey in vkeys:
        try:
            key = parse_vkey(vkey)
        except ValueError as error:
            raise ValueError("--witness-key: %s" % error) from None
        if key["type"] != COSIGNATURE_ED25519:
            raise ValueError("--witness-key %s: not a cosigner key (signature type 0x04)" % vkey)
        keys.append(key)
    k = len(keys) if required is None else required
    if isinstance(k, str):
        k = int(k) if re.fullmatch(r"[0-9]+", k) else -1
    if not _is_int(k) or k < 1 or k > len(keys):
        raise ValueError("--witnesses-required must be a whole number from 1 to the %d --witness-key given" % len(keys))
    return {"keys": keys, "required": k}


# ---------------------------------------------------------------------------
# RFC 9162 proofs (§14 steps 4 and 5)

# ---------------------------------------------------------------------------


def _leaf_hash(data: bytes) -> bytes:
    return hashlib.sha256(b"\x00" + data).digest()


def _node_hash(left: bytes, right: bytes) -> bytes:
    return hashlib.sha256(b"\x01" + left + right).digest()


def inclusion_holds(index: int, size: int, leaf: bytes, path: list[bytes], root: bytes) -> bool:
    """RFC 9162 section 2.1.3.2."""
    if not (_is_int(index) and _is_int(size)) or index < 0 or index >= size:
        return False
    fn, sn, r = index, size - 1, leaf
    for p in path:
        if sn == 0:
            return False
        if fn % 2 == 1 or fn == sn:
            r = _node_hash(p, r)
            if fn % 2 == 0:
                while fn % 2 == 0 and fn != 0:
                    fn, sn = fn >> 1, sn >> 1
        else:
            r = _node_hash(r, p)
        fn, sn = fn >> 1, sn >> 1
    return sn == 0 and r == root


def consistency_holds(first: int, second: int, first_root: bytes, second_root: bytes, proof: list[bytes]) -> bool:
    """RFC 9162 section 2.1.4.2."""
    if first < 1 or first > second:
        return False
    if first == second:
        return not proof and first_root == second_root
    path = [first_root] + proof if first & (first - 1) == 0 else list(proof)
    if not path:
        return False
    fn, sn = first - 1, second - 1
    while fn % 2 == 1:
        fn, sn = fn >> 1, sn >> 1
    fr = sr = path[0]
    for c in path[1:]:
        if sn == 0:
            return False
        if fn % 2 == 1 or fn == sn:
            fr = _node_hash(c, fr)
            sr = _node_hash(c, sr)
            if fn % 2 == 0:
                while fn % 2 == 0 and fn != 0:
                    fn, sn = fn >> 1, sn >> 1
        else:
            sr = _node_hash(sr, c)
        fn, sn = fn >> 1, sn >> 1
    return fr == first_root and sr == second_root and sn == 0


# ---------------------------------------------------------------------------
# The verifier: §14 "Verifying a bundle", in order
# ---------------------------------------------------------------------------


def _canonical_difference(data: bytes, canonical: bytes) -> str:
    at = 0
    while at < len(data) and at < len(canonical) and data[at] == canonical[at]:
        at += 1
    mine = _js_json(chr(data[at])) if at < len(data) else "past the end"
    theirs = _js_json(chr(canonical[at])) if at < len(canonical) else "ended"
    return "byte %d is %s, the canonical form has %s" % (at, mine, theirs)


def verify_bundle(envelope, keys, kept=(), now_ms: int | None = None, witnesses: dict | None = None) -> dict:
    """Verifies a bundle's DSSE envelope against [(key id, raw Ed25519 key)]; `kept` are checkpoint records;
    `witnesses` a policy {"keys": [parse_vkey(…)], "required": k} (witness_policy_of).

    Returns {"ok": True, "statement", "reports": <canonical text of the recomputed reports>,
    "attempts": <canonical text of the recomputed attempts>, ...} or {"ok": False, "reason"}."""

    def fail(reason: str, **more) -> dict:
        return {"ok": False, "reason": reason, **more}

    # 1. The signature, the canonical bytes, the version and the members.
    ok, opened, _ = open_envelope(envelope, EVIDENCE_BUNDLE_TYPE, keys)
    if not ok:
        return fail("signature: " + opened)
    data = _b64(envelope["payload"])
    try:
        canonical = canonical_bytes(opened)
    except (TypeError, ValueError):
        return fail("payload: not RFC 8785 canonical JSON (a value without a canonical form)")
    if canonical != data:
        return fail("payload: not RFC 8785 canonical JSON (%s)" % _canonical_difference(data, canonical))
    statement = opened
    if statement.get("version") not in EVIDENCE_BUNDLE_VERSIONS or not _is_int(statement.get("version")):
        return fail("the bundle's payload is version %s; this verifier reads versions %s" % (_js_json(statement.get("version")), " and ".join(str(v) for v in EVIDENCE_BUNDLE_VERSIONS)))
    if statement.get("origin") != LOG_ORIGIN:
        return fail("the bundle is of another log")
    problem = payload_problem(statement)
    if problem:
        return fail("payload: " + problem)
    order = _order_problem(statement)
    if order:
        return fail("payload: " + order)

    # 2. validUntil.
    valid_until = ms_of_iso(statement["validUntil"])
    now = now_ms if now_ms is not None else int(datetime.now(timezone.utc).timestamp() * 1000)
    if now > valid_until:
        return fail("the bundle expired: validUntil %s has passed" % statement["validUntil"])

    # 3. The checkpoint's own signature.
    checkpoint = statement["checkpoint"]
    invalid = check_checkpoint(checkpoint, keys)
    if invalid:
        return fail("the bundle's checkpoint (tree size %d): %s" % (checkpoint["treeSize"], invalid))
    root = bytes.fromhex(checkpoint["rootHash"])

    # 3a. The witness policy: enough of the trusted witnesses cosigned this very checkpoint.
    witnessed = witnesses_of(checkpoint, statement.get("cosignatures", []), witnesses["keys"] if witnesses else [])
    if witnesses and len(witnessed) < witnesses["required"]:
        return fail(
            "the bundle's checkpoint (tree size %d) is cosigned by %d of the trusted witnesses%s, the policy needs %d: a history no witness saw (a split view?) or one not yet witnessed"
            % (checkpoint["treeSize"], len(witnessed), " (%s)" % ", ".join(witnessed) if witnessed else "", witnesses["required"])
        )

    # 4. Every row's leaf and its inclusion proof.
    seen: set = set()
    contents = []
    for row in statement["rows"]:
        name = "%s %s" % (row["table"], row["key"])
        if name in seen or ("#%d" % row["leafIndex"]) in seen:
            return fail("row %s (leaf %d) is in the bundle twice" % (name, row["leafIndex"]))
        seen.add(name)
        seen.add("#%d" % row["leafIndex"])
        try:
            content = _json_loads(row["leafData"])
        except ValueError:
            return fail("row %s: its leaf data is not JSON" % name)
        if not isinstance(content, dict) or content.get("table") != row["table"] or not isinstance(content.get("row"), dict) or content["row"].get("id") != row["key"]:
            return fail("row %s: its leaf data is of another row" % name)
        path = [bytes.fromhex(item) for item in row["auditPath"]]
        if not inclusion_holds(row["leafIndex"], checkpoint["treeSize"], _leaf_hash(row["leafData"].encode("utf-8", "surrogatepass")), path, root):
            return fail("the inclusion proof of %s (leaf %d) does not lead to the root of the checkpoint of size %d" % (name, row["leafIndex"], checkpoint["treeSize"]))
        contents.append(content)

    # 5. Consistency with every kept checkpoint.
    for record in kept:
        reason = check_checkpoint(record, keys)
        if reason:
            return fail("the kept checkpoint of size %s is not valid: %s" % (record.get("treeSize"), reason))
        if witnesses:
            found = witnesses_of(record, record.get("cosignatures", []), witnesses["keys"])
            if len(found) < witnesses["required"]:
                return fail(
                    "the kept checkpoint of size %d is cosigned by %d of the trusted witnesses%s, the policy needs %d: a history no witness saw (a split view?) or one not yet witnessed"
                    % (record["treeSize"], len(found), " (%s)" % ", ".join(found) if found else "", witnesses["required"])
                )
        size = record["treeSize"]
        if size == checkpoint["treeSize"]:
            if record["rootHash"] != checkpoint["rootHash"]:
                return fail("the bundle's checkpoint is not consistent with the kept checkpoint of size %d: another root at the same size" % size)
            continue
        entry = next((item for item in statement["consistency"] if item["treeSize"] == size), None)
        if entry is None:
            return fail("the bundle has no consistency proof for the kept checkpoint of size %d (ask for the bundle with consistencyFrom: [%d])" % (size, size))
        proof = [bytes.fromhex(item) for item in entry["proof"]]
        kept_root = bytes.fromhex(record["rootHash"])
        holds = (
            consistency_holds(size, checkpoint["treeSize"], kept_root, root, proof)
            if size < checkpoint["treeSize"]
            else consistency_holds(checkpoint["treeSize"], size, root, kept_root, proof)
        )
        if not holds:
            return fail("the bundle's checkpoint (tree size %d) is not consistent with the kept checkpoint of size %d" % (checkpoint["treeSize"], size))

    # 6. The reports and the attempts, recomputed from the rows alone.
    query = statement["query"]
    rules_version = statement.get("rulesVersion", BASELINE_RULES_VERSION)
    if rules_version not in METRIC_RULES:
        return fail("the bundle's reports are computed under metric rules version %d, which this verifier does not know" % rules_version)
    try:
        reports, attempts = bundle_fold_of(contents, statement["subject"], query["window"], ms_of_iso(query["asOf"]), query["minSamples"], rules_version, statement["version"])
    except (BundleRowsError, KeyError, TypeError, AttributeError) as error:
        return fail("the bundle's rows: %s" % (error if isinstance(error, BundleRowsError) else "a row is not of its table's shape (%s)" % error))
    reports_text = canonical_json(reports)
    attempts_text = canonical_json(attempts)
    if reports_text != canonical_json(statement["reports"]):
        return fail("the report recomputed from the bundle's rows is not the report it states", reports=reports_text, attempts=attempts_text)
    if attempts_text != canonical_json(statement["attempts"]):
        return fail("the attempts recomputed from the bundle's rows are not the ones it states", reports=reports_text, attempts=attempts_text)
    return {
        "ok": True, "statement": statement, "rows": len(statement["rows"]), "attempts": len(statement["attempts"]),
        "treeSize": checkpoint["treeSize"], "keptChecked": len(kept), "reportsText": reports_text, "attemptsText": attempts_text,
        "witnessed": witnessed,
    }


def _order_problem(statement: dict) -> str | None:
    """The orders §14 states that step 6 does not compare by itself: rows by leafIndex, consistency proofs by treeSize, both increasing."""
    for name, member in (("rows", "leafIndex"), ("consistency", "treeSize")):
        items = statement[name]
        for i in range(1, len(items)):
            before, after = items[i - 1][member], items[i][member]
            if after <= before:
                return "%s[%d] is not in order (%s %d after %d)" % (name, i, member, after, before)
    return None


# ---------------------------------------------------------------------------
# Files and the command line
# ---------------------------------------------------------------------------


def read_bundle_file(file: str):
    """A bundle from a file: the DSSE envelope, the API's EvidenceBundle object, or the whole GraphQL response."""
    with open(file, encoding="utf-8") as handle:
        item = _json_loads(handle.read())
    bundle = item
    if isinstance(item, dict) and "data" in item:
        data = item["data"] if isinstance(item["data"], dict) else {}
        bundle = data.get("evidenceBundle", data.get("workerEvidenceBundle"))
    envelope = _json_loads(bundle["envelope"]) if isinstance(bundle, dict) and isinstance(bundle.get("envelope"), str) else bundle
    if not isinstance(envelope, dict) or not isinstance(envelope.get("payloadType"), str):
        raise ValueError('%s: not an evidence bundle (a DSSE envelope, {"envelope": …} or {"data": {"evidenceBundle": …}})' % file)
    return envelope


def read_checkpoint_file(file: str) -> list[dict]:
    """Kept checkpoints, one JSON document a line (docs/tamper-evidence.md, "What --checkpoints accepts")."""
    records = []
    with open(file, encoding="utf-8") as handle:
        for number, line in enumerate(handle.read().split("\n"), start=1):
            if not line.strip():
                continue
            try:
                item = _json_loads(line)
            except ValueError:
                raise ValueError("%s, line %d: not JSON" % (file, number)) from None
            candidate = item.get("data", {}).get("checkpoint") if isinstance(item, dict) and "data" in item and isinstance(item["data"], dict) else item.get("checkpoint", item) if isinstance(item, dict) else None
            record = _checkpoint_record(candidate)
            if record is None:
                raise ValueError("%s, line %d: not a checkpoint" % (file, number))
            records.append(record)
    return records


def _checkpoint_record(value):
    if not isinstance(value, dict):
        return None
    size = value.get("treeSize")
    if not _is_int(size) or size < 0 or not all(isinstance(value.get(name), str) for name in ("rootHash", "issuedAt", "keyId")):
        return None
    envelope = value.get("envelope")
    if isinstance(envelope, str):
        try:
            envelope = _json_loads(envelope)
        except ValueError:
            return None
    if not isinstance(envelope, dict):
        return None
    # The witnesses' lines saved with it (absent or null: none), candidates a witness policy checks.
    cosignatures, note = value.get("cosignatures"), value.get("note")
    if cosignatures is not None and not (isinstance(cosignatures, list) and all(isinstance(line, str) for line in cosignatures)):
        return None
    if note is not None and not isinstance(note, str):
        return None
    lines = list(cosignatures or []) + (note.split("\n") if note is not None else [])
    return {"treeSize": size, "rootHash": value["rootHash"], "issuedAt": value["issuedAt"], "keyId": value["keyId"], "envelope": envelope, "cosignatures": lines}


def _keys_of(files) -> list:
    keys = []
    for file in files:
        with open(file, encoding="utf-8") as handle:
            keys.extend(public_keys_of_pem(handle.read()))
    return keys


def _describe(result: dict, witnesses: dict | None = None) -> str:
    if not result["ok"]:
        return "bundle NOT valid: " + result["reason"]
    statement = result["statement"]
    subject = statement["subject"]
    who = "cohort " + subject["cohortId"] if subject["kind"] == "cohort" else "worker %s of capability %s" % (subject["workerRef"], subject["capabilityKey"])
    lines = [
        "bundle valid: %d rows proven in the checkpoint of size %d, consistent with %d kept checkpoint(s); %s as of %s, valid until %s; reports recomputed from the rows:"
        % (result["rows"], result["treeSize"], result["keptChecked"], who, statement["query"]["asOf"], statement["validUntil"])
    ]
    if witnesses:
        lines.append("  cosigned by %d trusted witness(es) (%s), %d required" % (len(result["witnessed"]), ", ".join(result["witnessed"]), witnesses["required"]))
    for item in statement["reports"]:
        report = item["report"]
        lines.append("  cohort %s: %s, %d attempts, evidence digest %s" % (item["cohortId"], report["state"], report["sampleSize"], report["evidenceDigest"]))
    return "\n".join(lines)


def _batch(file: str) -> int:
    """One JSON object a line in: {bundle, publicKeys, checkpoints?, now?, witnessKeys?, witnessesRequired?}; one JSON object a line out."""
    with open(file, encoding="utf-8") as handle:
        for line in handle:
            if not line.strip():
                continue
            job = json.loads(line)
            try:
                envelope = read_bundle_file(job["bundle"])
                kept = [record for name in job.get("checkpoints", []) for record in read_checkpoint_file(name)]
                now = ms_of_any_iso(job["now"]) if job.get("now") else None
                policy = witness_policy_of(job.get("witnessKeys", []), job.get("witnessesRequired"))
                result = verify_bundle(envelope, _keys_of(job["publicKeys"]), kept, now, policy)
            except (OSError, ValueError) as error:
                result = {"ok": False, "reason": str(error)}
            out = {"bundle": job["bundle"], "ok": result["ok"]}
            if result["ok"]:
                out.update(reports=result["reportsText"], attempts=result["attemptsText"], witnessed=result["witnessed"])
            else:
                out["reason"] = result["reason"]
                if "reports" in result:
                    out.update(reports=result["reports"], attempts=result["attempts"])
            sys.stdout.write(json.dumps(out, ensure_ascii=False) + "\n")
    sys.stdout.flush()
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m ledger_client.bundle_verifier", description="Verify an evidence bundle of the ledger offline (docs/specification.md §14).")
    parser.add_argument("bundle", nargs="?", help="the bundle: its DSSE envelope, the API's evidenceBundle answer or the whole GraphQL response")
    parser.add_argument("--public-key", action="append", default=[], metavar="PEM", help="the ledger's public key(s) (transparencyKey)")
    parser.add_argument("--checkpoints", action="append", default=[], metavar="JSONL", help="checkpoints you kept: the bundle's must be consistent with each")
    parser.add_argument("--now", metavar="ISO", help="the instant validUntil is checked against (default: now)")
    parser.add_argument("--print-reports", action="store_true", help="print the recomputed reports as RFC 8785 canonical JSON after the verdict")
    parser.add_argument("--witness-key", action="append", default=[], metavar="VKEY", help="a witness trusted to cosign the bundle's checkpoint and every --checkpoints one, as its cosigner vkey (name+keyid+base64, tlog-cosignature)")
    parser.add_argument("--witnesses-required", metavar="K", help="at least k of the --witness-key witnesses must have cosigned the bundle's checkpoint and each kept one (default: every one given)")
    parser.add_argument("--batch", metavar="JSONL", help="verify many bundles, one JSON job a line: {bundle, publicKeys, checkpoints, now, witnessKeys, witnessesRequired}")
    args = parser.parse_args(argv)
    if sys.version_info < (3, 10):
        print("bundle_verifier needs Python 3.10 or later", file=sys.stderr)
        return 2
    if args.batch:
        return _batch(args.batch)
    if not args.bundle or not args.public_key:
        parser.error("give a bundle and at least one --public-key")
    try:
        witnesses = witness_policy_of(args.witness_key, args.witnesses_required)
    except ValueError as error:
        parser.error(str(error))
    try:
        envelope = read_bundle_file(args.bundle)
        keys = _keys_of(args.public_key)
        if not keys:
            parser.error("no Ed25519 public key found in the --public-key file(s)")
        kept = [record for name in args.checkpoints for record in read_checkpoint_file(name)]
        now = None
        if args.now:
            now = ms_of_any_iso(args.now)
            if now is None:
                parser.error("--now is not an ISO instant")
    except (OSError, ValueError) as error:
        print("bundle NOT valid: %s" % error)
        return 1
    result = verify_bundle(envelope, keys, kept, now, witnesses)
    print(_describe(result, witnesses))
    if args.print_reports and result["ok"]:
        print(result["reportsText"])
    return 0 if result["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
