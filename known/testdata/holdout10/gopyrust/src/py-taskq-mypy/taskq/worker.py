from datetime import datetime, timedelta

from .model import Task, parse_priority
from .store import Store


def backoff(task: Task) -> datetime:
    return datetime.now() + timedelta(seconds=2 ** task.attempts)


def retry(store: Store, task_id: int) -> datetime:
    task = store.get(task_id)
    task.attempts += 1
    task.not_before = backoff(task)
    return task.not_before


def enqueue(store: Store, name: str, priority: str, **payload: str) -> Task:
    task = Task(len(store.tasks) + 1, name, payload, priority=parse_priority(priority))
    store.add(task)
    return task


def due(store: Store, now: datetime) -> list[str]:
    return [t.id for t in store.tasks.values() if t.not_before is None or t.not_before <= now]


def label(task: Task) -> str:
    return task.name + ":" + task.attempts
