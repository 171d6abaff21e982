import pytest

from shipping import labels, repo


@pytest.mark.parametrize(
    "grams, want",
    [(0, "0 g"), (999, "999 g"), (1000, "1.0 kg"), (1250, "1.2 kg"), (1260, "1.3 kg"), (20000, "20.0 kg")],
)
def test_format_weight(grams, want):
    assert labels.format_weight(grams) == want


def test_label_box():
    s = repo.Shipment(id=42, carrier="dhl", weight_g=800, status="created")
    text = labels.label(s, ["J. Doe", "Main St 1"])
    assert text.splitlines()[1] == "| #00000042  DHL |"


def test_label_for_seeded_shipment(db):
    (s,) = repo.by_status(db, "delivered")
    assert "1.2 kg" in labels.label(s, ["A. Smith"])


def test_label_unassigned_carrier():
    s = repo.Shipment(id=7, carrier=None, weight_g=120, status="created")
    text = labels.label(s, ["J. Doe"])
    assert "#00000007  UNASSIGNED" in text
