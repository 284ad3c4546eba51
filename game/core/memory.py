"""Giving freed memory back to the system.

Most of the program's memory is pictures, C memory that SDL allocates with malloc. glibc's
allocator keeps what is freed for reuse instead of returning it, so a process stays as
large as its largest moment (measured: a session at 158 MB went to 119 MB once the freed
memory was returned). `keep_large_blocks_apart()` (at start-up) has large pictures
returned as soon as they are freed, and `give_back()` returns the rest (glibc's
malloc_trim) at the moments the program drops pictures: a screen or a game left.
Elsewhere (Windows, macOS, musl) there are no such calls and both do nothing; those
allocators return memory on their own terms.
"""
from __future__ import annotations

import ctypes
import sys

M_MMAP_THRESHOLD = -3   # glibc's mallopt parameter
LARGE = 128 * 1024      # blocks this large or larger: mapped apart, returned as soon as freed
_trim = None            # glibc's malloc_trim; False where there is none


def _libc():
    """The C library the program runs on (Linux), else None."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(None)
    except OSError:
        return None


def keep_large_blocks_apart() -> bool:
    """Have every large block (a picture of more than about 180x180 pixels) mapped on its
    own and returned to the system as soon as it is freed. glibc does so by default, but
    raises the limit each time such a block is freed, after which big pictures are carved
    out of the heap, whose freed holes it keeps; a fixed limit stops that. Called once at
    start-up; False where there is no mallopt (musl has one that does nothing)."""
    mallopt = getattr(_libc(), "mallopt", None)
    if mallopt is None:
        return False
    mallopt.argtypes, mallopt.restype = [ctypes.c_int, ctypes.c_int], ctypes.c_int
    return mallopt(M_MMAP_THRESHOLD, LARGE) == 1


def _malloc_trim():
    global _trim
    if _trim is None:
        _trim = False
        trim = getattr(_libc(), "malloc_trim", None)      # musl has none
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
