def normalise(iban):
    return "".join(iban.split()).upper()


def is_valid(iban):
    s = normalise(iban)
    if len(s) < 15 or not s[:2].isalpha() or not s[2:4].isdigit():
        return False
    moved = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in moved)) % 97 == 1
