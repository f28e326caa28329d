"""Platform adapters (console, Telegram, Discord) and the command line."""
