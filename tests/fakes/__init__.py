"""Local fake platform servers for end-to-end tests (127.0.0.1 only)."""
