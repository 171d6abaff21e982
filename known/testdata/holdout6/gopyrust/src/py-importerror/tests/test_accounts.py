import pytest

from ledger.accounts import Ledger


def test_post_moves_money():
    led = Ledger()
    led.post("expenses:rent", "assets:bank", 120000, "May rent")
    assert led.balance("expenses:rent") == 120000
    assert led.balance("assets:bank") == -120000


def test_trial_balance_is_zero():
    led = Ledger()
    led.post("a", "b", 5)
    led.post("b", "c", 7)
    assert led.trial_balance() == 0


@pytest.mark.parametrize("cents", [0, -1])
def test_post_rejects_nonpositive(cents):
    with pytest.raises(ValueError):
        Ledger().post("a", "b", cents)
