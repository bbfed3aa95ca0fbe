"""The ledger's errors as exceptions, and the client's own.

Every code the ledger answers (ERROR_CODES in src/errors.ts, the table in docs/clients.md)
has one class, generated into _generated.py; `error_for` picks it. The client's own
refusals, decided before anything is sent, derive from LocalError.
"""
from __future__ import annotations

from typing import Any, Optional

from ._generated import ERROR_CLASSES, ERROR_TYPENAMES, LedgerError
from ._generated import *  # noqa: F401,F403  (every generated error class)

__all__ = [
    "LedgerError",
    "ERROR_CLASSES",
    "LocalError",
    "ChangedPayloadError",
    "TransportError",
    "error_for",
    "error_of_result",
    *[cls.__name__ for cls in ERROR_CLASSES.values()],
]


class UnknownCodeError(LedgerError):
    """A code this client's generated list does not hold (a newer server): `code` says which."""

    def __init__(self, code: str, message: str, **details: Any) -> None:
        self.code = code
        super().__init__(message, **details)


def error_for(code: Optional[str], message: str, **details: Any) -> LedgerError:
    """The exception of a ledger error code, carrying the message and the details given."""
    cls = ERROR_CLASSES.get(code or "")
    if cls is None:
        return UnknownCodeError(code or "ERROR", message, **details)
    return cls(message, **details)


def error_of_result(result: Any, status: Optional[int] = None) -> Optional[LedgerError]:
    """The exception for a typed error member of a result union (`__typename` one of the schema's errors), else None."""
    if not isinstance(result, dict) or result.get("__typename") not in ERROR_TYPENAMES:
        return None
    return error_for(
        result.get("code"),
        str(result.get("message", "")),
        status=status,
        issues=result.get("issues"),
        idempotency_key=result.get("idempotencyKey"),
        existing_digest=result.get("existingDigest"),
        submitted_digest=result.get("submittedDigest"),
        payload=result,
    )


class LocalError(Exception):
    """Refused by the client itself: nothing was sent."""


class ChangedPayloadError(LocalError):
    """A payload differing from the one already sent under the same idempotency key, not marked a correction.

    The ledger would answer IDEMPOTENCY_CONFLICT and record drift on the cohort (docs/specification.md §5),
    which hides its rates until an adjudicator resolves it; a retry must re-send the frozen payload instead.
    """

    def __init__(self, key: str, sent_digest: str, changed_digest: str) -> None:
        super().__init__(
            f"{key}: this payload (digest {changed_digest}) differs from the one already sent under the same key "
            f"(digest {sent_digest}); re-send the frozen payload, or pass correction=True to send it as a correction"
        )
        self.key = key
        self.sent_digest = sent_digest
        self.changed_digest = changed_digest


class TransportError(Exception):
    """The ledger could not be reached, or answered something that is not GraphQL, after every retry."""

    def __init__(self, message: str, *, status: Optional[int] = None, attempts: int = 1) -> None:
        super().__init__(message)
        self.status = status
        self.attempts = attempts
