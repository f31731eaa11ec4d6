"""Game-independent bots. Each decides from a seat's view and the legal moves only."""
