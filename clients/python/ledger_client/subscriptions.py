"""Subscriptions over Server-Sent Events (GraphQL over SSE, distinct connections), resumed after a drop.

The ledger serves each subscription as one POST answered with text/event-stream
(docs/clients.md, "Subscriptions"). When the connection drops before the server completes
the stream, this client subscribes again with `since`, and the ledger first sends one
catch-up event (`catchUp: true`) for what was recorded after it, then the live events.

The resume point is what docs/clients.md names:
- `alertRaised`: the `raisedAt` of the last alert delivered (an alert is final when sent);
- the other subscriptions are notices to re-read: after handling an event, re-read what it
  is about and pass that read's `settledThrough` to `handled_through()`. Until then the
  point is the `since` the subscription started with, or else the instant the server
  answered its first connection (its Date header, a second earlier), so nothing after
  the subscription began is lost. Delivery is at least once: a catch-up may repeat a notice.
"""
from __future__ import annotations

import json
import threading
from datetime import timedelta
from email.utils import parsedate_to_datetime
from typing import TYPE_CHECKING, Any, Generic, Iterator, Optional, TypeVar

from .errors import TransportError, error_for
from .frozen import normalise_instant
from .transport import TRANSIENT, open_stream

if TYPE_CHECKING:
    import http.client

    from ._generated import Operation
    from .client import LedgerClient

__all__ = ["Subscription"]

T = TypeVar("T")


class Subscription(Generic[T]):
    """Iterate for the events (the subscription field's value); close() ends it, from any thread."""

    def __init__(self, client: "LedgerClient", operation: "Operation", variables: dict[str, Any]) -> None:
        self._client = client
        self._operation = operation
        self._variables = {name: value for name, value in variables.items() if value is not None}
        self.since: Optional[str] = self._variables.get("since")
        self.reconnects = 0
        self._closed = threading.Event()
        self._listening = threading.Event()
        self._connection: Optional["http.client.HTTPConnection"] = None
        self._response: Optional["http.client.HTTPResponse"] = None
        self._lock = threading.Lock()

    def wait_until_listening(self, timeout: Optional[float] = None) -> bool:
        """Blocks until the ledger answered the (latest) connection: from then on every write is delivered."""
        return self._listening.wait(timeout)

    def handled_through(self, settled_through: str) -> None:
        """Everything up to this instant is handled (the `settledThrough` of a read made after the last event): resume after it."""
        self.since = normalise_instant(settled_through)

    def close(self) -> None:
        self._closed.set()
        with self._lock:
            if self._response is not None:
                try:
                    self._response.close()
                except OSError:
                    pass
            if self._connection is not None:
                try:
                    # shutdown, not only close: it wakes a thread blocked reading the socket
                    if self._connection.sock is not None:
                        import socket

                        self._connection.sock.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
                self._connection.close()

    def __enter__(self) -> "Subscription[T]":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _connect(self) -> "http.client.HTTPResponse":
        """Opens the stream (with `since` when there is one), retrying transient failures; raises the ledger's refusals."""
        from .client import request_body

        variables = dict(self._variables)
        if self.since is not None:
            variables["since"] = self.since
        body = request_body(self._operation, json.dumps(variables, ensure_ascii=False, separators=(",", ":")))
        policy = self._client.retry
        failure: Optional[BaseException] = None
        for attempt in range(1, policy.attempts + 1):
            if self._closed.is_set():
                raise StopIteration
            if attempt > 1:
                policy.sleep(policy.delay(attempt - 1))
            try:
                connection, response = open_stream(self._client.endpoint, self._client.token, body, timeout=self._client.subscription_read_timeout, user_agent=self._client.user_agent)
            except TRANSIENT as error:
                failure = error
                continue
            content_type = response.getheader("content-type", "")
            if response.status == 200 and content_type.startswith("text/event-stream"):
                with self._lock:
                    self._connection, self._response = connection, response
                if self.since is None:
                    self._since_from_date(response.getheader("date"))
                self._listening.set()
                return response
            try:
                text = response.read()
            except TRANSIENT as error:
                failure = error
                connection.close()
                continue
            connection.close()
            if response.status in (502, 503, 504):
                failure = TransportError(f"HTTP {response.status}", status=response.status)
                continue
            try:
                errors = json.loads(text).get("errors") or []
            except (ValueError, AttributeError):
                errors = []
            first = errors[0] if errors else {"message": text[:200].decode("utf-8", "replace")}
            extensions = first.get("extensions") or {}
            raise error_for(extensions.get("code"), str(first.get("message", "")), status=response.status, payload={"errors": errors})
        raise TransportError(f"the subscription {self._operation.name} could not be opened after {policy.attempts} tries: {failure!r}", attempts=policy.attempts)

    def _since_from_date(self, date: Optional[str]) -> None:
        if not date:
            return
        try:
            answered = parsedate_to_datetime(date)
        except (TypeError, ValueError):
            return
        # The header has whole seconds: a second earlier is before the server started listening.
        self.since = normalise_instant(answered - timedelta(seconds=1))

    def _events(self, response: "http.client.HTTPResponse") -> Iterator[tuple[str, str]]:
        event, data = "message", []
        while True:
            line = response.readline()
            if not line:
                return  # the connection ended
            text = line.decode("utf-8").rstrip("\r\n")
            if text == "":
                if data or event != "message":
                    yield event, "\n".join(data)
                event, data = "message", []
            elif text.startswith(":"):
                continue  # a keep-alive comment
            elif text.startswith("event:"):
                event = text[6:].strip()
            elif text.startswith("data:"):
                data.append(text[5:][1:] if text[5:].startswith(" ") else text[5:])

    def __iter__(self) -> Iterator[T]:
        root = self._operation.root_field
        barren = 0  # connections in a row that ended before any event
        while not self._closed.is_set():
            if barren:
                if barren >= self._client.retry.attempts:
                    raise TransportError(f"the subscription {self._operation.name} ended {barren} times in a row before any event")
                self._client.retry.sleep(self._client.retry.delay(barren))
            try:
                response = self._connect()
            except StopIteration:
                return
            barren += 1
            try:
                for event, data in self._events(response):
                    barren = 0
                    if event == "complete":
                        self.close()
                        return
                    if not data:
                        continue
                    payload = json.loads(data)
                    errors = payload.get("errors")
                    if errors:
                        extensions = errors[0].get("extensions") or {}
                        self.close()
                        raise error_for(extensions.get("code"), str(errors[0].get("message", "")), payload=payload)
                    value = payload.get("data", {}).get(root) if root else payload.get("data")
                    if isinstance(value, dict) and isinstance(value.get("alert"), dict) and value["alert"].get("raisedAt"):
                        self.since = normalise_instant(value["alert"]["raisedAt"])
                    yield value  # type: ignore[misc]
            except TRANSIENT:
                pass  # dropped: subscribe again from the resume point
            finally:
                self._listening.clear()
                with self._lock:
                    connection, self._connection, self._response = self._connection, None, None
                if connection is not None:
                    connection.close()
            if not self._closed.is_set():
                self.reconnects += 1
