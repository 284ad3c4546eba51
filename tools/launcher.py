"""Put a launcher for the built app in the application menu and on the desktop, and take
it away again. Used by `python3 tools/bootstrap.py install` and `uninstall`; standard
library only, so it runs with the system Python.

- Linux: `boardgame-collection.desktop` in ~/.local/share/applications (or
  $XDG_DATA_HOME/applications) and in the desktop folder if there is one (XDG_DESKTOP_DIR
  from ~/.config/user-dirs.dirs, else ~/Desktop); the icon copied to
  .../icons/hicolor/<size>x<size>/apps/boardgame-collection.png.
- Windows: `Board Games.lnk` in the Start Menu's Programs folder and on the Desktop, made
  with PowerShell through the WScript.Shell COM object; the icon is the one in the .exe.
- macOS: dist/BoardGames.app copied to ~/Applications, and a link to it on ~/Desktop.

Everything install makes is at a fixed path and carries a mark (a key in the .desktop
file, the shortcut's description, the bundle identifier); uninstall removes what is at
those paths and carries the mark, nothing else.
"""
from __future__ import annotations

import base64
import os
import plistlib
import re
import shutil
import stat
import subprocess
import sys
from pathlib import Path

NAME = "BoardGames"                              # the executable and the .app
LABEL = "Board Games"                            # what the menu and the desktop show
APP_ID = "boardgame-collection"                  # .desktop and icon file names
BUNDLE_ID = "org.boardgamecollection.BoardGames"  # packaging/BoardGames.spec says the same
MARK_KEY = "X-BoardGames-Installed-By"
MARK = "tools/bootstrap.py install"
COMMENT = {"en": "Zefiria, Fire Tower and more board games",
           "es": "Zefiria, Fire Tower y más juegos de mesa"}
LABEL_ES = "Juegos de mesa"


def built_app(root: Path, platform: str | None = None) -> Path:
    """What a launcher starts: the executable PyInstaller made, or on macOS the .app."""
    platform = platform or sys.platform
    dist = Path(root) / "dist"
    if platform == "darwin":
        return dist / f"{NAME}.app"
    return dist / NAME / (f"{NAME}.exe" if platform == "win32" else NAME)


def bundle_files(root: Path, platform: str | None = None) -> Path:
    """The folder the built app reads its files from (its sys._MEIPASS): `_internal/`
    beside the executable, `Contents/Frameworks` in the .app (links into Resources)."""
    if (platform or sys.platform) == "darwin":
        return built_app(root, platform) / "Contents" / "Frameworks"
    return Path(root) / "dist" / NAME / "_internal"


def install(app: Path, icon: Path, platform: str | None = None) -> list[Path]:
    """Make the launchers for `app`; returns the paths made."""
    platform = platform or sys.platform
    app = Path(app).resolve()
    if not app.exists():
        raise FileNotFoundError(f"{app}: no built app there "
                                "(run: python3 tools/bootstrap.py build)")
    if platform == "win32":
        return _windows("install", app)
    if platform == "darwin":
        return _mac_install(app)
    return _linux_install(app, Path(icon))


def uninstall(platform: str | None = None) -> list[Path]:
    """Remove what install made; returns the paths removed."""
    platform = platform or sys.platform
    if platform == "win32":
        return _windows("uninstall", None)
    if platform == "darwin":
        return _mac_uninstall()
    return _linux_uninstall()


# --------------------------------------------------------------------------- Linux

def _home() -> Path:
    return Path(os.environ.get("HOME") or Path.home())


def _xdg(variable: str, default: str) -> Path:
    value = os.environ.get(variable, "")
    return Path(value) if os.path.isabs(value) else _home() / default


def linux_paths() -> dict:
    """Where the Linux launcher's files go (the desktop entry only if that folder exists)."""
    data = _xdg("XDG_DATA_HOME", ".local/share")
    desktop = desktop_folder()
    return {"menu": data / "applications" / f"{APP_ID}.desktop",
            "desktop": desktop / f"{APP_ID}.desktop" if desktop else None,
            "icons": data / "icons" / "hicolor"}


