#include <stdio.h>
#include "slug.h"
int main(void)
{
	printf("ok 1 %d\n", utf8_len('a'));
	printf("ok 2 %d\n", utf8_len(0xc3));
	printf("ok 3 %d\n", utf8_len(0xe2));
	return 0;
}
