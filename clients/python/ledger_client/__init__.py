"""The Capability Reliability Ledger's Python client (standard library only).

    from ledger_client import LedgerClient
    ledger = LedgerClient(url, token)

docs/clients.md, "The Python client", says how it records, retries and subscribes.
"""
from __future__ import annotations

from ._generated import OPERATIONS, Operation
from .canonical import canonical_json, digest_of
from .client import DigestDisagreement, LedgerClient, request_body
from .errors import *  # noqa: F401,F403  (LedgerError, one class per code, the local errors)
from .errors import ChangedPayloadError, LedgerError, LocalError, TransportError, error_for, error_of_result
from .frozen import FileJournal, FrozenAdjudication, FrozenAttempt, Journal, normalise_instant, outcome_digest, scope_fingerprint
from .retries import RetryPolicy
from .subscriptions import Subscription

__version__ = "0.1.0"

__all__ = [
    "LedgerClient",
    "RetryPolicy",
    "Subscription",
    "Journal",
    "FileJournal",
    "FrozenAttempt",
    "FrozenAdjudication",
    "OPERATIONS",
    "Operation",
    "LedgerError",
    "LocalError",
    "ChangedPayloadError",
    "TransportError",
    "DigestDisagreement",
    "error_for",
    "error_of_result",
    "canonical_json",
    "digest_of",
    "outcome_digest",
    "scope_fingerprint",
    "normalise_instant",
    "request_body",
]
