import sys

import pytest

from pathnorm import split_drive, to_windows

# these compare against what Windows' own APIs return
if sys.platform != "win32":
    pytest.skip("Windows-only tests")


def test_to_windows_drive():
    assert to_windows("/c/Users/ada") == "C:\\Users\\ada"


def test_split_drive_unc():
    assert split_drive("\\\\server\\share\\x") == ("\\\\server\\share", "\\x")
