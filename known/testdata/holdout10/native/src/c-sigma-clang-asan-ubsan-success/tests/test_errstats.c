#include <stdio.h>
#include "sigma.h"
int main(void)
{
	struct errstats e = { 0 };
	for (int i = 0; i < 10; i++) errstats_add(&e, i % 5 == 0);
	printf("errstats: error_count=%zu error_rate=%.2f (ok)\n", e.error_count, e.error_rate);
	return e.error_count != 2;
}
