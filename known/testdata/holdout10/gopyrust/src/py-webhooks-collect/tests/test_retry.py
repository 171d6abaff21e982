from webhooks.retry import schedule


def test_schedule_doubles():
    assert schedule(4) == [1.0, 2.0, 4.0, 8.0]


def test_schedule_capped():
    assert schedule(8, cap=30)[-1] == 30
