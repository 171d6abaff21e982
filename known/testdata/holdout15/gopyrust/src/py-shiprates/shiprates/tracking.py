"""A thin client for the carrier's tracking API."""
from dataclasses import dataclass


@dataclass
class TrackingClient:
    token: str
    base_url: str = "https://api.carrier.invalid/v2"

    def url_for(self, parcel_id):
        return f"{self.base_url}/parcels/{parcel_id}"

    def headers(self):
        return {"Authorization": f"Bearer {self.token}", "Accept": "application/json"}
