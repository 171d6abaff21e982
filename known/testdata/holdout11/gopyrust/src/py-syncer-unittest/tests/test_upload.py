import unittest

from syncer.upload import upload_all


class UploadTest(unittest.TestCase):
    def test_all_succeed(self):
        done, failed = upload_all(["a", "b"], lambda p: None)
        self.assertEqual((done, failed), (["a", "b"], []))

    def test_failure_is_logged_and_skipped(self):
        def put(p):
            if p == "b":
                raise PermissionError(13, "Permission denied", p)
        done, failed = upload_all(["a", "b", "c"], put)
        self.assertEqual(done, ["a", "c"])
        self.assertEqual(failed, ["b"])

    def test_disk_full(self):
        def put(p):
            raise OSError(28, "No space left on device")
        done, failed = upload_all(["x"], put)
        self.assertEqual(failed, ["x"])


if __name__ == "__main__":
    unittest.main()
