#include "t.h"
int main(void)
{
	NEAR(convert(1, mass_unit("lb"), mass_unit("g")), 453.59237);
	NEAR(convert(16, mass_unit("oz"), mass_unit("lb")), 1);
	return fails;
}
