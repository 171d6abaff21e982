"""Receives, verifies and dispatches webhook deliveries."""
