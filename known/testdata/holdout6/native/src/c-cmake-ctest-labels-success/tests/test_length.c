#include "t.h"
int main(int argc, char **argv)
{
	NEAR(convert(1, length_unit("km"), length_unit("m")), 1000);
	NEAR(convert(12, length_unit("in"), length_unit("ft")), 1);
	NEAR(convert(1, length_unit("mi"), length_unit("km")), 1.609344);
	return fails;
}
