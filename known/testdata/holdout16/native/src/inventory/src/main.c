#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "inv.h"

static int export_csv(const struct inventory *inv, const char *path)
{
	FILE *f = fopen(path, "w");
	size_t i = 0;

	if (!f)
		return -1;
	fprintf(f, "name,qty,price,value\n");
	while (i < inv->len) {
		const struct item *it = &inv->items[i];
		fprintf(f, "\"%s\",%d,%.2f,%.2f\n", it->name, it->qty, it->price,
			it->qty * it->price);
		i++;
	}
	return fclose(f);
}

/* the nightly import and a manual run must not rewrite the snapshot together */
static int take_lock(const char *path)
{
	unsigned delay_ms = 50;

	for (;;) {
		int fd = open(path, O_CREAT | O_EXCL | O_WRONLY, 0644);
		if (fd >= 0) {
			close(fd);
			return 0;
		}
		if (errno != EEXIST)
			return -1;
		if (delay_ms > 1600) {
			fprintf(stderr, "inventory: %s: still locked, giving up\n", path);
			return -1;
		}
		usleep(delay_ms * 1000);
		delay_ms *= 2;
	}
}

int main(int argc, char **argv)
{
	struct inventory inv = {0};
	const char *export = NULL, *lock = NULL, *file = NULL;
	int low = 5;

	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--export") == 0 && i + 1 < argc)
			export = argv[++i];
		else if (strcmp(argv[i], "--lock") == 0 && i + 1 < argc)
			lock = argv[++i];
		else if (strcmp(argv[i], "--low") == 0 && i + 1 < argc)
			low = atoi(argv[++i]);
		else
			file = argv[i];
	}
	if (!file) {
		fprintf(stderr, "usage: inventory [--low N] [--export CSV] [--lock FILE] FILE\n");
		return 2;
	}
	if (lock && take_lock(lock) != 0)
		return 1;
	if (parse_file(file, &inv) < 0) {
		perror(file);
		return 1;
	}
	if (export) {
		if (export_csv(&inv, export) != 0) {
			perror(export);
			return 1;
		}
		printf("exported %zu items to %s\n", inv.len, export);
	} else
		report_print(&inv, low);
	if (lock)
		unlink(lock);
	inv_free(&inv);
	return 0;
}
