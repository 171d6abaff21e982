#include <stdio.h>
#include <string.h>
#include "ringbuf.h"
int main(void)
{
	struct ringbuf rb;
	char out[8] = {0};
	ringbuf_init(&rb, 4);
	ringbuf_write(&rb, "abcdef", 6);
	ringbuf_read(&rb, out, 4);
	if (strcmp(out, "abcd") != 0 || rb.drops != 2) { printf("wrap: FAIL out=%s drops=%lu\n", out, rb.drops); return 1; }
	puts("wrap: ok");
	ringbuf_free(&rb);
	return 0;
}
