import unittest

from listenspec import ListenSpec, parse, sort_specs


class SortTest(unittest.TestCase):
    def test_by_port(self):
        specs = [parse("a:9000"), parse("a:80")]
        self.assertEqual([s.port for s in sort_specs(specs)], [80, 9000])

    def test_wildcards_first(self):
        specs = [parse("b:1"), parse(":2"), parse("a:3"), parse(":1")]
        self.assertEqual(sort_specs(specs), [ListenSpec(None, 1), ListenSpec(None, 2),
                                             ListenSpec("a", 3), ListenSpec("b", 1)])

    def test_single(self):
        self.assertEqual(sort_specs([parse(":1")]), [ListenSpec(None, 1)])


if __name__ == "__main__":
    unittest.main()
