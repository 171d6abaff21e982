#include <stdio.h>
#include "slug.h"
int main(void)
{
	const char *s = "Zoë";
	for (const unsigned char *p = (const unsigned char *)s; *p; p++)
		printf("char 0x%02x category %d\n", *p, category_of(*p));
	return 0;
}
