#include <stdio.h>
#include <stdlib.h>
#include "track.h"

int main(int argc, char **argv)
{
	struct track tr = {0};
	if (argc != 2) {
		fprintf(stderr, "usage: trackstat FILE\n");
		return 2;
	}
	if (gpx_read(argv[1], &tr) != 0) {
		perror(argv[1]);
		return 1;
	}
	summary_print(&tr);
	free(tr.pts);
	return 0;
}
