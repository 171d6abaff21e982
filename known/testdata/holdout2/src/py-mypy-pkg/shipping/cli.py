import sys

from shipping.models import Parcel
from shipping.rates import quote


def main(argv: list[str]) -> int:
    p = Parcel(weight_g=argv[1], dest=argv[2])
    r = quote(p)
    print(f"{r.carrier}: {r.cents / 100:.2f}")
    return r


if __name__ == "__main__":
    sys.exit(main(sys.argv))
