def checksum(digits):
    total = 0
    for i, d in enumerate(reversed(digits)):
        n = int(d)
        if i % 2 == 1:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return total % 10


def is_valid(number):
    if not number.isdigit():
        return False
    return checksum(number) == 0
