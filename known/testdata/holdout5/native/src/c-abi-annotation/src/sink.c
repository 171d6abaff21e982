#include <errno.h>
#include <unistd.h>
#include "internal.h"

int quill_sink_fd(int fd, const struct quill_buf *b)
{
	size_t off = 0;
	while (off < b->len) {
		ssize_t w = write(fd, b->data + off, b->len - off);
		if (w < 0) {
			if (errno == EINTR)
				continue;
			return -errno;
		}
		off += (size_t)w;
	}
	return QUILL_OK;
}
