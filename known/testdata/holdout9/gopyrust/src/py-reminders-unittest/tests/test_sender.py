import unittest
from unittest import mock

from reminders.sender import Gateway, Sender


class SenderTest(unittest.TestCase):
    def setUp(self):
        self.gateway = mock.create_autospec(Gateway, instance=True)
        self.gateway.send_sms.return_value = "msg-1"
        self.sender = Sender(self.gateway)

    def test_send_normalizes_number(self):
        self.assertEqual(self.sender.send("07700 900123", "See you tomorrow at 10:00"), "msg-1")
        self.gateway.send_sms.assert_called_once_with("+447700900123", "See you tomorrow at 10:00", sender="CLINIC")

    def test_long_text_truncated(self):
        self.sender.send("07700 900123", "x" * 200)
        body = self.gateway.send_sms.call_args.args[1]
        self.assertEqual(len(body), 160)
        self.assertTrue(body.endswith("..."))
