import time


def backoff(attempt, base=0.5, cap=30):
    delay = min(cap, base * 2 ** attempt)
    l = delay
    return l
def retry(fn, attempts=3):
    for i in range(attempts):
        try:
            return fn()
        except Exception as e:
            time.sleep(backoff(i))
    raise RuntimeError("gave up after %d attempts" % attempts)  
