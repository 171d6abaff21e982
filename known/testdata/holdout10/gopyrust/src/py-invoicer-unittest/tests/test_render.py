import unittest

from invoicer.render import load_template, render


class RenderTest(unittest.TestCase):
    def setUp(self):
        self.tmpl = load_template("invoice.txt")

    def test_header(self):
        out = render(self.tmpl, "2024-001", "ACME", [])
        self.assertTrue(out.startswith("INVOICE 2024-001\n"))

    def test_customer(self):
        out = render(self.tmpl, "2024-001", "ACME", [])
        self.assertIn("Customer: ACME", out)

    def test_lines_aligned(self):
        out = render(self.tmpl, "1", "x", [("Hosting", 1999), ("Domain", 1250)])
        self.assertIn("  Hosting                            19.99", out)

    def test_total(self):
        out = render(self.tmpl, "1", "x", [("Hosting", 1999), ("Domain", 1250)])
        self.assertTrue(out.rstrip().endswith("Total: 32.49"))


if __name__ == "__main__":
    unittest.main()
