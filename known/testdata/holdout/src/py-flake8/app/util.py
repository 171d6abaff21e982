def chunks(seq, n):
    return [seq[i:i + n] for i in range(0, len(seq), n)]

def flatten(xss):
    return [x for xs in xss for x in xs]
