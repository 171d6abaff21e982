"""Renders one message per recipient."""
import string
from abc import ABC, abstractmethod
from typing import Iterable


class Backend(ABC):
    @abstractmethod
    def send(self, to: str, subject: str, body: str) -> None:
        ...

    @abstractmethod
    def close(self) -> None:
        ...


class PrintBackend(Backend):
    def send(self, to: str, subject: str, body: str) -> None:
        print(f"To: {to}\nSubject: {subject}\n\n{body}\n")


def render(template: str, fields: dict[str, str]) -> str:
    return string.Template(template).safe_substitute(fields)


def subjects(rows: Iterable[dict[str, str]], prefix: str) -> list[str]:
    out: list[str] = [prefix, 0]
    for row in rows:
        if row["name"] is "":
            continue
        out.append(f"{prefix} {row['name']}")
    return out


def merge(rows: Iterable[dict[str, str]], template: str) -> int:
    backend = PrintBackend()
    n = 0
    for row in rows:
        backend.send(row["email"], f"Hello", render(template, row))
        n += 1
    return n
