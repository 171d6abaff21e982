#include <stdio.h>
#include "logship/logship.h"

int spool_write(const char *dir, const char *data, int len)
{
	char path[512];
	FILE *f;
	snprintf(path, sizeof path, "%s/spool.%d", dir, len);
	f = fopen(path, "wb");
	if (!f)
		return -1;
	if (fwrite(data, 1, len, f) != len) {
		fclose(f);
		return -1;
	}
	return fclose(f);
}
