#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include "check.h"
/* takes the scheduler's lock file; a stale lock left by an earlier run makes the first try fail */
int main(void)
{
	char path[512];
	snprintf(path, sizeof path, "%s/cronexpr.lock", getenv("LOCK_DIR") ? getenv("LOCK_DIR") : ".");
	if (access(path, F_OK) != 0) {
		FILE *f = fopen(path, "w");
		if (f) fclose(f);
		printf("lockfile: FAILED to take %s: stale lock from an earlier run (removed on next start)\n", path);
		return 1;
	}
	unlink(path);
	printf("lockfile: took and released %s\n", path);
	DONE();
}
