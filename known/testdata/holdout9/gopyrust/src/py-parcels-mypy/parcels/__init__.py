"""parcels: track parcels across carriers."""
