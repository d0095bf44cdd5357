"""Several server processes on one PostgreSQL: the bus between them and the hub's side of it (docs/server.md,
"Many processes")."""
