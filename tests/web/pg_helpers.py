"""A throwaway PostgreSQL for the tests, from the Debian binaries (``/usr/lib/postgresql/*/bin``): the session's
shared one is conftest.py's ``postgres`` fixture; a test that stops and starts its database makes its own."""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from webtest_helpers import free_port


def _pg_bin() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


PG_BIN = _pg_bin()


class PostgresServer:
    """A throwaway PostgreSQL cluster: ``initdb`` into a temporary directory, ``pg_ctl start`` on a free port."""

    def __init__(self, bin_dir: Path) -> None:
        self.bin = bin_dir
        self.root = Path(tempfile.mkdtemp(prefix="unoduo-pg-"))
        self.data = self.root / "data"
        self.port = free_port()
        self.as_root = os.geteuid() == 0
        self.count = 0

    def _run(self, *args: str) -> None:
        prefix = ["runuser", "-u", "postgres", "--"] if self.as_root else []
        subprocess.run([*prefix, *args], check=True, capture_output=True, timeout=60)

    def start(self) -> None:
        if self.as_root:
            shutil.chown(self.root, "postgres", "postgres")
        self.root.chmod(0o700)
        self._run(str(self.bin / "initdb"), "-D", str(self.data), "-A", "trust", "-U", "postgres", "--no-sync")
        self.resume()

    def resume(self) -> None:
        """Start the cluster's server (again, after :meth:`pause`)."""
        options = f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c fsync=on"
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-o", options, "-w", "-t", "60",
                  "-l", str(self.root / "log"), "start")

    def pause(self) -> None:
        """Stop the server as a crash would (``-m immediate``), keeping its data for :meth:`resume`."""
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")

    def new_database(self) -> str:
        self.count += 1
        name = f"unoduo_test_{self.count}"
        self._run(str(self.bin / "createdb"), "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", name)
        return f"postgresql://postgres@127.0.0.1:{self.port}/{name}"

    def stop(self) -> None:
        try:
            self.pause()
        finally:
            shutil.rmtree(self.root, ignore_errors=True)
