"""tools/launcher.py (bootstrap.py install / uninstall), the Linux path, on a fake build in
a temporary HOME: no real build, nothing outside tmp_path touched."""
import base64
import configparser
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import launcher  # noqa: E402

ICON = ROOT / "sprites" / "ui" / "icon.png"


@pytest.fixture
def home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(launcher, "_trust", lambda path: None)     # no gio calls in tests
    return home


def fake_build(root: Path) -> Path:
    exe = launcher.built_app(root, "linux")
    exe.parent.mkdir(parents=True)
    exe.write_text("#!/bin/sh\n")
    exe.chmod(0o755)
    return exe


def read_entry(path: Path) -> dict:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read_string(path.read_text(encoding="utf-8"))
    return dict(parser["Desktop Entry"])


def snapshot(folder: Path) -> set:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*")}


def test_built_app_paths_per_system():
    root = Path("/x")
    assert launcher.built_app(root, "linux") == root / "dist" / "BoardGames" / "BoardGames"
    assert launcher.built_app(root, "win32") == root / "dist" / "BoardGames" / "BoardGames.exe"
    assert launcher.built_app(root, "darwin") == root / "dist" / "BoardGames.app"
    assert launcher.bundle_files(root, "linux") == root / "dist" / "BoardGames" / "_internal"


def test_install_makes_menu_and_desktop_entries_and_uninstall_removes_exactly_them(home, tmp_path):
    exe = fake_build(tmp_path / "checkout")
    (home / "Desktop").mkdir()
    apps = home / ".local" / "share" / "applications"
    apps.mkdir(parents=True)
    (apps / "other.desktop").write_text("[Desktop Entry]\nName=Other\n")
    (home / "Desktop" / "notes.txt").write_text("mine")
    before = snapshot(home)

    made = launcher.install(exe, ICON, platform="linux")

    menu = apps / "boardgame-collection.desktop"
    desktop = home / "Desktop" / "boardgame-collection.desktop"
    icon = home / ".local/share/icons/hicolor/64x64/apps/boardgame-collection.png"
    assert set(made) == {menu, desktop, icon}
    assert icon.read_bytes() == ICON.read_bytes()
    for path in (menu, desktop):
        entry = read_entry(path)
        assert entry["Type"] == "Application"
        assert entry["Name"] == "Board Games"
        assert entry["Exec"] == str(exe.resolve())
        assert entry["Path"] == str(exe.resolve().parent)
        assert entry["Icon"] == str(icon)
        assert entry["Terminal"] == "false"
        assert path.stat().st_mode & 0o100
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(menu)], capture_output=True, text=True)
        assert check.returncode == 0, check.stdout + check.stderr

    assert launcher.install(exe, ICON, platform="linux") == made     # again: same files

    removed = launcher.uninstall(platform="linux")
    assert set(removed) == {menu, desktop, icon}
    assert snapshot(home) == before
    assert launcher.uninstall(platform="linux") == []


def test_no_desktop_folder_means_menu_only(home, tmp_path):
    exe = fake_build(tmp_path / "checkout")
    made = launcher.install(exe, ICON, platform="linux")
    assert not (home / "Desktop").exists()
    assert {p.name for p in made} == {"boardgame-collection.desktop", "boardgame-collection.png"}
    launcher.uninstall(platform="linux")
    assert not (home / ".local" / "share" / "icons").exists()


def test_desktop_folder_from_user_dirs_and_xdg_data_home(home, tmp_path, monkeypatch):
    exe = fake_build(tmp_path / "checkout")
    (home / "Escritorio").mkdir()
    (home / ".config").mkdir()
    (home / ".config" / "user-dirs.dirs").write_text('XDG_DESKTOP_DIR="$HOME/Escritorio"\n')
    data = tmp_path / "xdg-data"
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    made = launcher.install(exe, ICON, platform="linux")
    assert home / "Escritorio" / "boardgame-collection.desktop" in made
    assert data / "applications" / "boardgame-collection.desktop" in made
    assert not (home / ".local").exists()
    launcher.uninstall(platform="linux")
    assert list((home / "Escritorio").iterdir()) == []


def test_a_launcher_install_did_not_make_is_left_alone(home, tmp_path):
    exe = fake_build(tmp_path / "checkout")
    apps = home / ".local" / "share" / "applications"
    apps.mkdir(parents=True)
    foreign = apps / "boardgame-collection.desktop"
    foreign.write_text("[Desktop Entry]\nName=Someone else's\n")
    with pytest.raises(FileExistsError):
        launcher.install(exe, ICON, platform="linux")
    assert not (home / ".local" / "share" / "icons").exists()      # nothing half made
    assert launcher.uninstall(platform="linux") == []
    assert foreign.read_text() == "[Desktop Entry]\nName=Someone else's\n"


def test_paths_with_spaces_and_odd_characters_are_quoted(home, tmp_path):
    exe = fake_build(tmp_path / "my games" / "50% $off")
    launcher.install(exe, ICON, platform="linux")
    entry = read_entry(home / ".local/share/applications/boardgame-collection.desktop")
    assert entry["Exec"] == '"' + str(exe.resolve()).replace("$", "\\\\$").replace("%", "%%") + '"'
    assert launcher.exec_quote(Path("/a/b")) == "/a/b"
    assert launcher.exec_quote(Path('/a b/c"d')) == '"/a b/c\\\\"d"'


def test_no_build_is_reported(home, tmp_path):
    with pytest.raises(FileNotFoundError, match="bootstrap.py build"):
        launcher.install(tmp_path / "dist" / "BoardGames" / "BoardGames", ICON, platform="linux")


def test_windows_shortcuts_go_through_powershell_with_paths_in_the_environment():
    exe = Path("C:/Games/dist/BoardGames/BoardGames.exe")
    command, env = launcher.windows_command("install", exe)
    assert command[0] == "powershell" and "-NoProfile" in command
    assert command[-2] == "-EncodedCommand"
    script = base64.b64decode(command[-1]).decode("utf-16-le")
    assert "WScript.Shell" in script and "GetFolderPath('Programs')" in script
    assert "GetFolderPath('Desktop')" in script
    assert env["BG_TARGET"].endswith("BoardGames.exe") and env["BG_LABEL"] == "Board Games"
    command, env = launcher.windows_command("uninstall", None)
    script = base64.b64decode(command[-1]).decode("utf-16-le")
    assert "Remove-Item" in script and "$env:BG_MARK" in script


def test_bootstrap_install_builds_first_when_there_is_no_build(home, tmp_path, monkeypatch):
    sys.path.insert(0, str(ROOT / "tools"))
    import bootstrap
    root = tmp_path / "checkout"
    monkeypatch.setattr(bootstrap, "ROOT", root)
    monkeypatch.setattr(launcher, "install", lambda app, icon: [app])
    built = []

    def build(rest):
        built.append(rest)
        fake_build(root)
        return 0

    monkeypatch.setattr(bootstrap, "build", build)
    monkeypatch.setattr(sys, "platform", "linux")
    assert bootstrap.main(["install"]) == 0
    assert built == [[]]
    assert bootstrap.main(["install"]) == 0
    assert built == [[]]                      # built once: the second install reuses it
