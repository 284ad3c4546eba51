"""Set everything up with nothing but Python 3, then play, test or package.

    python3 tools/bootstrap.py play       # make .venv, install, open the game
    python3 tools/bootstrap.py test       # make .venv, install, run the test suite
    python3 tools/bootstrap.py build      # make the packaged app in dist/ (PyInstaller)
    python3 tools/bootstrap.py install    # build if needed; launcher in the menu and on the desktop
    python3 tools/bootstrap.py uninstall  # remove what install made

The virtual environment is re-synced whenever a requirements file changes; the build
tools (requirements-build.txt) go into the same .venv, and only for `build`.
"""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VENV = ROOT / ".venv"
REQUIREMENTS = {"play": ["requirements.txt"], "test": ["requirements-dev.txt"],
                "build": ["requirements-build.txt"]}
COMMANDS = (*REQUIREMENTS, "install", "uninstall")
SPEC = ROOT / "packaging" / "BoardGames.spec"
DIST, WORK = ROOT / "dist", ROOT / "build"
#: the folders the program reads; each of their files must be in the bundle
BUNDLED = ("data", "sprites", "seeds", "sounds")
ICON = ROOT / "sprites" / "ui" / "icon_256.png"      # the launcher's icon: big enough for any menu


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


def missing_from_bundle(internal: Path) -> list[str]:
    """Files of the checkout's data folders that the bundle lacks (empty when complete)."""
    missing = []
    for name in BUNDLED:
        for path in sorted((ROOT / name).rglob("*")):
            relative = path.relative_to(ROOT)
            if path.is_file() and not any(p.startswith(".") or p == "__pycache__"
                                          for p in relative.parts):
                if not (internal / relative).is_file():
                    missing.append(relative.as_posix())
    return missing


def build(rest: list[str]) -> int:
    """PyInstaller on packaging/BoardGames.spec, then a check that the app is there and
    carries every data file."""
    python = ensure_env("build")
    started = time.monotonic()
    code = subprocess.call([str(python), "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                            "--distpath", str(DIST), "--workpath", str(WORK), *rest, str(SPEC)],
                           cwd=ROOT)
    if code != 0:
        return code
    import launcher
    app = launcher.built_app(ROOT)
    folder = app if sys.platform == "darwin" else app.parent
    if not app.exists():
        print(f"build: {app} was not made", file=sys.stderr)
        return 1
    missing = missing_from_bundle(launcher.bundle_files(ROOT))
    if missing:
        print("build: missing from the bundle: " + ", ".join(missing[:20])
              + (f" and {len(missing) - 20} more" if len(missing) > 20 else ""), file=sys.stderr)
        return 1
    size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    print(f"build: {app.relative_to(ROOT)} ready ({size / 2**20:.0f} MiB in "
          f"{folder.relative_to(ROOT)}/, {time.monotonic() - started:.0f} s)", flush=True)
    return 0


def install(rest: list[str]) -> int:
    import launcher
    app = launcher.built_app(ROOT)
    if not app.exists():
        code = build(rest)
        if code != 0:
            return code
    for path in launcher.install(app, ICON):
        print(f"install: {path}")
    return 0


def uninstall() -> int:
    import launcher
    removed = launcher.uninstall()
    for path in removed:
        print(f"uninstall: removed {path}")
    if not removed:
        print("uninstall: nothing to remove")
    return 0


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in COMMANDS:
        print(__doc__)
        return 2
    mode, rest = argv[0], argv[1:]
    sys.path.insert(0, str(Path(__file__).resolve().parent))     # tools/launcher.py
    if mode == "build":
        return build(rest)
    if mode == "install":
        return install(rest)
    if mode == "uninstall":
        return uninstall()
    python = ensure_env(mode)
    if mode == "play":
        command = [str(python), str(ROOT / "main.py"), *rest]
    else:
        # Two test processes (pytest-xdist): the suite is CPU-bound and takes half the
        # time on two cores; arguments given here (a file, -k, -n 0) still apply.
        workers = [] if any(arg.startswith("-n") for arg in rest) else ["-n", "2"]
        command = [str(python), "-m", "pytest", "-q", *workers, *rest]
    return subprocess.call(command, cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
