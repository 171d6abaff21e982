import requests

from webhooks.client import build_request


def test_headers():
    req = build_request("http://127.0.0.1:9/hook", b"k", {"type": "ping"}, 1700000000)
    assert req.get_header("Content-type") == "application/json"
    assert req.get_header("Webhook-signature").startswith("t=1700000000,v1=")


def test_prepared_matches_requests():
    req = build_request("http://127.0.0.1:9/hook", b"k", {"type": "ping"}, 1700000000)
    prepared = requests.Request("POST", req.full_url, data=req.data).prepare()
    assert prepared.body == req.data
