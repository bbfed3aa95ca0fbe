"""A TCP proxy in front of the ledger that can lose an answer, cut a stream and hold new connections.

It stands for the network between a harness and the ledger: the failures a retry and a
resumed subscription exist for. It records every request's bytes, so a test can compare
what each try sent.
"""
from __future__ import annotations

import socket
import threading
from typing import Optional
from urllib.parse import urlsplit


class Proxy:
    def __init__(self, upstream_url: str) -> None:
        parts = urlsplit(upstream_url)
        self.upstream = (parts.hostname or "127.0.0.1", parts.port or 80)
        self.path = parts.path
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self.listener.getsockname()[1]}{self.path}"
        self.requests: list[bytes] = []  # each request's body, as received
        self.lose_answers = 0  # this many next requests reach the ledger, but their answers are lost
        self.open = threading.Event()  # cleared: new connections wait
        self.open.set()
        self.streams: list[socket.socket] = []
        self._lock = threading.Lock()
        self._closed = False
        threading.Thread(target=self._accept, daemon=True).start()

    def close(self) -> None:
        self._closed = True
        self.listener.close()
        self.cut()

    def cut(self) -> None:
        """Drops every connection under way, as a network fault would."""
        with self._lock:
            streams, self.streams = self.streams, []
        for stream in streams:
            try:
                stream.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            stream.close()

    def _accept(self) -> None:
        while not self._closed:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            threading.Thread(target=self._serve, args=(client,), daemon=True).start()

    @staticmethod
    def _read_request(client: socket.socket) -> Optional[tuple[bytes, bytes]]:
        data = b""
        while b"\r\n\r\n" not in data:
            chunk = client.recv(65536)
            if not chunk:
                return None
            data += chunk
        head, _, body = data.partition(b"\r\n\r\n")
        length = 0
        for line in head.split(b"\r\n")[1:]:
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value.strip())
        while len(body) < length:
            chunk = client.recv(65536)
            if not chunk:
                return None
            body += chunk
        return head + b"\r\n\r\n", body

    def _serve(self, client: socket.socket) -> None:
        request = self._read_request(client)
        if request is None:
            client.close()
            return
        head, body = request
        self.open.wait()
        with self._lock:
            self.requests.append(body)
            lose = self.lose_answers > 0
            if lose:
                self.lose_answers -= 1
        upstream = socket.create_connection(self.upstream)
        upstream.sendall(head + body)
        if lose:
            # The ledger has the request and answers; the answer never reaches the client.
            upstream.recv(65536)
            upstream.close()
            client.close()
            return
        with self._lock:
            self.streams.append(client)

        def pump(source: socket.socket, target: socket.socket) -> None:
            try:
                while True:
                    chunk = source.recv(65536)
                    if not chunk:
                        break
                    target.sendall(chunk)
            except OSError:
                pass
            for end in (source, target):
                try:
                    end.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

        threading.Thread(target=pump, args=(client, upstream), daemon=True).start()
        pump(upstream, client)
        upstream.close()
        client.close()
        with self._lock:
            if client in self.streams:
                self.streams.remove(client)
