import unittest

from syncer.model import Contact
from syncer.vcard_export import to_vcard


class VCardTest(unittest.TestCase):
    def test_minimal(self):
        v = to_vcard(Contact("u1", "Ann", "a@x"))
        self.assertTrue(v.startswith("BEGIN:VCARD\r\nVERSION:3.0\r\n"))
        self.assertNotIn("TEL", v)

    def test_phone(self):
        self.assertIn("TEL;TYPE=CELL:+491701", to_vcard(Contact("u1", "Ann", "a@x", "+491701")))
