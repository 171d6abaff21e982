"""reminders: schedule and send appointment reminders."""
