import unittest

from uploader import human_size, upload_all


class UploadTest(unittest.TestCase):
    def test_disk_full_is_skipped(self):
        def put(p):
            if p == "big":
                raise OSError(28, "No space left on device")
        self.assertEqual(upload_all(["a", "big", "c"], put), ["a", "c"])

    def test_denied_is_skipped(self):
        def put(p):
            raise PermissionError(13, "Permission denied", p)
        self.assertEqual(upload_all(["x"], put), [])

    def test_sizes(self):
        self.assertEqual(human_size(1536), "1.5 KB")


if __name__ == "__main__":
    unittest.main()
