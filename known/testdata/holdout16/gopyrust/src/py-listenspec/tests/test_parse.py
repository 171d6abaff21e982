import unittest

from listenspec import ListenSpec, SpecError, parse


class ParseTest(unittest.TestCase):
    def test_host_and_port(self):
        self.assertEqual(parse("localhost:8080"), ListenSpec("localhost", 8080))

    def test_wildcard(self):
        self.assertEqual(parse(":443"), ListenSpec(None, 443))

    def test_ipv6(self):
        self.assertEqual(parse("[::1]:9000"), ListenSpec("::1", 9000))

    def test_missing_port(self):
        with self.assertRaisesRegex(SpecError, "missing port"):
            parse("localhost")

    def test_port_not_a_number(self):
        with self.assertRaisesRegex(SpecError, "invalid port"):
            parse("localhost:http")

    def test_port_too_large(self):
        with self.assertRaisesRegex(SpecError, "invalid port"):
            parse("localhost:70000")

    def test_port_zero(self):
        with self.assertRaises(SpecError):
            parse("localhost:0")


if __name__ == "__main__":
    unittest.main()
