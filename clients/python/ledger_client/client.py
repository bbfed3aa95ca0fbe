"""The ledger's client: every operation of the typed client, sent as trusted documents by hash.

    ledger = LedgerClient("http://127.0.0.1:4000/graphql", token)
    ledger.record_attempt(attempt)            # frozen once; retries re-send the same bytes
    ledger.cohort_reliability(cohort_id=...)  # typed results (TypedDicts of _generated.py)

Results are the operation's root field, typed to its selection. A typed error of a result
union (ValidationError, ForbiddenError, IdempotencyConflictError, ...) and an error of the
answer's `errors` are raised as the exception of their code (errors.py).
"""
from __future__ import annotations

import json
import warnings
from typing import Any, Mapping, Optional, Sequence, Union

from . import _generated as generated
from ._generated import GeneratedOperations, Operation
from .errors import LedgerError, TransportError, error_for, error_of_result
from .frozen import FrozenAdjudication, FrozenAttempt, Journal, freeze_adjudication, freeze_attempt
from .retries import RETRYABLE_STATUSES, RetryPolicy
from .subscriptions import Subscription
from .transport import TRANSIENT, Answer, Endpoint, post

__all__ = ["LedgerClient", "DigestDisagreement"]

USER_AGENT = "ledger-client-python/0.1.0"

# Refusals after which nothing of the payload is stored: its key is free for a fixed payload.
# (IDEMPOTENCY_CONFLICT keeps it: the ledger holds another payload under that key.)
_NOTHING_STORED = frozenset({"BAD_USER_INPUT", "FORBIDDEN", "NOT_FOUND", "UNAUTHENTICATED", "BAD_REQUEST", "TRUSTED_DOCUMENTS_ONLY", "TRUSTED_DOCUMENT_NOT_FOUND", "COST_LIMIT_EXCEEDED"})


class DigestDisagreement(UserWarning):
    """The ledger stored an outcomeDigest other than the one computed here: this client's canonical form is not the ledger's."""


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def request_body(operation: Operation, variables_json: str) -> bytes:
    """The request for a trusted document: its name, the variables (JSON text, as frozen) and its hash; never its text."""
    extensions = _json({"persistedQuery": {"version": 1, "sha256Hash": operation.sha256_hash}})
    return f'{{"operationName":{_json(operation.name)},"variables":{variables_json},"extensions":{extensions}}}'.encode("utf-8")


def _variables_json(variables: Mapping[str, Any]) -> str:
    # An omitted variable lets the argument's default apply; an explicit null would not.
    return _json({name: value for name, value in variables.items() if value is not None})


