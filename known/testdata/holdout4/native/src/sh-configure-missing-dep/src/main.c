#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
	if (argc > 1 && strcmp(argv[1], "--self-test") == 0) {
		puts("vaultsync: self-test ok");
		return 0;
	}
	puts("vaultsync 0.4.0");
	return 0;
}
