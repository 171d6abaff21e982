def test_base_url(client):
    assert client["base_url"].startswith("https://")


def test_timeout_default(client):
    assert client["timeout"] == 5