class LedgerClient(GeneratedOperations):
    """A client of one ledger endpoint with one bearer token (crl_…)."""

    def __init__(
        self,
        url: str,
        token: str,
        *,
        retry: Optional[RetryPolicy] = None,
        timeout: float = 30.0,
        journal: Optional[Journal] = None,
        subscription_read_timeout: Optional[float] = 90.0,
    ) -> None:
        self.endpoint = Endpoint(url)
        self.token = token
        self.retry = retry or RetryPolicy()
        self.timeout = timeout
        self.journal = journal if journal is not None else Journal()
        self.subscription_read_timeout = subscription_read_timeout
        self.user_agent = USER_AGENT

    # --- transport ----------------------------------------------------------------------

    def send(self, body: bytes) -> Answer:
        """POSTs `body`, trying again (the same bytes) after a transient failure or a 502/503/504."""
        failure: Optional[BaseException] = None
        answer: Optional[Answer] = None
        for attempt in range(1, self.retry.attempts + 1):
            if attempt > 1:
                self.retry.sleep(self.retry.delay(attempt - 1, answer.retry_after if answer is not None else None))
            try:
                answer = post(self.endpoint, self.token, body, timeout=self.timeout, user_agent=self.user_agent)
            except TRANSIENT as error:
                failure, answer = error, None
                continue
            if answer.status in RETRYABLE_STATUSES and attempt < self.retry.attempts:
                continue
            return answer
        if answer is not None:
            return answer
        raise TransportError(f"the ledger at {self.endpoint.url} could not be reached after {self.retry.attempts} tries: {failure!r}", attempts=self.retry.attempts) from failure

    def _data(self, answer: Answer) -> dict[str, Any]:
        try:
            payload = json.loads(answer.body)
        except ValueError:
            raise TransportError(f"HTTP {answer.status}: not a GraphQL answer: {answer.body[:200]!r}", status=answer.status) from None
        errors = payload.get("errors") if isinstance(payload, dict) else None
        if errors:
            first = errors[0]
            extensions = first.get("extensions") or {}
            raise error_for(extensions.get("code"), str(first.get("message", "")), status=answer.status, issues=extensions.get("issues"), payload=payload)
        data = payload.get("data") if isinstance(payload, dict) else None
        if not isinstance(data, dict):
            raise TransportError(f"HTTP {answer.status}: an answer without data", status=answer.status)
        return data

    def run(self, operation: Operation, body: bytes) -> Any:
        """Sends a prepared request; answers the operation's root value (or the data), raising a typed error."""
        answer = self.send(body)
        data = self._data(answer)
        if operation.root_field is None:
            return data
        value = data.get(operation.root_field)
        error = error_of_result(value, answer.status)
        if error is not None:
            raise error
        return value

    def _execute(self, operation: Operation, variables: dict[str, Any]) -> Any:
        return self.run(operation, request_body(operation, _variables_json(variables)))

    def _subscribe(self, operation: Operation, variables: dict[str, Any]) -> Subscription[Any]:
        return Subscription(self, operation, variables)

    # --- frozen payloads ------------------------------------------------------------------

    def freeze_attempt(self, attempt: Union[Mapping[str, Any], FrozenAttempt], *, correction: bool = False) -> FrozenAttempt:
        """Builds and freezes an attempt's input (its outcomeDigest computed here); refuses a changed payload under a used outcome id.

        Raises ChangedPayloadError (nothing sent) when this journal already sent another
        payload for the same project and outcome id, unless `correction` is true.
        """
        return freeze_attempt(self.journal, attempt, correction)

    def freeze_adjudication(self, adjudication: Union[Mapping[str, Any], FrozenAdjudication], *, correction: bool = False) -> FrozenAdjudication:
        """The same for an adjudication, keyed by its target and idempotencyKey."""
        return freeze_adjudication(self.journal, adjudication, correction)

    def _settle(self, key: str, digest: str, error: LedgerError) -> None:
        if error.code in _NOTHING_STORED:
            self.journal.forget(key, digest)

    def record_attempt(self, input: Union[Mapping[str, Any], FrozenAttempt], *, correction: bool = False) -> generated.RecordAttemptResult:  # type: ignore[override]
        """Records one outcome from its frozen input: a retry, or a call again with the same content, sends the same bytes (`replayed: true`)."""
        frozen = self.freeze_attempt(input, correction=correction)
        try:
            result = self.run(generated.RECORD_ATTEMPT, request_body(generated.RECORD_ATTEMPT, f'{{"input":{frozen.input_json}}}'))
        except LedgerError as error:
            self._settle(frozen.key, frozen.digest, error)
            raise
        self._check_digests([frozen], [result])
        return result  # type: ignore[no-any-return]

    def record_attempts(self, inputs: Sequence[Union[Mapping[str, Any], FrozenAttempt]], *, correction: bool = False) -> generated.RecordAttemptsResult:  # type: ignore[override]
        """Records up to 500 outcomes, each frozen first (any changed payload refuses the whole call, nothing sent).

        An item's own typed error stays in its result (`results[i].result`); `error_of_result` turns it into its exception.
        """
        frozen = [self.freeze_attempt(item, correction=correction) for item in inputs]
        body = request_body(generated.RECORD_ATTEMPTS, '{"inputs":[' + ",".join(item.input_json for item in frozen) + "]}")
        result = self.run(generated.RECORD_ATTEMPTS, body)
        outcomes = []
        for item in result["results"]:
            error = error_of_result(item["result"])
            if error is not None:
                self._settle(frozen[item["index"]].key, frozen[item["index"]].digest, error)
            else:
                outcomes.append((frozen[item["index"]], item["result"]))
        self._check_digests([entry for entry, _ in outcomes], [value for _, value in outcomes])
        return result  # type: ignore[no-any-return]

    def append_adjudication(self, input: Union[Mapping[str, Any], FrozenAdjudication], *, correction: bool = False) -> generated.AppendAdjudicationResult:  # type: ignore[override]
        """Appends an adjudication from its frozen input; a retry sends the same bytes (`replayed: true`)."""
        frozen = self.freeze_adjudication(input, correction=correction)
        try:
            return self.run(generated.APPEND_ADJUDICATION, request_body(generated.APPEND_ADJUDICATION, f'{{"input":{frozen.input_json}}}'))  # type: ignore[no-any-return]
        except LedgerError as error:
            self._settle(frozen.key, frozen.digest, error)
            raise

    @staticmethod
    def _check_digests(frozen: Sequence[FrozenAttempt], results: Sequence[Any]) -> None:
        for entry, result in zip(frozen, results):
            for attempt in result.get("attempts") or []:
                stored = attempt.get("outcomeDigest")
                if stored is not None and stored != entry.digest and not entry.correction:
                    warnings.warn(f"{entry.key}: the ledger's outcomeDigest {stored} is not the digest computed here, {entry.digest}", DigestDisagreement, stacklevel=3)
