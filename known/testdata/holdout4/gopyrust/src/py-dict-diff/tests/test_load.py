import json

from layered import load

DEFAULTS = {
    "service": {"name": "ledger", "port": 8000, "workers": 4, "debug": False},
    "db": {
        "host": "localhost",
        "port": 5432,
        "name": "ledger",
        "pool": {"size": 5, "timeout_s": 30, "recycle_s": 1800},
        "replicas": [],
    },
    "cache": {"backend": "memory", "ttl_s": 300, "max_items": 10000},
    "logging": {"level": "info", "format": "json", "handlers": ["stdout"]},
    "features": {"exports": True, "beta_reports": False, "sso": False},
    "limits": {"upload_mb": 25, "rate_per_min": 600},
}

FILE = json.dumps({
    "service": {"workers": 8},
    "db": {"host": "db-primary.internal", "replicas": ["db-r1.internal"], "pool": {"size": 20}},
    "cache": {"backend": "redis", "url": "redis://cache.internal:6379/0"},
    "logging": {"handlers": ["stdout", "file"], "file": "/var/log/ledger.log"},
    "features": {"beta_reports": True},
})

ENV = {
    "APP_SERVICE__PORT": "9000",
    "APP_DB__REPLICAS": "db-r2.internal,db-r3.internal",
    "APP_DB__POOL__TIMEOUT_S": "10",
    "APP_LOGGING__LEVEL": "warning",
    "APP_LOGGING__HANDLERS": "stdout",
    "APP_FEATURES__SSO": "on",
    "APP_LIMITS__UPLOAD_MB": "100",
    "HOME": "/home/ledger",
}


def test_layers_override_in_order():
    assert load(DEFAULTS, FILE, ENV) == {
        "service": {"name": "ledger", "port": 9000, "workers": 8, "debug": False},
        "db": {
            "host": "db-primary.internal",
            "port": 5432,
            "name": "ledger",
            "pool": {"size": 20, "timeout_s": 10, "recycle_s": 1800},
            "replicas": ["db-r2.internal", "db-r3.internal"],
        },
        "cache": {"backend": "redis", "ttl_s": 300, "max_items": 10000,
                  "url": "redis://cache.internal:6379/0"},
        "logging": {"level": "warning", "format": "json", "handlers": ["stdout"],
                    "file": "/var/log/ledger.log"},
        "features": {"exports": True, "beta_reports": True, "sso": True},
        "limits": {"upload_mb": 100, "rate_per_min": 600},
    }


def test_no_file_no_env_is_defaults():
    assert load(DEFAULTS, "", {}) == DEFAULTS


def test_file_only():
    got = load(DEFAULTS, FILE, {})
    assert got["db"]["pool"] == {"size": 20, "timeout_s": 30, "recycle_s": 1800}
    assert got["cache"]["backend"] == "redis"
