#include <stdio.h>
#include <string.h>
#include "pkt.h"

int main(int argc, char **argv)
{
	int i;

	for (i = 1; i < argc; i++) {
		const uint8_t *b = (const uint8_t *)argv[i];
		printf("%04x  %s\n", pkt_checksum(b, strlen(argv[i])), argv[i]);
	}
	return 0;
}
