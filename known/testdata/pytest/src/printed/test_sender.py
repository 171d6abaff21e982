from sender import PermanentError, fold, send_all


def test_permanent_failure_is_dropped():
    def transport(m):
        if m == "m2":
            raise PermanentError("550 mailbox unavailable")
    assert send_all(["m1", "m2", "m3"], transport) == ["m1", "m3"]


def test_all_sent():
    assert send_all(["a", "b"], lambda m: None) == ["a", "b"]


def test_fold_keeps_last_line():
    assert fold("Subject: a rather long header line", 12) == ["Subject: a", "rather long", "header line"]
