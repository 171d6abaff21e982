#include <string.h>
#include "t.h"
int main(void)
{
	char buf[32];
	unsigned len = format_quantity(buf, sizeof buf, 30.48, length_unit("cm"), 4);
	if (strcmp(buf, "30.48 cm") != 0 || len != strlen(buf)) fails++;
	format_quantity(buf, sizeof buf, 2.0, length_unit("m"), 3);
	if (strcmp(buf, "2 m") != 0) fails++;
	return fails;
}
