import os

import pytest

from shiprates import TrackingClient


@pytest.fixture
def tracking_client():
    return TrackingClient(token=os.environ["CARRIER_API_TOKEN"])
