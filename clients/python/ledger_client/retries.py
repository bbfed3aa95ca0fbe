"""When a request is tried again, and after how long.

A retry is safe because it re-sends exactly the bytes of the first try (frozen payloads,
client.py) under the same idempotency keys: the ledger answers a replay (`replayed: true`)
when the first try was written, and writes it when it was not.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable, Optional

__all__ = ["RetryPolicy", "RETRYABLE_STATUSES"]

# 503 is the ledger's UNAVAILABLE (with Retry-After); 502 and 504 come from a proxy in front of it.
RETRYABLE_STATUSES = frozenset({502, 503, 504})


@dataclass(frozen=True)
class RetryPolicy:
    """`attempts` tries in all; the n-th retry waits min(max_delay, initial_delay * multiplier**(n-1)), or the server's Retry-After."""

    attempts: int = 5
    initial_delay: float = 0.2
    multiplier: float = 2.0
    max_delay: float = 10.0
    sleep: Callable[[float], None] = field(default=time.sleep, compare=False, repr=False)

    def delay(self, retry: int, retry_after: Optional[str] = None) -> float:
        if retry_after is not None:
            try:
                return min(self.max_delay, max(0.0, float(retry_after)))
            except ValueError:
                pass  # an HTTP date: fall back to the backoff
        return min(self.max_delay, self.initial_delay * self.multiplier ** (retry - 1))


NO_RETRIES = RetryPolicy(attempts=1)