def desktop_folder() -> Path | None:
    """The user's desktop folder (XDG user dirs, e.g. ~/Escritorio), if it exists."""
    home = _home()
    folder = home / "Desktop"
    config = _xdg("XDG_CONFIG_HOME", ".config") / "user-dirs.dirs"
    try:
        text = config.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        text = ""
    match = re.search(r'^\s*XDG_DESKTOP_DIR\s*=\s*"([^"]*)"', text, re.MULTILINE)
    if match:
        value = match.group(1).replace("$HOME", str(home))
        if os.path.isabs(value) and Path(value) != home:      # "$HOME" alone: no desktop
            folder = Path(value)
    return folder if folder.is_dir() else None


def exec_quote(path: Path) -> str:
    """One argument of a desktop entry's Exec key: quoted and escaped as the Desktop Entry
    Specification says (then the string value's own escape of backslashes)."""
    text = str(path)
    if re.search(r'[\s"\'\\><~|&;$*?#()`%]', text):
        text = '"' + re.sub(r'(["`$\\])', r"\\\1", text) + '"'
    return text.replace("\\", "\\\\").replace("%", "%%")


def png_size(path: Path) -> int:
    data = Path(path).read_bytes()[:24]
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError(f"{path}: not a PNG image")
    return int.from_bytes(data[16:20], "big")


def _string(text) -> str:
    """A desktop entry string value: backslashes and line breaks escaped."""
    return str(text).replace("\\", "\\\\").replace("\n", "\\n")


def desktop_entry(app: Path, icon: Path) -> str:
    lines = ["[Desktop Entry]", "Type=Application", "Version=1.0",
             f"Name={LABEL}", f"Name[es]={LABEL_ES}",
             f"Comment={COMMENT['en']}", f"Comment[es]={COMMENT['es']}",
             f"Exec={exec_quote(app)}", f"Path={_string(app.parent)}", f"Icon={_string(icon)}",
             "Terminal=false", "Categories=Game;BoardGame;", f"StartupWMClass={NAME}",
             f"{MARK_KEY}={MARK}"]
    return "\n".join(lines) + "\n"


def _ours(path: Path | None) -> bool:
    """A .desktop file install wrote (its mark key is there)."""
    try:
        return path is not None and f"\n{MARK_KEY}=" in path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return False


def _linux_install(app: Path, icon: Path) -> list[Path]:
    paths = linux_paths()
    size = png_size(icon)
    icon_to = paths["icons"] / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
    entries = [paths[key] for key in ("menu", "desktop") if paths[key] is not None]
    for path in entries:
        if (path.exists() or path.is_symlink()) and not _ours(path):
            raise FileExistsError(f"{path}: a launcher that install did not make is there; "
                                  "move it away first")
    icon_to.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(icon, icon_to)
    made = [icon_to]
    entry = desktop_entry(app, icon_to)
    for path in entries:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(entry, encoding="utf-8")
        path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
        made.append(path)
    if paths["desktop"] is not None:
        _trust(paths["desktop"])
    return made


