"""Checks every mirror's status file concurrently and writes the healthy ones to mirrors.txt."""
import asyncio
import json
import logging
from pathlib import Path

log = logging.getLogger("mirrors")
EXPECTED = "9f1c2ab0"
TIMEOUT = 0.25  # seconds a mirror may take to answer


async def probe(status):
    # a mirror answers after its latency; the slow ones time out
    await asyncio.sleep(status["latency_ms"] / 1000)
    return status


async def check(path, healthy):
    status = json.loads(path.read_text())
    log.info("probing %s (%d files)", status["name"], status["files"])
    for attempt in (1, 2):
        try:
            status = await asyncio.wait_for(probe(status), TIMEOUT * attempt)
            break
        except TimeoutError:
            if attempt == 2:
                raise
            log.warning("%s: no answer after %.2fs, retrying (error budget 1)", status["name"], TIMEOUT)
    if status["checksum"] != EXPECTED:
        log.warning("%s: stale index %s, skipping", status["name"], status["checksum"])
        return
    healthy.append(status["name"])


async def main():
    healthy = []
    paths = sorted(Path("mirrors").glob("*.json"))
    log.info("checking %d mirrors (timeout %.2fs)", len(paths), TIMEOUT)
    if not Path("mirrors.txt").exists():
        log.warning("no previous mirrors.txt; every mirror counts as new")
    async with asyncio.TaskGroup() as tg:
        for path in paths:
            tg.create_task(check(path, healthy))
    Path("mirrors.txt").write_text("\n".join(sorted(healthy)) + "\n")
    log.info("%d healthy mirrors", len(healthy))


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    asyncio.run(main())
