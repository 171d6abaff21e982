from envconfig import load


def test_load_reads_values(envfile):
    cfg = load(envfile, environ={})
    assert cfg["PORT"] == "8080"


def test_load_strips_quotes(envfile):
    assert load(envfile, environ={})["NAME"] == "orders api"


def test_environment_overrides(envfile):
    cfg = load(envfile, environ={"PORT": "9090"})
    assert cfg["PORT"] == "9090"


def test_comments_skipped(env_file):
    assert "# app settings" not in load(env_file, environ={})
