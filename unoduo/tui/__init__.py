"""The terminal game (``unoduo play``): a Textual app over the engine, with bots, hotseat and saved matches.

``unoduo.tui.session`` holds everything that is not drawing (settings, the engine state, bots, logs,
saving), ``unoduo.tui.app`` the Textual application and ``unoduo.tui.table`` its table screen. Its sentences
and choices come from ``unoduo.present``.
Importing this package does not import Textual; import ``unoduo.tui.app`` for the app.
"""

from .session import GameSession, Settings
from .storage import SaveError, Store

__all__ = ["GameSession", "SaveError", "Settings", "Store"]
