def test_url_for(tracking_client):
    assert tracking_client.url_for("JD0142").endswith("/parcels/JD0142")


def test_auth_header(tracking_client):
    assert tracking_client.headers()["Authorization"].startswith("Bearer ")


def test_accepts_json(tracking_client):
    assert tracking_client.headers()["Accept"] == "application/json"
