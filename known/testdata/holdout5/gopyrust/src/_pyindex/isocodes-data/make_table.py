"""Writes isocodes_data/regions.tsv: a deterministic synthetic table (about 1.5 MB)."""
import random

rng = random.Random(2024)
letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
with open("isocodes_data/regions.tsv", "w") as f:
    f.write("code\tcurrency\tminor_units\tname\n")
    for i in range(30000):
        code = "".join(rng.choice(letters) for _ in range(2)) + "-%05d" % i
        cur = "".join(rng.choice(letters) for _ in range(3))
        name = "".join(rng.choice(letters.lower()) for _ in range(rng.randint(8, 24)))
        f.write(f"{code}\t{cur}\t{rng.choice([0, 2, 3])}\t{name}\n")
