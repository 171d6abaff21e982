#include <limits.h>
#include <stdio.h>

/* A signed overflow: UndefinedBehaviorSanitizer reports it and halts. */
int main(int argc, char **argv) {
	int big = INT_MAX;
	(void)argv;
	printf("%d\n", big + argc);
	return 0;
}
