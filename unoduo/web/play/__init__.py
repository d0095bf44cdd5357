"""Game rooms: the games a server process holds and everything that happens at a table.

The hub (every game's life cycle: create, join, attach, act, rematch), one game's state and audience, the
``state`` messages' wire format, the connections, the bots and their worker processes, the lobby, replays,
seat tokens, deal seeds and players' display names.
"""
