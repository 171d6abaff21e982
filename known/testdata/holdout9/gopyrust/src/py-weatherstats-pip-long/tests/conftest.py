from datetime import datetime, timedelta

import pytest

from weatherstats.readings import Reading


@pytest.fixture
def day():
    start = datetime(2024, 1, 15, 0, 0)
    temps = [2.1, 1.8, 1.2, 0.9, 0.4, 0.2, 0.5, 1.6, 3.0, 4.4, 5.9, 6.8, 7.3, 7.5, 7.1, 6.4, 5.2, 4.4, 3.9, 3.4, 3.1, 2.8, 2.5, 2.2]
    return [
        Reading("EGCC", start + timedelta(hours=h), t, 85 - h, 10 + h, 240, 0.4 if 9 <= h <= 12 else 0.0, 1012)
        for h, t in enumerate(temps)
    ]