def _trust(path: Path) -> None:
    """GNOME starts a launcher on the desktop only once it is marked trusted; elsewhere
    (or with no gio) this does nothing."""
    gio = shutil.which("gio")
    if gio:
        try:
            subprocess.run([gio, "set", str(path), "metadata::trusted", "true"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=10)
        except (OSError, subprocess.SubprocessError):
            pass


def _linux_uninstall() -> list[Path]:
    paths = linux_paths()
    removed = []
    for key in ("menu", "desktop"):
        if _ours(paths[key]):
            paths[key].unlink()
            removed.append(paths[key])
    hicolor = paths["icons"]
    for icon in sorted(hicolor.glob(f"*/apps/{APP_ID}.png")):
        icon.unlink()
        removed.append(icon)
        for folder in (icon.parent, icon.parent.parent, hicolor, hicolor.parent):
            try:
                folder.rmdir()           # only the folders install may have made, if empty
            except OSError:
                break
    return removed


# --------------------------------------------------------------------------- Windows

_PS_FOLDERS = "@([Environment]::GetFolderPath('Programs'), [Environment]::GetFolderPath('Desktop'))"

PS_INSTALL = f"""$ErrorActionPreference = 'Stop'
$shell = New-Object -ComObject WScript.Shell
foreach ($folder in {_PS_FOLDERS}) {{
  $link = $shell.CreateShortcut((Join-Path $folder ($env:BG_LABEL + '.lnk')))
  $link.TargetPath = $env:BG_TARGET
  $link.WorkingDirectory = Split-Path -Parent $env:BG_TARGET
  $link.IconLocation = $env:BG_TARGET + ',0'
  $link.Description = $env:BG_MARK
  $link.Save()
  Write-Output $link.FullName
}}
"""

PS_UNINSTALL = f"""$ErrorActionPreference = 'Stop'
$shell = New-Object -ComObject WScript.Shell
foreach ($folder in {_PS_FOLDERS}) {{
  $path = Join-Path $folder ($env:BG_LABEL + '.lnk')
  if ((Test-Path -LiteralPath $path) -and
      ($shell.CreateShortcut($path).Description -eq $env:BG_MARK)) {{
    Remove-Item -LiteralPath $path
    Write-Output $path
  }}
}}
"""


def windows_command(action: str, app: Path | None) -> tuple[list[str], dict]:
    """The PowerShell command line and environment for install or uninstall: the script
    goes as -EncodedCommand and the paths in the environment, so no quoting can break it."""
    script = PS_INSTALL if action == "install" else PS_UNINSTALL
    env = dict(os.environ, BG_LABEL=LABEL, BG_MARK=COMMENT["en"],     # the tooltip, and our mark
               BG_TARGET=str(app) if app else "")
    encoded = base64.b64encode(script.encode("utf-16-le")).decode("ascii")
    return (["powershell", "-NoProfile", "-NonInteractive", "-ExecutionPolicy", "Bypass",
             "-EncodedCommand", encoded], env)


def _windows(action: str, app: Path | None) -> list[Path]:
    command, env = windows_command(action, app)
    done = subprocess.run(command, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"PowerShell could not {action} the shortcuts: "
                           + (done.stderr.strip() or done.stdout.strip()))
    return [Path(line) for line in done.stdout.splitlines() if line.strip()]


# --------------------------------------------------------------------------- macOS

def mac_paths() -> dict:
    home = _home()
    return {"app": home / "Applications" / f"{NAME}.app",
            "desktop": home / "Desktop" / f"{NAME}.app"}


def _our_bundle(path: Path) -> bool:
    try:
        with open(path / "Contents" / "Info.plist", "rb") as handle:
            return plistlib.load(handle).get("CFBundleIdentifier") == BUNDLE_ID
    except (OSError, ValueError, plistlib.InvalidFileException):
        return False


def _mac_install(app: Path) -> list[Path]:
    paths = mac_paths()
    target, link = paths["app"], paths["desktop"]
    if target.exists() or target.is_symlink():
        if not _our_bundle(target):
            raise FileExistsError(f"{target}: another app is there; move it away first")
        shutil.rmtree(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copytree(app, target, symlinks=True)
    made = [target]
    if link.parent.is_dir() and not link.exists() and not link.is_symlink():
        link.symlink_to(target)
        made.append(link)
    return made


def _mac_uninstall() -> list[Path]:
    paths = mac_paths()
    target, link = paths["app"], paths["desktop"]
    removed = []
    if link.is_symlink() and Path(os.readlink(link)) == target:
        link.unlink()
        removed.append(link)
    if target.is_dir() and not target.is_symlink() and _our_bundle(target):
        shutil.rmtree(target)
        removed.append(target)
    return removed
