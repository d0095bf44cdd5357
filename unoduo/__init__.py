"""unoduo: UNO Duo and classic UNO, an exact rules engine with game records, bots and games."""

__version__ = "0.1.0"
