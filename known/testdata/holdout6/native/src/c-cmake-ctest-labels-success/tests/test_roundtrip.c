#include "t.h"
int main(void)
{
	const char *names[] = {"m", "cm", "mm", "km", "in", "ft", "mi"};
	for (int i = 0; i < 7; i++)
		for (int j = 0; j < 7; j++) {
			const struct unit *a = length_unit(names[i]), *b = length_unit(names[j]);
			NEAR(convert(convert(3.25, a, b), b, a), 3.25);
		}
	return fails;
}
