#include <stdio.h>
#include <string.h>
#include "log.h"
int main(int argc, char **argv)
{
	char a[4096], b[4096];
	if (argc != 3) { fprintf(stderr, "usage: logjoin A B\n"); return 2; }
	FILE *fa = fopen(argv[1], "r"), *fb = fopen(argv[2], "r");
	if (!fa || !fb) { perror("logjoin"); return 1; }
	while (fgets(a, sizeof a, fa) && fgets(b, sizeof b, fb)) {
		a[strcspn(a, "\n")] = 0
		printf("%s,%s", a, b);
	}
	return 0;
}
