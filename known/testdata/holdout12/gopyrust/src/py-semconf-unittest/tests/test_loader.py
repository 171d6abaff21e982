import unittest

from semconf import ConfigError, load_text
from semconf.loader import port_of


class LoadTextTest(unittest.TestCase):
    def test_top_level_keys(self):
        self.assertEqual(load_text("a = 1\nb = x\n"), {"a": 1, "b": "x"})

    def test_sections(self):
        conf = load_text("[server]\nport = 8080\ndebug = true\n")
        self.assertEqual(conf, {"server": {"port": 8080, "debug": True}})

    def test_comments_and_blank_lines(self):
        self.assertEqual(load_text("# hi\n\na = 1  # one\n"), {"a": 1})

    def test_line_without_equals_is_error(self):
        with self.assertRaises(ConfigError):
            load_text("[server]\nport 8080\n")

    def test_port_of(self):
        conf = load_text("[server]\nport = 80 80\n")
        self.assertEqual(port_of(conf), 8080)


if __name__ == "__main__":
    unittest.main()
