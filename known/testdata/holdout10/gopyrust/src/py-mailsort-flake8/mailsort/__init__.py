"""Sorts mailbox messages into folders by rules."""
