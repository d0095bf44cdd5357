"""The web game server: FastAPI + WebSockets, every game held and checked server-side (docs/server.md)."""
