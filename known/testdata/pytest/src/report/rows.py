"""Reads rows of "name,qty" and reports the bad ones."""


def parse(line):
    name, qty = line.split(",")
    return name.strip(), int(qty)


def check_all(lines):
    errors = []
    for i, line in enumerate(lines, 1):
        try:
            parse(line)
        except ValueError as e:
            errors.append(f"row {i}: {e}")
    for e in errors:
        print(f"error: {e}")
    return errors
