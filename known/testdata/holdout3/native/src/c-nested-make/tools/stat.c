#include <stdio.h>
#include <sys/stat.h>

int main(int argc, char **argv)
{
	struct stat st;
	for (int i = 1; i < argc; i++) {
		if (stat(argv[i], &st) != 0) {
			perror(argv[i]);
			continue;
		}
		printf("%10lld  %s\n", (long long)st.st_size, argv[i]);
	}
	return 0;
}
