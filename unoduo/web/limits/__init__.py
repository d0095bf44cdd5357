"""Abuse limits: their settings, per-address rate limiters and quotas, the guarded HTTP protocol, and the
quotas' sharing between the processes of a cluster (docs/server.md, "Limits")."""
