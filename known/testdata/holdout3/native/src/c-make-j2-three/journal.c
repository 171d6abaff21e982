#include <unistd.h>
#include "kv.h"

int journal_append(int fd, const struct entry *e)
{
	uint32_t hdr[3] = { (uint32_t)e->key.n, (uint32_t)e->val.n, (uint32_t)e->seq };
	if (write(fd, hdr, sizeof hdr) != (ssize_t)sizeof hdr)
		return -1;
	if (write(fd, e->key.p, e->key.n, 0) < 0)
		return -1;
	if (write(fd, e->val.p, e->val.n) < 0)
		return -1;
	return fsync(fd);
}
