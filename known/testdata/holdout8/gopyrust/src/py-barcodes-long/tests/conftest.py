import random

from barcodes.ean import ean13_check_digit


def _gen(seed: int, n: int, prefix: str = "", length: int = 12) -> list[str]:
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        body = prefix + "".join(rng.choice("0123456789") for _ in range(length - len(prefix)))
        out.append(body)
    return out


# fixed seeds: the same codes on every run
EAN_BODIES = _gen(1234, 90)
UPC_CODES = [b[:11] + str(ean13_check_digit("0" + b[:11])) for b in _gen(99, 60)]
ISBN9 = [b[:9] for b in _gen(7, 80, length=9)]


def pytest_generate_tests(metafunc):
    if "ean_body" in metafunc.fixturenames:
        metafunc.parametrize("ean_body", EAN_BODIES)
    if "upc" in metafunc.fixturenames:
        metafunc.parametrize("upc", UPC_CODES)
    if "isbn9" in metafunc.fixturenames:
        metafunc.parametrize("isbn9", ISBN9)
