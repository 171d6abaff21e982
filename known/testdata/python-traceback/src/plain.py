"""A plain uncaught exception with output before it."""


def ratio(done, total):
    return done / total


print("processing 0 items")
print("ratio:", ratio(0, 0))
