"""Plain-text daily report."""
from .locale_fmt import fmt
from .summary import DaySummary


def render(s: DaySummary) -> str:
    return "\n".join([
        f"{s.station} {s.date}",
        f"  temperature {fmt(s.t_min, unit='C')} .. {fmt(s.t_max, unit='C')} (mean {fmt(s.t_mean, unit='C')})",
        f"  rain {fmt(s.rain_mm, unit='mm')}",
        f"  max gust {fmt(s.gust_kmh, 0, 'km/h')}",
    ])
