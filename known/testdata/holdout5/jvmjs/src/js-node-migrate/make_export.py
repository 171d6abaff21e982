#!/usr/bin/env python3
"""Writes the legacy CRM export the migrate job downloads: 60000 customers as NDJSON, a few
without email, and one customer exported twice (the row the audit table rejects)."""
import json, random, sys

rng = random.Random(20240506)
first = ["Ada", "Bo", "Cyra", "Dev", "Edda", "Finn", "Gia", "Hal", "Isa", "Jon", "Kai", "Lea", "Mo", "Nia", "Oto"]
last = ["Okafor", "Barnes", "Lindqvist", "Chen", "Abiodun", "Novak", "Ivers", "Moreau", "Sato", "Quinn"]
out = open(sys.argv[1], "w")
ids = list(range(100000, 160000))
for n, cid in enumerate(ids):
    name = f"{rng.choice(first)} {rng.choice(last)}"
    email = "" if n in (8123, 19411, 33002) else f"{name.split()[0].lower()}.{cid}@example.net"
    row = {"id": cid, "name": name, "email": email, "since": f"20{rng.randint(10, 23)}-{rng.randint(1, 12):02d}-01"}
    out.write(json.dumps(row) + "\n")
    if n == 41250:  # exported twice by the legacy system
        out.write(json.dumps(row) + "\n")
