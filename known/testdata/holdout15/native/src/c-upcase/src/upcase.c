#include <ctype.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
	int c;
	if (argc > 1 && strcmp(argv[1], "--version") == 0) {
		puts("upcase 1.2");
		return 0;
	}
	while ((c = getchar()) != EOF)
		putchar(toupper(c));
	return 0;
}
