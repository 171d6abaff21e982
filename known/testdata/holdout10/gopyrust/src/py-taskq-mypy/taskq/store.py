import json
from pathlib import Path
from typing import Optional

import yaml

from .model import Task


class Store:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.tasks: dict[int, Task] = {}

    def get(self, task_id: int) -> Optional[Task]:
        return self.tasks.get(task_id)

    def add(self, task: Task) -> None:
        self.tasks[task.id] = task

    def save(self) -> None:
        data = [t.__dict__ for t in self.tasks.values()]
        self.path.write_text(json.dumps(data, default=str))

    def export_yaml(self) -> str:
        return yaml.safe_dump([t.__dict__ for t in self.tasks.values()])
