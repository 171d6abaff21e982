"""A small worker that logs like a real service: Python's logging, a timestamped format,
retries, a warning, and an exception with its traceback."""
import logging
import sys

logging.basicConfig(stream=sys.stdout, level=logging.DEBUG,
                    format="%(asctime)s %(levelname)s [%(name)s] %(message)s")
log = logging.getLogger("worker")
db = logging.getLogger("worker.db")

def process(job):
    if job % 17 == 0:
        raise ValueError(f"job {job}: total must be positive")
    return job * 2

for job in range(1, 60):
    log.info("picked up job %d from queue orders", job)
    db.debug("query took %.1f ms", job * 0.7)
    try:
        process(job)
        log.info("job %d done", job)
    except ValueError:
        log.exception("job %d failed", job)
    if job == 40:
        log.warning("queue depth 1200 above threshold 1000")
logging.getLogger().error("lost connection to broker amqp://mq.internal:5672, retrying in 5s")
log.info("worker shutting down")
