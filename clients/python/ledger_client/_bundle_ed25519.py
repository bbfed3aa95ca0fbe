"""Ed25519 signature verification (RFC 8032 section 5.1.7), in pure Python from the
reference implementation of RFC 8032 section 6: the standard library has none. Not
constant-time, which verification of public data does not need. Verification is the
cofactorless equation [S]B = R + [k]A with S < L, as OpenSSL (the ledger's signer) checks it."""

import hashlib

_P = 2**255 - 19
_L = 2**252 + 27742317777372353535851937790883648493  # the group order (q in RFC 8032 section 6)


def _inv(x: int) -> int:
    return pow(x, _P - 2, _P)


_D = -121665 * _inv(121666) % _P
_SQRT_M1 = pow(2, (_P - 1) // 4, _P)


def _add(P, Q):
    a = (P[1] - P[0]) * (Q[1] - Q[0]) % _P
    b = (P[1] + P[0]) * (Q[1] + Q[0]) % _P
    c = 2 * P[3] * Q[3] * _D % _P
    d = 2 * P[2] * Q[2] % _P
    e, f, g, h = b - a, d - c, d + c, b + a
    return (e * f, g * h, f * g, e * h)


def _doublings(P) -> list:
    """P, 2P, 4P, … 2^255·P: a scalar multiple of a point used again is then only additions."""
    table = [P]
    for _ in range(255):
        table.append(_add(table[-1], table[-1]))
    return table


def _mul_by_table(s: int, table: list):
    Q = (0, 1, 1, 0)
    i = 0
    while s > 0:
        if s & 1:
            Q = _add(Q, table[i])
        s >>= 1
        i += 1
    return Q


def _equal(P, Q) -> bool:
    return (P[0] * Q[2] - Q[0] * P[2]) % _P == 0 and (P[1] * Q[2] - Q[1] * P[2]) % _P == 0


def _recover_x(y: int, sign: int):
    if y >= _P:
        return None
    x2 = (y * y - 1) * _inv(_D * y * y + 1)
    if x2 == 0:
        return None if sign else 0
    x = pow(x2, (_P + 3) // 8, _P)
    if (x * x - x2) % _P != 0:
        x = x * _SQRT_M1 % _P
    if (x * x - x2) % _P != 0:
        return None
    if (x & 1) != sign:
        x = _P - x
    return x


_GY = 4 * _inv(5) % _P
_GX = _recover_x(_GY, 0)
_G = (_GX, _GY, 1, _GX * _GY % _P)
_G_TABLE = _doublings(_G)
_KEY_TABLES: dict = {}  # public key bytes -> doublings of its point (a verifier checks one ledger key many times)


def _decompress(data: bytes):
    if len(data) != 32:
        return None
    y = int.from_bytes(data, "little")
    sign = y >> 255
    y &= (1 << 255) - 1
    x = _recover_x(y, sign)
    return None if x is None else (x, y, 1, x * y % _P)


def verify(public_key: bytes, message: bytes, signature: bytes) -> bool:
    """Whether `signature` is a valid Ed25519 signature of `message` by the 32-byte `public_key`."""
    if len(public_key) != 32 or len(signature) != 64:
        return False
    a_table = _KEY_TABLES.get(public_key)
    if a_table is None:
        a = _decompress(public_key)
        if a is None:
            return False
        a_table = _KEY_TABLES[bytes(public_key)] = _doublings(a)
    r = _decompress(signature[:32])
    if r is None:
        return False
    s = int.from_bytes(signature[32:], "little")
    if s >= _L:
        return False
    k = int.from_bytes(hashlib.sha512(signature[:32] + public_key + message).digest(), "little") % _L
    return _equal(_mul_by_table(s, _G_TABLE), _add(r, _mul_by_table(k, a_table)))
