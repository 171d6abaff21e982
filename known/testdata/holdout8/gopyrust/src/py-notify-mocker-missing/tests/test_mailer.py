import smtplib

from notify import mailer


def test_build_sets_headers():
    msg = mailer.build("welcome", "ann@example.org", name="Ann", email="ann@example.org")
    assert msg["Subject"] == "Welcome to Parcelo, Ann!"
    assert msg["To"] == "ann@example.org"


def test_send_uses_relay(mocker):
    smtp = mocker.patch("smtplib.SMTP")
    mailer.send("welcome", "ann@example.org", name="Ann", email="ann@example.org")
    smtp.assert_called_once_with("localhost", 2525, timeout=10)


def test_send_many_collects_failures(mocker):
    mocker.patch("notify.mailer.send", side_effect=[None, smtplib.SMTPRecipientsRefused({}), None])
    failed = mailer.send_many("welcome", [{"email": e, "name": "x"} for e in ("a@x", "b@x", "c@x")])
    assert failed == ["b@x"]


def test_send_many_survives_connection_refused(mocker):
    mocker.patch("notify.mailer.send", side_effect=ConnectionRefusedError)
    assert mailer.send_many("reset", [{"email": "a@x", "name": "A"}]) == ["a@x"]


def test_reset_mail_body(mocker):
    smtp = mocker.patch("smtplib.SMTP")
    mailer.send("reset", "bo@example.org", name="Bo", hours=2, link="https://parcelo.example/r/abc")
    sent = smtp.return_value.__enter__.return_value.send_message.call_args.args[0]
    assert "within 2 hours" in sent.get_content()
