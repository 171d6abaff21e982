import pytest

from notify.templates import render, sms_text


def test_render_welcome():
    subject, body = render("welcome", name="Ann", email="ann@example.org")
    assert subject == "Welcome to Parcelo, Ann!"
    assert "ann@example.org is ready" in body


def test_render_missing_subject_field():
    with pytest.raises(KeyError):
        render("welcome", email="x@y")


@pytest.mark.parametrize("kind,fields", [
    ("welcome", {"name": "Ann", "email": "ann@example.org"}),
    ("shipped", {"name": "Bo", "tracking": "PX1234567", "day": "Monday"}),
])
def test_sms_fits(kind, fields):
    assert len(sms_text(kind, **fields)) <= 160


def test_sms_keeps_tracking_number():
    text = sms_text("shipped", name="Bo", tracking="PX1234567", day="Monday")
    assert text.startswith("Your parcel is on its way")
    assert "parcel PX1234567 left our depot" in text


def test_sms_reset_keeps_link():
    link = "https://parcelo.example/reset/" + "k7Qx2" * 18
    text = sms_text("reset", name="Bartholomew", hours=2, link=link)
    assert len(text) <= 160
    assert link in text
