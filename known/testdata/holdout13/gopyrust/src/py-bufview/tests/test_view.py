import logging
import unittest

from bufview import View, peek

log = logging.getLogger("bufview.tests")


class ViewTest(unittest.TestCase):
    def test_roundtrip(self):
        v = View(16)
        v.write(4, b"abcd")
        self.assertEqual(v.read(4, 4), b"abcd")

    def test_write_past_end(self):
        v = View(4)
        with self.assertRaises(IndexError):
            v.write(2, b"xyz")
        log.error("error: write past end rejected as expected")

    def test_peek(self):
        v = View(8)
        v.write(0, b"12345678")
        self.assertEqual(peek(v, 2, 3), b"345")


class ReleaseTest(unittest.TestCase):
    def test_peek_after_release(self):
        v = View(8)
        v.write(0, b"abcdefgh")
        v.release()
        # a released view must not be readable
        with self.assertRaises(ValueError):
            peek(v, 4, 4)
