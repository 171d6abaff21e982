"""cronexpr: parse cron expressions and compute the next run times."""
from .parse import CronError, parse
from .next import next_run

__all__ = ["CronError", "next_run", "parse"]
