def backfill(days):
    for d in days:
        print "backfilled %s" % d
