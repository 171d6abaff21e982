def clamp(x, lo, hi):
    return max(lo, min(x, hi))
def spread(xs):
    return max(xs) - min(xs)   
