"""The application core: tables, commands, store, rendering, computer players."""
