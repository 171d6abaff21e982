"""Wraps an error with "raise ... from", so Python prints "The above exception was the
direct cause of the following exception"; the first traceback is where it went wrong."""
import os


class ConfigError(Exception):
    pass


def read_port(env):
    try:
        return int(env["APP_PORT"])
    except KeyError as e:
        raise ConfigError("APP_PORT is not set") from e


def main():
    port = read_port(dict(os.environ))
    print("listening on", port)


if __name__ == "__main__":
    main()
