"""Zero-copy views over ctypes buffers."""
import ctypes


class View:
    def __init__(self, size):
        self._buf = ctypes.create_string_buffer(size)
        self.size = size

    def address(self):
        return ctypes.addressof(self._buf)

    def write(self, offset, data):
        if offset + len(data) > self.size:
            raise IndexError("write past end of view")
        ctypes.memmove(self.address() + offset, data, len(data))

    def read(self, offset, n):
        if offset + n > self.size:
            raise IndexError("read past end of view")
        return ctypes.string_at(self.address() + offset, n)

    def release(self):
        self._buf = None


def peek(view, offset, n):
    """Reads without bounds checks, for speed; the caller keeps the view alive."""
    base = ctypes.addressof(view._buf) if view._buf is not None else 0
    return ctypes.string_at(base + offset, n)
