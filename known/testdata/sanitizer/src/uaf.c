#include <stdlib.h>
#include <string.h>

/* A use after free and a signed overflow: AddressSanitizer stops at the first. */
static int bump(int x) { return x + 1; }

int main(int argc, char **argv) {
	char *buf = malloc(16);
	strcpy(buf, "hello");
	free(buf);
	(void)argv;
	return buf[argc] + bump(argc);
}
