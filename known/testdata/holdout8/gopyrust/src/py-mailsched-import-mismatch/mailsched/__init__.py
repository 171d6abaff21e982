"""Schedule newsletter sends so that each recipient gets it at the same local time."""
