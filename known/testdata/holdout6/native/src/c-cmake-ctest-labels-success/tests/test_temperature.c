#include "t.h"
int main(void)
{
	NEAR(convert(100, temp_unit("C"), temp_unit("F")), 212);
	NEAR(convert(0, temp_unit("K"), temp_unit("C")), -273.15);
	NEAR(convert(-40, temp_unit("F"), temp_unit("C")), -40);
	return fails;
}
