"""Player accounts: sign-up, sessions and CSRF, ratings of rated games, and matchmaking into rated tables."""
