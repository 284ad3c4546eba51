"""The damaged and odd files the damage suites build (tests/core/test_damaged_files.py,
tests/ui/test_damaged_files_app.py): how to make each at a path, the StorageError reason
reading it gives, and a fingerprint to prove that its bytes (or the odd thing itself)
survive, first under its own name and later under the .damaged- name."""
import hashlib
import os
import stat
import threading

from game.core.storage import MAX_FILE_BYTES


def _raw(data: bytes):
    def make(path):
        path.write_bytes(data)
    return make


def _huge(path):
    with open(path, "wb") as handle:          # sparse: quick to make, too big to be ours
        handle.truncate(MAX_FILE_BYTES + 1)


def _link(target):
    def make(path):
        os.symlink(target(path) if callable(target) else target, path)
    return make


#: name -> (maker, reason)
KINDS = {
    "empty": (_raw(b""), "damaged"),
    "truncated": (_raw(b'{"format": "boardgame-collection-save", "version": 1, "ga'), "damaged"),
    "not_utf8": (_raw(b'{"game": "\xff\xfe"}'), "damaged"),
    "nul_bytes": (_raw(b"\x00" * 64), "damaged"),
    "nul_in_text": (_raw(b'{"a": "x\x00y"}'), "damaged"),
    "long_number": (_raw(b'{"seed": ' + b"7" * 5000 + b"}"), "damaged"),     # int digit limit
    "deep_lists": (_raw(b"[" * 100_000 + b"]" * 100_000), "damaged"),        # RecursionError
    "deep_objects": (_raw(b'{"a": ' * 100_000), "damaged"),
    "not_a_number": (_raw(b'{"animation_speed": NaN}'), "damaged"),
    "list_at_top": (_raw(b"[1, 2, 3]"), "foreign"),
    "text_at_top": (_raw(b'"hello"'), "foreign"),
    "huge": (_huge, "too_big"),
    "directory": (lambda path: path.mkdir(), "not_a_file"),
    "fifo": (lambda path: os.mkfifo(path), "not_a_file"),
    "link_to_dev_zero": (_link("/dev/zero"), "not_a_file"),
    "link_to_urandom": (_link("/dev/urandom"), "not_a_file"),
    "dangling_link": (_link(lambda path: path.with_name("nowhere")), "unreadable"),
    "looping_link": (_link(lambda path: path.name), "unreadable"),        # a link to itself
}
#: a few of every sort, for the slower suites that go through the whole program
SOME = ("truncated", "long_number", "deep_lists", "fifo", "link_to_dev_zero", "directory", "list_at_top")


def make(kind: str, path):
    path.parent.mkdir(parents=True, exist_ok=True)
    KINDS[kind][0](path)
    return fingerprint(path)


def fingerprint(path):
    """What the thing at `path` is, to compare before and after (never follows a link)."""
    info = os.lstat(path)
    if stat.S_ISLNK(info.st_mode):
        return ("link", os.readlink(path))
    if stat.S_ISDIR(info.st_mode):
        return ("directory",)
    if stat.S_ISFIFO(info.st_mode):
        return ("fifo",)
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return ("file", info.st_size, digest.hexdigest())


def kept_copies(path):
    """The moved-aside copies of `path`: {name: fingerprint}."""
    prefix = path.name + ".damaged-"
    return {p.name: fingerprint(p) for p in path.parent.iterdir() if p.name.startswith(prefix)}


def assert_kept_once(path, print_):
    """The damaged thing now lives under exactly one .damaged- name, unchanged."""
    copies = kept_copies(path)
    assert list(copies.values()) == [print_], copies
    return next(iter(copies))


def within(seconds, fn, *args):
    """Run fn in a thread; fail (instead of hanging the suite) if it blocks."""
    box = {}

    def run():
        try:
            box["value"] = fn(*args)
        except BaseException as exc:        # handed to the test
            box["error"] = exc

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), f"{fn.__name__} hung"
    if "error" in box:
        raise box["error"]
    return box.get("value")
