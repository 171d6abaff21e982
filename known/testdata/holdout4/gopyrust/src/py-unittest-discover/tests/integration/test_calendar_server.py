import os
import unittest


@unittest.skipUnless(os.environ.get("ROTA_CALDAV_URL"), "ROTA_CALDAV_URL not set: no CalDAV server to publish to")
class PublishTest(unittest.TestCase):
    def test_publish_and_fetch(self):
        self.fail("not reached without a server")
