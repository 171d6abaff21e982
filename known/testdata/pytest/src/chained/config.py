"""Reads a service's port from its settings; a bad value should say which setting."""


class SettingError(Exception):
    pass


def port(settings):
    raw = settings.get("port", "8080")
    try:
        return int(raw)
    except ValueError:
        # The bug: the message refers to a key that is not there.
        raise SettingError("bad port: " + settings["port_name"])


def hosts(settings):
    return [h.strip() for h in settings.get("hosts", "").split(",") if h.strip()]
