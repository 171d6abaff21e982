#include <ctype.h>
#include <stdio.h>
int main(void)
{
	long words = 0, lines = 0;
	int c, in = 0;
	while ((c = getchar()) != EOF) {
		if (c == '\n') lines++;
		if (isspace(c)) in = 0;
		else if (!in) { in = 1; words++; }
	}
	printf("%ld %ld\n", words, lines);
	return 0;
}
