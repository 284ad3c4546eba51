"""Set everything up with nothing but Python 3, then play or test.

    python3 tools/bootstrap.py play     # make .venv, install, open the game
    python3 tools/bootstrap.py test     # make .venv, install, run the test suite

The virtual environment is re-synced whenever a requirements file changes.
"""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VENV = ROOT / ".venv"
REQUIREMENTS = {"play": ["requirements.txt"], "test": ["requirements-dev.txt"]}


def venv_python() -> Path:
    sub = "Scripts/python.exe" if os.name == "nt" else "bin/python"
    return VENV / sub


def ensure_env(mode: str) -> Path:
    files = REQUIREMENTS[mode]
    digest = hashlib.sha256(b"".join((ROOT / f).read_bytes() for f in
                                     ["requirements.txt", *files])).hexdigest()
    stamp = VENV / f".installed-{mode}"
    if not venv_python().exists():
        print("Creating the virtual environment in .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    if not stamp.exists() or stamp.read_text() != digest:
        print("Installing " + ", ".join(files) + " ...", flush=True)
        for f in files:
            subprocess.check_call([str(venv_python()), "-m", "pip", "install",
                                   "--disable-pip-version-check", "-q", "-r", str(ROOT / f)])
        stamp.write_text(digest)
    return venv_python()


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in REQUIREMENTS:
        print(__doc__)
        return 2
    mode, rest = argv[0], argv[1:]
    python = ensure_env(mode)
    if mode == "play":
        command = [str(python), str(ROOT / "main.py"), *rest]
    else:
        command = [str(python), "-m", "pytest", "-q", *rest]
    return subprocess.call(command, cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
