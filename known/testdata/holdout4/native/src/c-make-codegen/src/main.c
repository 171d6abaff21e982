#include <stdio.h>
#include "vm.h"

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: minivm PROGRAM\n");
		return 2;
	}
	return vm_run_file(argv[1]);
}
