from mailqueue.headers import fold, render


def test_short_header_unfolded():
    assert fold("Subject", "hello") == "Subject: hello"


def test_long_header_folds_at_width():
    value = "word " * 30
    lines = fold("Subject", value.strip()).split("\r\n")
    assert all(len(line) <= 78 for line in lines), [len(line) for line in lines]


def test_render_subject():
    subject = render("Invoice {number} for {customer}", {"number": 1042, "name": "ACME"})
    assert subject == "Invoice 1042 for ACME"
