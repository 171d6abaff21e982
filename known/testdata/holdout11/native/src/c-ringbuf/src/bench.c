#include <stdio.h>
#include "ringbuf.h"
int main(int argc, char **argv)
{
	struct ringbuf rb;
	char chunk[100] = {0}, out[100];
	ringbuf_init(&rb, 4096);
	for (long i = 0; i < 1000000; i++) { ringbuf_write(&rb, chunk, sizeof chunk); ringbuf_read(&rb, out, sizeof out); }
	printf("drops=%lu\n", rb.drops);
	ringbuf_free(&rb);
	return 0;
}
