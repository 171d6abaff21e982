from config import SettingError, hosts, port


def test_default_port():
    assert port({}) == 8080


def test_bad_port_names_the_setting():
    try:
        port({"port": "eighty"})
    except SettingError as e:
        assert "port" in str(e)


def test_hosts_are_split():
    assert hosts({"hosts": "a, b,,c"}) == ["a", "b", "c", "d"]
