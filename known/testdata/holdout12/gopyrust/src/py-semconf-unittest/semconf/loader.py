"""A tiny KEY=VALUE config loader with [section] headers."""


class ConfigError(ValueError):
    pass


def _convert(value):
    if value.lower() in ("true", "false"):
        return value.lower() == "true"
    try:
        return int(value)
    except ValueError:
        return value


def load_text(text):
    conf, section = {}, None
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip()
            conf.setdefault(section, {})
            continue
        key, sep, value = line.partition("=")
        if not sep:
            continue
        target = conf if section is None else conf[section]
        target[key.strip()] = _convert(value.strip())
    return conf


def merge(base, override):
    out = dict(base)
    for k, v in override.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = merge(out[k], v)
        else:
            out[k] = v
    return out


def port_of(conf):
    return conf["server"]["port"] + 0
