"""Plain-text shipment reports."""
