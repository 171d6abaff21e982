#include <stdio.h>
#include "ring.h"

int produce(struct ring *r, int count);
int consume(struct ring *r, FILE *out);
double ring_fill(const struct ring *r);

int main(int argc, char **argv)
{
	struct ring r;
	int dropped;

	if (ring_init(&r, 256) != 0)
		return 1;
	dropped = produce(&r, 40);
	printf("fill %.2f dropped %d\n", ring_fill(&r), dropped);
	printf("consumed %d\n", consume(&r, stdout));
	ring_free(&r);
	return 0;
}
