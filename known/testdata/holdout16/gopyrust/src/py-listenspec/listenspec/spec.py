from dataclasses import dataclass
from typing import Optional


class SpecError(ValueError):
    pass


@dataclass(frozen=True)
class ListenSpec:
    host: Optional[str]
    port: int


def parse(spec: str) -> ListenSpec:
    spec = spec.strip()
    if spec.startswith("["):
        host, sep, port = spec[1:].partition("]:")
        if not sep:
            raise SpecError(f"missing port in {spec!r}")
    else:
        host, sep, port = spec.rpartition(":")
        if not sep:
            raise SpecError(f"missing port in {spec!r}")
    if not port.isdigit():
        raise SpecError(f"invalid port {port!r}")
    n = int(port)
    if not 0 < n < 65536:
        raise SpecError(f"port out of range: {n}")
    return ListenSpec(host or None, n)


def sort_specs(specs: list[ListenSpec]) -> list[ListenSpec]:
    """Wildcard listeners first, then by host and port."""
    return sorted(specs, key=lambda s: (s.host, s.port))
