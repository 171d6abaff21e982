#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include "snapshot.h"

int snapshot_write(const char *path, const struct series *s)
{
	struct snap_header h;
	int fd;
	ssize_t want = (ssize_t)(s->len * sizeof *s->pts);

	memcpy(h.magic, "TSDB", 4);
	h.version = 2;
	h.flags = 0;
	h.count = (uint32_t)s->len;
	h.first_ts = s->len ? (uint64_t)s->pts[0].ts : 0;
	h.last_ts = s->len ? (uint64_t)s->pts[s->len - 1].ts : 0;

	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0)
		return -1;
	if (write(fd, &h, sizeof h) != (ssize_t)sizeof h || write(fd, s->pts, (size_t)want) != want) {
		close(fd);
		return -1;
	}
	return close(fd);
}

int snapshot_read(const char *path, struct series *s)
{
	struct snap_header h;
	int fd = open(path, O_RDONLY);
	size_t i;

	if (fd < 0)
		return -1;
	if (read(fd, &h, sizeof h) != (ssize_t)sizeof h || memcmp(h.magic, "TSDB", 4) != 0) {
		close(fd);
		return -1;
	}
	for (i = 0; i < h.count; i++) {
		struct point p;
		if (read(fd, &p, sizeof p) != (ssize_t)sizeof p || series_append(s, p.ts, p.value) != 0)
			break;
	}
	close(fd);
	return i == h.count ? 0 : -1;
}
