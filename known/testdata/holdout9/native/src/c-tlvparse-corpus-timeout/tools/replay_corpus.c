#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tlv.h"

static int cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

int main(int argc, char **argv)
{
	const char *dir = argc > 1 ? argv[1] : "tests/corpus";
	DIR *d = opendir(dir);
	struct dirent *e;
	char *names[1024];
	int n = 0, rejected = 0;

	if (!d) {
		perror(dir);
		return 2;
	}
	while ((e = readdir(d)) && n < 1024)
		if (e->d_name[0] != '.')
			names[n++] = strdup(e->d_name);
	closedir(d);
	qsort(names, n, sizeof *names, cmp);
	printf("replaying %d inputs from %s\n", n, dir);
	fflush(stdout);
	for (int i = 0; i < n; i++) {
		static uint8_t buf[1 << 16];
		char path[4096], err[128] = "";
		snprintf(path, sizeof path, "%s/%s", dir, names[i]);
		FILE *f = fopen(path, "rb");
		if (!f)
			continue;
		size_t len = fread(buf, 1, sizeof buf, f);
		fclose(f);
		int rc = schema_check(buf, len, err, sizeof err);
		printf("[%3d/%d] %-28s %5zu bytes  %s%s\n", i + 1, n, names[i], len, rc ? "rejected: " : "ok", err);
		fflush(stdout);
		rejected += rc != 0;
	}
	printf("%d inputs, %d rejected, no crashes\n", n, rejected);
	return 0;
}
