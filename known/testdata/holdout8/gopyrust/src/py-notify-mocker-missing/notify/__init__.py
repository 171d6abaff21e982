"""Account notifications by e-mail and SMS."""
