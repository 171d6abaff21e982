"""Reading station exports."""
import csv
from datetime import datetime

from .readings import Reading


def read(path) -> list:
    with open(path, newline="", encoding="utf-8") as fh:
        return [
            Reading(row["station"], datetime.fromisoformat(row["time"]), float(row["temp_c"]), float(row["rh"]),
                    float(row["wind_kmh"]), float(row["wind_dir"]), float(row["rain_mm"]), float(row["pressure_hpa"]))
            for row in csv.DictReader(fh)
        ]
