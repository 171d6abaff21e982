import json
import os, sys
import hmac


def sign(secret, body):
    return hmac.new(secret, body, "sha256").hexdigest()

def dispatch(event, targets):
    payload = json.dumps(event)
    for t in targets:
        if t == None:
            continue
        try:
            send(t, payload)
        except:
            pass
    return len(targets)
