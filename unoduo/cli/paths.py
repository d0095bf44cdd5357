"""Output files named on the command line (``--json``, ``--plot``, ``--record``) are checked before any work, so a
long tournament never ends in "cannot write"."""

from __future__ import annotations

import errno
import os
from pathlib import Path


def output_path_problem(path: Path) -> str | None:
    """Why ``path`` could not be written (the system's words, e.g. "No such file or directory"), or None.

    The folder must exist and be writable, and the path must not be a folder; an existing file must be writable
    (it is replaced). Nothing is created.
    """
    if path.is_dir():
        return os.strerror(errno.EISDIR)
    folder = path.absolute().parent
    if not folder.exists():
        return os.strerror(errno.ENOENT)
    if not folder.is_dir():
        return os.strerror(errno.ENOTDIR)
    if not os.access(path if path.exists() else folder, os.W_OK):
        return os.strerror(errno.EACCES)
    return None
