"""HTTP for the client: one POST per try, standard library only (http.client)."""
from __future__ import annotations

import http.client
import socket
import ssl
from dataclasses import dataclass
from typing import Optional
from urllib.parse import urlsplit

__all__ = ["Endpoint", "Answer", "post", "open_stream", "TRANSIENT"]

# What a try can fail with before an answer arrives: the connection refused, reset or cut, or no answer in time.
TRANSIENT = (ConnectionError, socket.timeout, TimeoutError, http.client.HTTPException, OSError)


@dataclass(frozen=True)
class Endpoint:
    url: str

    def connection(self, timeout: Optional[float]) -> http.client.HTTPConnection:
        parts = urlsplit(self.url)
        if parts.scheme == "https":
            return http.client.HTTPSConnection(parts.hostname or "", parts.port or 443, timeout=timeout, context=ssl.create_default_context())
        if parts.scheme == "http":
            return http.client.HTTPConnection(parts.hostname or "", parts.port or 80, timeout=timeout)
        raise ValueError(f"the ledger's URL must be http or https: {self.url}")

    @property
    def target(self) -> str:
        parts = urlsplit(self.url)
        return (parts.path or "/") + (f"?{parts.query}" if parts.query else "")


@dataclass(frozen=True)
class Answer:
    status: int
    content_type: str
    retry_after: Optional[str]
    body: bytes


def _headers(token: str, accept: str, user_agent: str) -> dict[str, str]:
    return {"authorization": f"Bearer {token}", "content-type": "application/json", "accept": accept, "user-agent": user_agent}


def post(endpoint: Endpoint, token: str, body: bytes, *, timeout: Optional[float], user_agent: str) -> Answer:
    """One POST of exactly `body`; raises one of TRANSIENT when no whole answer arrived."""
    connection = endpoint.connection(timeout)
    try:
        connection.request("POST", endpoint.target, body=body, headers=_headers(token, "application/graphql-response+json, application/json", user_agent))
        response = connection.getresponse()
        data = response.read()
        return Answer(response.status, response.getheader("content-type", ""), response.getheader("retry-after"), data)
    finally:
        connection.close()


def open_stream(endpoint: Endpoint, token: str, body: bytes, *, timeout: Optional[float], user_agent: str) -> tuple[http.client.HTTPConnection, http.client.HTTPResponse]:
    """A POST asking for text/event-stream; the caller reads the response and closes the connection."""
    connection = endpoint.connection(timeout)
    try:
        connection.request("POST", endpoint.target, body=body, headers=_headers(token, "text/event-stream", user_agent))
        return connection, connection.getresponse()
    except BaseException:
        connection.close()
        raise
