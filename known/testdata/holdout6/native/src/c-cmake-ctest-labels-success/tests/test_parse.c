#include "t.h"
int main(void)
{
	double v;
	if (parse_quantity("12.5", &v) != 0 || v != 12.5) fails++;
	if (parse_quantity("12.5x", &v) == 0) fails++;
	if (!find_unit("cm") || find_unit("parsec")) fails++;
	/* an unknown unit is reported by the CLI as an error: that path is tested in cli_* */
	printf("error: unit 'parsec' not known (expected in this test)\n");
	return fails;
}
