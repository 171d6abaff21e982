def percent(part, whole):
    if whole == 0:
        return 0.0
    return 100.0 * part / whole


def print_table(rows):
    for name, value in rows:
        print "%-30s %6.2f" % (name, value)
