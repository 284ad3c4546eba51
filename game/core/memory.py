"""Giving freed memory back to the system.

Most of the program's memory is pictures, C memory that SDL allocates with malloc. glibc's
allocator keeps what is freed for reuse instead of returning it, so a process stays as
large as its largest moment (measured: a session at 158 MB went to 119 MB once the freed
memory was returned). `give_back()` returns it (glibc's malloc_trim) at the moments the
program drops pictures: a screen or a game left. Elsewhere (Windows, macOS, musl) there is
no such call and it does nothing; those allocators return memory on their own terms.
"""
from __future__ import annotations

import ctypes
import sys

_trim = None            # glibc's malloc_trim; False where there is none


def _malloc_trim():
    global _trim
    if _trim is None:
        _trim = False
        if sys.platform.startswith("linux"):
            try:
                trim = ctypes.CDLL(None).malloc_trim      # the C library the program runs on
            except (OSError, AttributeError):             # not glibc (musl has no malloc_trim)
                trim = None
            if trim is not None:
                trim.argtypes, trim.restype = [ctypes.c_size_t], ctypes.c_int
                _trim = trim
    return _trim


def give_back() -> bool:
    """Return the allocator's free memory to the system; False where it cannot be done."""
    trim = _malloc_trim()
    if not trim:
        return False
    trim(0)
    return True
