"""What the tests share: an attempt input, and the server the process test started (or a skip)."""
from __future__ import annotations

import os
import unittest
import uuid
from datetime import datetime, timedelta, timezone
from typing import Any, Optional

SERVER_VARIABLES = ("LEDGER_URL", "LEDGER_PROJECT_ID", "LEDGER_OTHER_PROJECT_ID", "LEDGER_ADMIN_TOKEN", "LEDGER_RECORDER_TOKEN",
                    "LEDGER_READER_TOKEN", "LEDGER_JUDGE_TOKEN", "LEDGER_JUDGE_REF", "LEDGER_IMPOSTOR_TOKEN")


def server() -> dict[str, str]:
    """The server's URL, project and tokens; the test is skipped when they are not given."""
    missing = [name for name in SERVER_VARIABLES if not os.environ.get(name)]
    if missing:
        raise unittest.SkipTest(
            f"no ledger server: {', '.join(missing)} unset (npx vitest run test/process/python-client.test.ts starts one and sets them)"
        )
    return {name: os.environ[name] for name in SERVER_VARIABLES}


def attempt(project_id: str, *, outcome_id: Optional[str] = None, finished_at: Optional[datetime] = None, model: str = "py-model",
            capability: str = "python.client", **overrides: Any) -> dict[str, Any]:
    finished = finished_at or datetime.now(timezone.utc) - timedelta(seconds=5)
    value: dict[str, Any] = {
        "outcomeId": outcome_id or f"py-outcome-{uuid.uuid4()}",
        "projectId": project_id,
        "taskRef": "py-task-1",
        "agentRunRef": f"py-run-{uuid.uuid4()}",
        "workerRef": "py-worker",
        "outcomeCode": "SUCCEEDED",
        "stopReasonCode": "COMPLETED",
        "attemptNumber": 1,
        "startedAt": finished - timedelta(minutes=2),
        "finishedAt": finished,
        "capabilities": [capability],
        "scope": {"rootRef": "repo:py", "paths": ["src//a/", " src/b "]},
        "runtime": {"provider": "acme", "model": model, "runtimeVersion": "2026.12"},
        "policy": {"harnessVersion": "h1", "policyVersion": "p1"},
        "verification": {"mode": "SELF_REPORTED", "result": "PASSED"},
        "acceptanceCriteria": {"total": 3, "met": 3},
        "validationCommands": {"total": 2, "passed": 2, "failed": 0},
    }
    value.update(overrides)
    return value
