#include <stdio.h>
#include <stdlib.h>
size_t unescape(const char *in, size_t n, char *out);
/* replays every corpus file through unescape(), like the fuzzer does */
int main(int argc, char **argv)
{
	static char buf[1 << 16], out[1 << 16];
	for (int a = 1; a < argc; a++) {
		FILE *f = fopen(argv[a], "rb");
		if (!f) { perror(argv[a]); return 1; }
		size_t n = fread(buf, 1, sizeof buf, f);
		fclose(f);
		printf("replay: %s (%zu bytes)\n", argv[a], n);
		fflush(stdout);
		for (int rep = 0; rep < 1000; rep++)
			unescape(buf, n, out);
	}
	printf("replay: %d inputs, no crash\n", argc - 1);
	return 0;
}
