from settings import load, workers

# The shipped example: a version written as a bare number with two dots is not TOML.
EXAMPLE = """
name = "indexer"
version = 1.2.3
workers = 4
"""


def test_example_loads():
    assert load(EXAMPLE)["name"] == "indexer"


def test_workers_default():
    assert workers('name = "x"\n') == 2
